import { useState } from 'react';
import { UploadWidget } from '../../../components/UploadWidget';
import { ChosenFiles } from '../../../components/ChosenFiles';
import { ProcessingWidget } from '../../../components/ProcessingWidget';
import { useBatch, type JobOutcome } from '../../../components/use-batch';
import { useFileListTool } from '../../../components/use-file-list-tool';
import { DownloadCard } from '../../../components/DownloadCard';
import { ActionList } from '../../../components/ActionList';
import { ResultDownloads } from '../../../components/ResultDownloads';
import { HeavyEngineOfflineButton } from '../../../components/HeavyEngineOfflineButton';
import { callApi } from '../../../api/call-api';
import { summarizeBatch } from '../../../lib/batch-summary';
import { toast } from '../../../state/toast-store';
import { batchZipName } from '../../../contract/output-names';
import { convertToPdfaOperation, defaultPdfaSettings, pdfToPdfaCall, type PdfaAnswerItem, type PdfaLevel } from '../../../contract/pdf-to-pdfa';
import type { ToolScreenProps } from '../../tool-definition';
import { PdfaOptions } from './PdfaOptions';
import { pdfaTexts as text } from './texts';

/**
 * The PDF/A tab: PDFs in, each one's PDF/A-1b, 2b or 3b copy out, with what was changed. An
 * encrypted file's password is asked for on its own card, and goes with it.
 */
export default function PdfaPanel({ tool, variant }: ToolScreenProps) {
  const rules = variant?.upload ?? tool.upload!;
  const [level, setLevel] = useState<PdfaLevel>(defaultPdfaSettings.level);
  const { files, append, removeById, fileErrors } = useFileListTool(rules, { announce: { title: 'PDF uploaded', description: text.uploaded } });
  const batch = useBatch<PdfaAnswerItem>({
    // One job per file; a result made at another level is stale.
    jobs: files.map((entry) => ({ key: `${entry.id}:${level}`, label: text.jobLabel(entry.file.name), files: [entry.file] })),
    run: (job, context) => callApi(pdfToPdfaCall, job.files, { level }, context),
    verb: text.verb,
    onComplete: (outcomes) => toast(completionToast(outcomes, level)),
  });
  const single = files.length === 1 ? batch.results[0] : undefined;

  return (
    <div className="space-y-6">
      <HeavyEngineOfflineButton engine={convertToPdfaOperation.worker} />
      {files.length === 0 ? (
        <UploadWidget {...rules} onFiles={append} title={text.uploadTitle} />
      ) : (
        <>
          <ChosenFiles files={files} rules={rules} onAdd={append} onRemove={removeById} disabled={batch.running} errors={fileErrors} />
          <section className="space-y-4 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm">
            <PdfaOptions settings={{ level }} onChange={(next) => setLevel(next.level)} disabled={batch.running} />
          </section>
          <ProcessingWidget
            batch={batch}
            actionLabel={text.action}
            describeProgress={() => text.progress}
            describeResult={(items) => <PdfaResult items={items} />}
            zipName={batchZipName(files.map((entry) => entry.file.name), `pdfa-${level}`)}
          />
          {single && (
            <div className="space-y-6">
              <DownloadCard title={text.resultTitle(single.level)} result={single} downloadLabel={text.download} />
              <ActionList title={text.changesTitle} items={single.changes.map(text.describeChange)} testId="pdfa-changes" />
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** One file of several: its PDF/A copy to download, and what was changed, folded away. */
function PdfaResult({ items }: { items: PdfaAnswerItem[] }) {
  return (
    <div className="space-y-2">
      <ResultDownloads results={items} />
      {items.map((item) => (
        <details key={item.url} className="rounded-lg border border-slate-200 p-3" data-testid="pdfa-changes">
          <summary className="cursor-pointer font-medium text-slate-700">{text.changesTitle}</summary>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
            {item.changes.map(text.describeChange).map((line) => <li key={line}>{line}</li>)}
          </ul>
        </details>
      ))}
    </div>
  );
}

/** One file: which level it now meets; several: one summary ('3 files converted to PDF/A-2b; 1 could not be read'). */
function completionToast(outcomes: Array<JobOutcome<PdfaAnswerItem>>, level: PdfaLevel) {
  if (outcomes.length > 1) return { title: text.batchTitle, description: summarizeBatch(outcomes, (count) => text.batchDone(count, level)) };
  return { title: text.successTitle, description: text.successText(outcomes[0].items[0].level) };
}
