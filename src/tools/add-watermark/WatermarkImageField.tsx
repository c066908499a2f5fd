import { useEffect, useId, useRef, useState } from 'react';
import { ImageUp } from 'lucide-react';
import { WATERMARK_IMAGE_RULES } from '../../contract/add-watermark';
import { refuseUpload } from '../../contract/upload-refusal';
import { toast } from '../../state/toast-store';
import { watermarkTexts as text } from './texts';

/** Picks the PNG or JPEG to stamp, and shows it. */
export function WatermarkImageField({ image, onChange }: { image?: File; onChange: (image: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!image) return undefined;
    const next = URL.createObjectURL(image);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [image]);

  return (
    <div>
      <span className="block text-sm font-medium text-slate-700">{text.image}</span>
      <div className="mt-1 flex items-center gap-3">
        {image && url && <img src={url} alt={`Watermark image ${image.name}`} className="size-14 rounded border border-slate-200 bg-slate-50 object-contain" />}
        <div className="min-w-0 flex-1">
          {image && <p className="truncate text-sm text-slate-700" title={image.name}>{image.name}</p>}
          <button type="button" className="btn-secondary mt-1" aria-describedby={hintId} onClick={() => input.current?.click()}>
            <ImageUp className="size-4" aria-hidden /> {image ? text.changeImage : text.chooseImage}
          </button>
          <p id={hintId} className="mt-1 text-xs text-slate-500">{text.imageHint}</p>
        </div>
      </div>
      <input
        ref={input}
        type="file"
        className="sr-only"
        accept={WATERMARK_IMAGE_RULES.accept.join(',')}
        data-testid="watermark-image-input"
        aria-label={text.image}
        tabIndex={-1}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          event.target.value = '';
          if (!picked) return;
          // The rules the API checks the picture with: PNG or JPEG, not empty, not too large.
          const refusal = refuseUpload(picked, WATERMARK_IMAGE_RULES);
          if (refusal) {
            const description = refusal.code === 'unsupported-type' ? text.imageWrongType : refusal.message;
            toast({ title: refusal.title, description, variant: 'destructive' });
            return;
          }
          onChange(picked);
          toast({ title: text.imageUploadedTitle, description: picked.name });
        }}
      />
    </div>
  );
}
