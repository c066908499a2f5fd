// The selected document's pages (Enhance tab): thumbnail with its edits shown, brightness and
// contrast (−100 to 100 step 5), rotation by 90°, crop on/off, reorder, delete, corners, OCR text.
import { useState } from 'react';
import { ArrowDown, ArrowUp, Crop, RotateCw, Trash2 } from 'lucide-react';
import { ADJUST_RULE, type PageEdits, type Quad } from '../../contract/pdf-scanner';
import type { ScannedDocument, ScannedPage } from './scan-store';
import { CornerEditor } from './CornerEditor';
import { useObjectUrl } from '../../components/use-object-url';
import { scannerTexts as text } from './texts';

interface PageEditorProps {
  document: ScannedDocument;
  onEdit: (pageId: string, edits: Partial<PageEdits>) => void;
  onMove: (pageId: string, by: -1 | 1) => void;
  onRemove: (pageId: string) => void;
  onRecrop: (page: ScannedPage, corners: Quad) => Promise<void>;
}

export function PageEditor({ document, onEdit, onMove, onRemove, onRecrop }: PageEditorProps) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2" data-testid="scanned-pages">
      {document.pages.map((page, index) => (
        <PageCard key={page.id} page={page} index={index} last={index === document.pages.length - 1}
          onEdit={(edits) => onEdit(page.id, edits)} onMove={(by) => onMove(page.id, by)} onRemove={() => onRemove(page.id)} onRecrop={(corners) => onRecrop(page, corners)} />
      ))}
    </ol>
  );
}

interface PageCardProps {
  page: ScannedPage;
  index: number;
  last: boolean;
  onEdit: (edits: Partial<PageEdits>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onRecrop: (corners: Quad) => Promise<void>;
}

function PageCard({ page, index, last, onEdit, onMove, onRemove, onRecrop }: PageCardProps) {
  const url = useObjectUrl(page.edits.crop ? page.jpeg : page.uncropped);
  const [adjusting, setAdjusting] = useState(false);
  const { brightness, contrast, rotation } = page.edits;
  // The preview shows the edits with CSS filters, close to what the export applies to the pixels.
  const filter = `brightness(${1 + brightness / 200}) contrast(${contrast >= 0 ? 1 + contrast / 50 : 1 + contrast / 100})`;
  const slider = (label: string, key: 'brightness' | 'contrast') => (
    <label className="block text-xs text-slate-700">{label}: {page.edits[key]}
      <input type="range" className="w-full" min={ADJUST_RULE.min} max={ADJUST_RULE.max} step={ADJUST_RULE.step} value={page.edits[key]} onChange={(event) => onEdit({ [key]: Number(event.target.value) })} />
    </label>
  );
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 p-3" data-testid="scanned-page">
      <p className="text-sm font-medium text-slate-800">{text.pageLabel(index)} · {page.width} × {page.height}</p>
      {adjusting ? (
        <CornerEditor page={page} onApply={async (corners) => { await onRecrop(corners); setAdjusting(false); }} />
      ) : (
        <div className="flex h-64 items-center justify-center overflow-hidden rounded-lg bg-slate-100">
          {url && <img src={url} alt={text.pageLabel(index)} className="max-h-64 object-contain" style={{ filter, transform: `rotate(${rotation}deg)` }} data-testid="scanned-page-image" />}
        </div>
      )}
      {slider(text.brightness, 'brightness')}
      {slider(text.contrast, 'contrast')}
      <div className="flex flex-wrap gap-1">
        <button type="button" className="btn-secondary" onClick={() => onEdit({ rotation: (rotation + 90) % 360 })}><RotateCw className="size-4" aria-hidden /> {text.rotate}</button>
        <button type="button" className="btn-secondary" aria-pressed={page.edits.crop} onClick={() => onEdit({ crop: !page.edits.crop })}><Crop className="size-4" aria-hidden /> {text.crop}</button>
        <button type="button" className="btn-secondary" onClick={() => setAdjusting(!adjusting)}>{text.adjustCorners}</button>
        <button type="button" className="btn-secondary" onClick={() => onMove(-1)} disabled={index === 0} aria-label={text.moveEarlier}><ArrowUp className="size-4" aria-hidden /></button>
        <button type="button" className="btn-secondary" onClick={() => onMove(1)} disabled={last} aria-label={text.moveLater}><ArrowDown className="size-4" aria-hidden /></button>
        <button type="button" className="btn-secondary" onClick={onRemove} aria-label={text.deletePage}><Trash2 className="size-4" aria-hidden /></button>
      </div>
      {page.ocrText !== undefined && (
        <div>
          <p className="text-xs font-medium text-slate-600">{text.ocrTextLabel}</p>
          <p className="max-h-32 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-2 text-xs text-slate-700" data-testid="ocr-text">{page.ocrText || text.ocrNoText}</p>
        </div>
      )}
    </li>
  );
}
