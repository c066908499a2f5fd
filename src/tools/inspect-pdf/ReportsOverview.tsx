import { Loader2 } from 'lucide-react';
import type { FileAnswer } from '../../components/use-file-answer';
import type { PdfReportAnswer } from '../../contract/pdf-report';
import { inspectTexts as text } from './texts';

interface ReportsOverviewProps {
  files: Array<{ id: string; file: File }>;
  answers: ReadonlyMap<File, FileAnswer<PdfReportAnswer>>;
  shownId: string;
  onShow: (id: string) => void;
}

/** Several files side by side, a row each with what matters before sharing; a row's button shows its whole report. */
export function ReportsOverview({ files, answers, shownId, onShow }: ReportsOverviewProps) {
  const columns = text.overviewColumns;
  return (
    <section aria-labelledby="reports-overview" className="space-y-2" data-testid="reports-overview">
      <h2 id="reports-overview" className="text-lg font-semibold text-slate-900">{text.overviewTitle(files.length)}</h2>
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>{Object.values(columns).map((column) => <th key={column} className="p-2 font-medium">{column}</th>)}</tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {files.map(({ id, file }) => {
              const state = answers.get(file);
              const report = state?.status === 'read' ? state.answer : undefined;
              return (
                <tr key={id} className={id === shownId ? 'bg-red-50' : undefined} data-testid="overview-row">
                  <td className="p-2">
                    <button type="button" className="break-all text-left font-medium text-red-700 underline-offset-2 hover:underline" aria-pressed={id === shownId} onClick={() => onShow(id)}>
                      {file.name}
                    </button>
                  </td>
                  {report ? (
                    <>
                      <td className="p-2 text-slate-700">{report.version}</td>
                      <td className="p-2 text-slate-700">{report.pages.length}</td>
                      <td className="p-2 text-slate-700">{report.fonts.length}</td>
                      <td className="p-2 text-slate-700">{report.images.length}</td>
                      <td className={`p-2 ${report.scripts.length > 0 ? 'font-medium text-red-700' : 'text-slate-700'}`}>{report.scripts.length}</td>
                      <td className={`p-2 ${report.attachments.length > 0 ? 'font-medium text-red-700' : 'text-slate-700'}`}>{report.attachments.length}</td>
                      <td className="p-2 text-slate-700">{report.layers.filter((layer) => !layer.visible).length}</td>
                    </>
                  ) : (
                    <td colSpan={7} className="p-2 text-slate-500">
                      {state?.status === 'failed' ? <span className="text-red-600">{text.readFailed(state.message)}</span> : <span className="flex items-center gap-2"><Loader2 className="size-4 animate-spin" aria-hidden /> {text.reading}</span>}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
