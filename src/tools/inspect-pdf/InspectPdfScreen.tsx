import { useMemo, useState } from 'react';
import { Download } from 'lucide-react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ChosenFiles } from '../../components/ChosenFiles';
import { FileAnswerStatus } from '../../components/FileAnswerStatus';
import { useFileListTool } from '../../components/use-file-list-tool';
import { useFileAnswers } from '../../components/use-file-answer';
import { useObjectUrl } from '../../components/use-object-url';
import { outputFilename } from '../../contract/output-names';
import { pdfReportCall } from '../../contract/pdf-report';
import { reportDocument } from '../../contract/pdf-report-export';
import type { ToolScreenProps } from '../tool-definition';
import { PdfReportView } from './PdfReportView';
import { ReportsOverview } from './ReportsOverview';
import { inspectGuide, inspectTexts as text } from './texts';

export default function InspectPdfScreen({ tool }: ToolScreenProps) {
  const rules = tool.upload!;
  const { files, append, removeById, fileErrors } = useFileListTool(rules, { announce: { title: 'PDF uploaded', description: text.uploaded } });
  const chosen = useMemo(() => files.map(({ file }) => file), [files]);
  // Every file is read, one after another, for the overview; the chosen one's report is shown whole.
  const answers = useFileAnswers(pdfReportCall, chosen);
  const [shownId, setShownId] = useState<string>();
  const shown = files.find(({ id }) => id === shownId) ?? files[0];
  const state = shown ? answers.get(shown.file) ?? { status: 'reading' as const } : undefined;
  const report = state?.status === 'read' ? state.answer : undefined;
  const json = useMemo(() => (report ? new Blob([JSON.stringify(reportDocument(report), null, 2)], { type: 'application/json' }) : undefined), [report]);
  const jsonUrl = useObjectUrl(json);

  return (
    <ToolPage title={tool.title} description={tool.description} guide={inspectGuide} relatedToolIds={tool.relatedCardIds}>
      {!shown ? (
        <UploadWidget {...rules} onFiles={append} title={text.uploadTitle} />
      ) : (
        <div className="space-y-6">
          <ChosenFiles files={files} rules={rules} onAdd={append} onRemove={removeById} disabled={false} errors={fileErrors} />
          {files.length > 1 && <ReportsOverview files={files} answers={answers} shownId={shown.id} onShow={setShownId} />}
          <section className="space-y-6 rounded-2xl border border-slate-200 bg-surface p-3 shadow-sm sm:p-5" aria-label={text.shownReport(shown.file.name)} data-testid="shown-report">
            {files.length > 1 && <h2 className="text-lg font-semibold text-slate-900">{text.shownReport(shown.file.name)}</h2>}
            <FileAnswerStatus state={state} reading={text.reading} failed={text.readFailed} />
            {report && jsonUrl && (
              <a className="btn-secondary inline-flex" href={jsonUrl} download={outputFilename(report.filename, 'report', 'json')}>
                <Download className="size-4" aria-hidden /> {text.exportJson}
              </a>
            )}
            {report && <PdfReportView report={report} />}
          </section>
        </div>
      )}
    </ToolPage>
  );
}
