import { useState } from 'react';
import { UploadWidget } from '../../../components/UploadWidget';
import { ChosenFiles } from '../../../components/ChosenFiles';
import { ProcessingWidget } from '../../../components/ProcessingWidget';
import { useBatch, type JobOutcome } from '../../../components/use-batch';
import { DownloadCard } from '../../../components/DownloadCard';
import { ResultDownloads } from '../../../components/ResultDownloads';
import { ResultFileList } from '../../../components/ResultFileList';
import { ActionList } from '../../../components/ActionList';
import { HeavyEngineOfflineButton } from '../../../components/HeavyEngineOfflineButton';
import { useFileListTool } from '../../../components/use-file-list-tool';
import { callApi } from '../../../api/call-api';
import { callQuery } from '../../../contract/api-call';
import { batchZipName } from '../../../contract/output-names';
import {
  defaultOcrSettings, OCR_WORKER, ocrPdfCall, type OcrAnswerItem, type OcrSettings,
} from '../../../contract/ocr-pdf';
import { summarizeBatch } from '../../../lib/batch-summary';
import { toast } from '../../../state/toast-store';
import type { ToolScreenProps } from '../../tool-definition';
import { OcrOptions } from './OcrOptions';
import { OptionCheckbox } from './OptionCheckbox';
import { ocrJobs } from './ocr-jobs';
import { ocrTexts as text } from './texts';

/**
 * The OCR tab: scanned PDFs (each read on its own) or images (together made one PDF) in; for each, a
 * searchable PDF, its text and (on request) its hOCR out. One job keeps its own result view; several
 * show each one's files on its job, one Download all (ZIP) and one summary.
 */
export default function OcrPanel({ tool, variant }: ToolScreenProps) {
  const uploadRules = variant?.upload ?? tool.upload!;
  const [settings, setSettings] = useState<OcrSettings>(defaultOcrSettings);
  const { files, append, removeById, fileErrors } = useFileListTool(uploadRules);

  const jobs = ocrJobs(files, new URLSearchParams(callQuery(ocrPdfCall, settings)).toString());
  const batch = useBatch<OcrAnswerItem>({
    jobs,
    run: (job, context) => callApi(ocrPdfCall, job.files, settings, context),
    verb: text.verb,
    onComplete: (outcomes) => toast(completionToast(outcomes)),
  });
  const { running, results } = batch;
  const zipName = batchZipName(jobs.map((job) => job.files[0].name), 'ocr');
  // One job (one PDF, or the images): its PDF, its other files and its report, as the tab always showed them.
  const pdf = jobs.length === 1 ? results.find((item) => item.kind === 'pdf') : undefined;

  return (
    <div className="space-y-6">
      <HeavyEngineOfflineButton engine={OCR_WORKER} />
      {files.length === 0 ? (
        <UploadWidget {...uploadRules} onFiles={append} title={text.uploadTitle} />
      ) : (
        <>
          <ChosenFiles files={files} rules={uploadRules} onAdd={append} onRemove={removeById} disabled={running} errors={fileErrors} />
          <section className="space-y-5 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm">
            <OcrOptions settings={settings} onChange={setSettings} disabled={running} refreshKey={running} />
            <OptionCheckbox label={text.hocr} hint={text.hocrHint} checked={settings.hocr} disabled={running} onChange={(hocr) => setSettings({ ...settings, hocr })} />
          </section>
          <ProcessingWidget
            batch={batch}
            actionLabel={text.action}
            describeProgress={text.progress}
            zipName={zipName}
            describeResult={(items) => (
              <div className="space-y-1">
                <p className="text-slate-600" data-testid="ocr-job-report">{text.reportSummary(items.find((item) => item.kind === 'pdf')?.report ?? [])}</p>
                <ResultDownloads results={items} />
              </div>
            )}
          />
        </>
      )}
      {pdf && (
        <div className="space-y-6">
          <DownloadCard title={text.resultTitle} result={pdf} downloadLabel={text.download} />
          <ResultFileList title={text.otherFiles} results={results.filter((item) => item !== pdf)} zipName={zipName} />
          <ActionList title={text.reportTitle} items={(pdf.report ?? []).map(text.describePage)} testId="ocr-report" />
        </div>
      )}
    </div>
  );
}

/** One job: the pages read; several: one summary ('2 files made searchable; 1 could not be read'). */
function completionToast(outcomes: Array<JobOutcome<OcrAnswerItem>>) {
  if (outcomes.length > 1) return { title: text.batchTitle, description: summarizeBatch(outcomes, text.batchDone) };
  const report = outcomes[0].items.find((item) => item.kind === 'pdf')?.report ?? [];
  return { title: text.successTitle, description: text.successText(report.filter((fact) => fact.outcome === 'recognised').length) };
}
