// 'Scanned Documents (n)': name, format badge, page count, real size, Export and delete; a click selects.
import { Download, Trash2 } from 'lucide-react';
import { documentSize, type ScannedDocument } from './scan-store';
import { scannerTexts as text } from './texts';

interface DocumentCardsProps {
  documents: ScannedDocument[];
  selectedId?: string;
  format: string;
  exporting?: string;
  onSelect: (id: string) => void;
  onExport: (document: ScannedDocument) => void;
  onDelete: (id: string) => void;
  onDeleteAll: () => void;
}

export function DocumentCards({ documents, selectedId, format, exporting, onSelect, onExport, onDelete, onDeleteAll }: DocumentCardsProps) {
  return (
    <section className="space-y-3" aria-labelledby="scanned-documents">
      <div className="flex items-center gap-2">
        <h2 id="scanned-documents" className="text-lg font-semibold text-slate-900">{text.documentsTitle(documents.length)}</h2>
        {documents.length > 0 && <button type="button" className="btn-secondary ml-auto" onClick={onDeleteAll}>{text.deleteAll}</button>}
      </div>
      {documents.length === 0 && <p className="text-sm text-slate-500">{text.noDocuments}</p>}
      <ul className="grid gap-3 sm:grid-cols-2">
        {documents.map((document) => (
          <li key={document.id} data-testid="scanned-document" className={`rounded-xl border p-3 ${document.id === selectedId ? 'border-sky-500 bg-sky-50' : 'border-slate-200 bg-surface'}`}>
            <button type="button" className="block w-full text-left" onClick={() => onSelect(document.id)} aria-pressed={document.id === selectedId}>
              <span className="flex items-center gap-2">
                <span className="truncate font-medium text-slate-900">{document.name}</span>
                <span className="rounded bg-slate-200 px-1.5 text-xs uppercase text-slate-700">{format}</span>
              </span>
              <span className="text-sm text-slate-600" data-testid="document-facts">{text.pages(document.pages.length)} · {text.sizeKb(documentSize(document))}</span>
            </button>
            <div className="mt-2 flex gap-2">
              <button type="button" className="btn-primary" onClick={() => onExport(document)} disabled={exporting !== undefined || document.pages.length === 0}>
                <Download className="size-4" aria-hidden /> {exporting === document.id ? text.exporting : text.export}
              </button>
              <button type="button" className="btn-secondary" onClick={() => onDelete(document.id)} aria-label={`${text.delete} ${document.name}`}><Trash2 className="size-4" aria-hidden /></button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
