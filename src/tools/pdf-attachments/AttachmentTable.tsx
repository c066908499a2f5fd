import type { PdfAttachment } from '../../contract/pdf-attachments';
import { formatBytes } from '../../lib/format-bytes';
import { useRowWindow } from '../../lib/row-window';
import { attachmentsTexts as text, type AttachmentsMode } from './texts';

interface AttachmentTableProps {
  attachments: PdfAttachment[];
  mode: AttachmentsMode;
  ticked: ReadonlySet<string>;
  onTickedChange: (ticked: Set<string>) => void;
  disabled: boolean;
}

/** A long list (a file may carry hundreds) is drawn a screenful at a time, its rows one line high. */
const ROW_HEIGHT = 41;
const VIEW_HEIGHT = 480;
const LONG = 100;

/** The files a PDF carries, a row each, ticked to save or to remove. */
export function AttachmentTable({ attachments, mode, ticked, onTickedChange, disabled }: AttachmentTableProps) {
  const long = attachments.length > LONG;
  const view = useRowWindow(long ? attachments.length : 0, ROW_HEIGHT, VIEW_HEIGHT);
  const shown = long ? attachments.slice(view.first, view.last) : attachments;
  const cell = long ? 'max-w-xs truncate whitespace-nowrap' : '';
  const toggle = (id: string) => {
    const next = new Set(ticked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onTickedChange(next);
  };
  return (
    <section aria-labelledby="attachment-list" data-testid="attachment-list">
      <h3 id="attachment-list" className="mb-1 font-semibold text-slate-800">{text.listTitle(attachments.length)}</h3>
      {attachments.length === 0 ? (
        <p className="text-sm text-slate-600">{text.none}</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-500">{mode === 'extract' ? text.extractHint : text.removeHint}</p>
          <div className={`overflow-x-auto rounded-xl border border-slate-200 ${long ? 'max-h-[480px] overflow-y-auto' : ''}`} onScroll={long ? view.onScroll : undefined}>
            <table className="w-full text-left text-sm">
              <thead className="sticky top-0 bg-slate-50 text-slate-600">
                <tr>
                  <th className="w-10 p-2" aria-hidden />
                  <th className="p-2">{text.columns.name}</th>
                  <th className="p-2">{text.columns.size}</th>
                  <th className="p-2">{text.columns.where}</th>
                  <th className="p-2">{text.columns.description}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {long && view.before > 0 && <tr aria-hidden style={{ height: view.before }} />}
                {shown.map((attachment) => (
                  <tr key={attachment.id} data-testid="attachment-row" style={long ? { height: ROW_HEIGHT } : undefined}>
                    <td className="p-2">
                      <input
                        type="checkbox" className="accent-red-600" disabled={disabled} checked={ticked.has(attachment.id)} onChange={() => toggle(attachment.id)}
                        aria-label={mode === 'extract' ? text.chooseForExtract(attachment.name) : text.chooseForRemoval(attachment.name)}
                      />
                    </td>
                    <td className={`p-2 font-medium text-slate-900 ${cell || 'break-all'}`} title={long ? attachment.name : undefined}>{attachment.name}</td>
                    <td className="whitespace-nowrap p-2 text-slate-600">{formatBytes(attachment.size)}</td>
                    <td className="whitespace-nowrap p-2 text-slate-600">{text.where(attachment.page)}</td>
                    <td className={`p-2 text-slate-600 ${cell}`} title={long ? attachment.description : undefined}>{attachment.description}</td>
                  </tr>
                ))}
                {long && view.after > 0 && <tr aria-hidden style={{ height: view.after }} />}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
