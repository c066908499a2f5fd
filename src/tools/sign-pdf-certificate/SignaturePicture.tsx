import { useEffect, useRef, useState } from 'react';
import { ImagePlus } from 'lucide-react';
import { OptionCards } from '../../components/OptionCards';
import { TextField } from '../../components/SettingFields';
import { typedSignature } from '../../components/typed-signature';
import { DrawingPad } from './DrawingPad';
import { signTexts as text, type PictureKind } from './texts';

interface SignaturePictureProps {
  /** The name to offer for a typed signature: the certificate's. */
  suggestedName: string;
  onPicture: (picture: Blob | undefined) => void;
  disabled: boolean;
}

const INK = '#1e1b4b';

/** The handwriting shown in the box: none, a typed name, a drawing or a picture. */
export function SignaturePicture({ suggestedName, onPicture, disabled }: SignaturePictureProps) {
  const [kind, setKind] = useState<PictureKind>('none');
  const [typed, setTyped] = useState(suggestedName);
  const [preview, setPreview] = useState<string>();
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => setTyped((current) => current || suggestedName), [suggestedName]);
  // Gone (the signature made invisible): its picture is no longer part of the settings, its preview freed.
  const latest = useRef({ onPicture, preview });
  latest.current = { onPicture, preview };
  useEffect(() => () => {
    latest.current.onPicture(undefined);
    if (latest.current.preview) URL.revokeObjectURL(latest.current.preview);
  }, []);
  const show = (picture: Blob | undefined) => {
    onPicture(picture);
    setPreview((old) => {
      if (old) URL.revokeObjectURL(old);
      return picture ? URL.createObjectURL(picture) : undefined;
    });
  };
  useEffect(() => {
    if (kind !== 'type') return undefined;
    let current = true;
    if (typed.trim() === '') show(undefined);
    else void typedSignature(typed.trim(), INK).then(({ picture }) => current && show(picture));
    return () => {
      current = false;
    };
    // show is stable enough: it only forwards to the parent and the preview.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, typed]);
  return (
    <div className="space-y-3">
      <OptionCards
        legend={text.pictureLegend}
        options={text.pictures}
        value={kind}
        disabled={disabled}
        onChange={(next) => {
          setKind(next);
          show(undefined);
        }}
      />
      {kind === 'type' && <TextField label={text.typedName} value={typed} maxLength={80} onChange={setTyped} />}
      {kind === 'draw' && <DrawingPad onDrawing={show} />}
      {kind === 'upload' && (
        <>
          <input ref={picker} type="file" accept="image/png,image/jpeg" className="hidden" data-testid="signature-picture-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) show(file);
              event.target.value = '';
            }} />
          <button type="button" className="btn-secondary" onClick={() => picker.current?.click()} disabled={disabled}>
            <ImagePlus className="size-4" aria-hidden /> {text.choosePicture}
          </button>
        </>
      )}
      {preview && kind !== 'draw' && <img src={preview} alt="" className="h-16 max-w-full rounded border border-slate-200 bg-white object-contain p-1" />}
    </div>
  );
}
