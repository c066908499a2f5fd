import { useRef, useState, type PointerEvent } from 'react';
import { usePageImage } from '../../components/use-page-image';
import { SelectField } from '../../components/SettingFields';
import { boxAfterKey, boxFromDrag, type BoxOnPage } from './signature-box';
import { signTexts as text } from './texts';

interface SignatureBoxPickerProps {
  file: File;
  pageCount: number;
  page: number;
  onPage: (page: number) => void;
  box: BoxOnPage;
  onBox: (box: BoxOnPage) => void;
  disabled: boolean;
}

const PREVIEW_WIDTH = 420;

/** The page as it looks, with the signature's box drawn by dragging (or moved with the arrow keys). */
export function SignatureBoxPicker({ file, pageCount, page, onPage, box, onBox, disabled }: SignatureBoxPickerProps) {
  const { page: image } = usePageImage(file, page, PREVIEW_WIDTH);
  const area = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<[number, number]>();
  const fractionAt = (event: PointerEvent): [number, number] => {
    const bounds = area.current!.getBoundingClientRect();
    return [(event.clientX - bounds.left) / bounds.width, (event.clientY - bounds.top) / bounds.height];
  };
  const pages = Array.from({ length: pageCount }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));
  return (
    <div className="space-y-3">
      {pageCount > 1 && <SelectField label={text.page} value={String(page)} options={pages} onChange={(value) => onPage(Number(value))} />}
      <p className="text-sm text-slate-600" id="signature-box-hint">{text.boxHint}</p>
      <div
        ref={area}
        role="application"
        tabIndex={disabled ? -1 : 0}
        aria-label={text.boxLabel}
        aria-describedby="signature-box-hint"
        data-testid="signature-box-area"
        className="relative mx-auto w-full max-w-[420px] touch-none select-none border border-slate-300 bg-white shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        style={{ aspectRatio: image ? `${image.pageWidth} / ${image.pageHeight}` : '1 / 1.414' }}
        onPointerDown={(event) => {
          if (disabled) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          setStart(fractionAt(event));
        }}
        onPointerMove={(event) => start && onBox(boxFromDrag(start, fractionAt(event)))}
        onPointerUp={(event) => {
          if (start) onBox(boxFromDrag(start, fractionAt(event)));
          setStart(undefined);
        }}
        onKeyDown={(event) => {
          const next = disabled ? undefined : boxAfterKey(box, event.key, event.shiftKey);
          if (!next) return;
          event.preventDefault();
          onBox(next);
        }}
      >
        {image && <img src={image.url} alt="" className="pointer-events-none size-full" draggable={false} />}
        <div
          className="pointer-events-none absolute border-2 border-indigo-600 bg-indigo-500/15"
          data-testid="signature-box"
          style={{ left: `${box.x * 100}%`, top: `${box.y * 100}%`, width: `${box.width * 100}%`, height: `${box.height * 100}%` }}
        />
      </div>
    </div>
  );
}
