import { useMemo } from 'react';
import { Download } from 'lucide-react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ChosenFiles } from '../../components/ChosenFiles';
import { FileAnswerStatus } from '../../components/FileAnswerStatus';
import { useFileListTool } from '../../components/use-file-list-tool';
import { useFileAnswer } from '../../components/use-file-answer';
import { useObjectUrl } from '../../components/use-object-url';
import { outputFilename } from '../../contract/output-names';
import { pdfReportCall } from '../../contract/pdf-report';
import { reportDocument } from '../../contract/pdf-report-export';
import type { ToolScreenProps } from '../tool-definition';
import { PdfReportView } from './PdfReportView';
import { inspectGuide, inspectTexts as text } from './texts';

export default function InspectPdfScreen({ tool }: ToolScreenProps) {
  const rules = tool.upload!;
  const { files, append, removeById, fileErrors } = useFileListTool(rules, { announce: { title: 'PDF uploaded', description: text.uploaded } });
  const file = files[0]?.file;
  const state = useFileAnswer(pdfReportCall, file);
  const report = state?.status === 'read' ? state.answer : undefined;
  const json = useMemo(() => (report ? new Blob([JSON.stringify(reportDocument(report), null, 2)], { type: 'application/json' }) : undefined), [report]);
  const jsonUrl = useObjectUrl(json);

  return (
    <ToolPage title={tool.title} description={tool.description} guide={inspectGuide} relatedToolIds={tool.relatedCardIds}>
      {!file ? (
        <UploadWidget {...rules} onFiles={append} title={text.uploadTitle} />
      ) : (
        <div className="space-y-6">
          <ChosenFiles files={files} rules={rules} onAdd={append} onRemove={removeById} disabled={false} errors={fileErrors} />
          <section className="space-y-6 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5">
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
