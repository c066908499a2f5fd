import { ScanText } from 'lucide-react';
import { editorTexts } from './texts';

const text = editorTexts.editText;

/** A scanned page has no text to edit: the way to get some is OCR. */
export function ScannedPageNotice() {
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="note" data-testid="scanned-page">
      <ScanText className="size-4 shrink-0" aria-hidden /> {text.scanned}
      {/* A new tab: the file open here, and its unsaved edits, stay. */}
      <a className="font-medium underline" href="/convert-from-pdf?type=ocr" target="_blank" rel="noopener">{text.ocrFirst}</a>
    </p>
  );
}
