import { useState } from 'react';
import { UploadWidget } from '../../../components/UploadWidget';
import { FileCard } from '../../../components/FileCard';
import { OptionCards } from '../../../components/OptionCards';
import { ProcessingWidget } from '../../../components/ProcessingWidget';
import { useBatch, type ProcessingJob } from '../../../components/use-batch';
import { DownloadCard } from '../../../components/DownloadCard';
import { ResultFileList } from '../../../components/ResultFileList';
import { ActionList } from '../../../components/ActionList';
import { HeavyEngineOfflineButton } from '../../../components/HeavyEngineOfflineButton';
import { useFileListTool } from '../../../components/use-file-list-tool';
import { postFiles } from '../../../api/client';
import { toast } from '../../../state/toast-store';
import { fileStem } from '../../../contract/output-names';
import { defaultOcrSettings, ocrPdfOperation, ocrQuery, type OcrAnswerItem, type OcrLanguage, type OcrPageMode } from '../../../contract/ocr-pdf';
import type { ToolScreenProps } from '../../tool-definition';
import { LanguagePicker } from './LanguagePicker';
import { OptionCheckbox } from './OptionCheckbox';
import { ocrTexts as text, pageModeOptions } from './texts';

/** The OCR tab: a scanned PDF or images in; a searchable PDF, its text and (on request) its hOCR out. */
export default function OcrPanel({ tool, variant }: ToolScreenProps) {
  const uploadRules = variant?.upload ?? tool.upload!;
  const [languages, setLanguages] = useState<OcrLanguage[]>(defaultOcrSettings.languages);
  const [pages, setPages] = useState<OcrPageMode>(defaultOcrSettings.pages);
  const [hocr, setHocr] = useState(defaultOcrSettings.hocr);
  const [rotate, setRotate] = useState(defaultOcrSettings.rotate);
  const [deskew, setDeskew] = useState(defaultOcrSettings.deskew);
  const { files, append, removeById, fileErrors, blameFile, listKey } = useFileListTool(uploadRules);

  // Results made from other files or settings are stale: the job's key says so.
  const settingsKey = `${languages.join('+')}:${pages}:${hocr}:${rotate}:${deskew}`;
  const jobs: ProcessingJob[] = files.length > 0
    ? [{ key: `${listKey}:${settingsKey}`, label: text.jobLabel(files.map((entry) => entry.file.name)), files: files.map((entry) => entry.file) }]
    : [];
  const batch = useBatch<OcrAnswerItem>({
    jobs,
    run: async (job, { signal, jobId }) => {
      const { answer, notices } = await postFiles('convert-from-pdf', job.files, { signal, jobId }, ocrQuery({ languages, pages, hocr, rotate, deskew }));
      return { answer: answer as OcrAnswerItem[], notices };
    },
    verb: text.verb,
    onJobError: (_job, error) => blameFile(error),
    onComplete: ([{ items }]) => {
      const read = items[0]?.report?.filter((fact) => fact.outcome === 'recognised').length ?? 0;
      toast({ title: text.successTitle, description: text.successText(read) });
    },
  });
  const { running, results } = batch;

  const pdf = results.find((item) => item.kind === 'pdf');
  const others = results.filter((item) => item.kind !== 'pdf');

  return (
    <div className="space-y-6">
      <HeavyEngineOfflineButton operation={ocrPdfOperation} />
      <UploadWidget {...uploadRules} onFiles={append} title={text.uploadTitle} compactLabel={files.length > 0 ? 'Add more files' : undefined} disabled={running} />
      {files.length > 0 && (
        <>
          <div className="space-y-2">
            {files.map((entry) => (
              <FileCard key={entry.id} file={entry.file} error={fileErrors[entry.id]} removeDisabled={running} onRemove={() => removeById(entry.id)} />
            ))}
          </div>
          <section className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <LanguagePicker refreshKey={running} value={languages} onChange={setLanguages} disabled={running} />
            <OptionCards legend={text.pagesLegend} options={pageModeOptions} value={pages} onChange={setPages} disabled={running} />
            <OptionCheckbox label={text.rotate} hint={text.rotateHint} checked={rotate} disabled={running} onChange={setRotate} />
            <OptionCheckbox label={text.deskew} hint={text.deskewHint} checked={deskew} disabled={running} onChange={setDeskew} />
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" className="mt-1 accent-red-600" checked={hocr} disabled={running} onChange={(event) => setHocr(event.target.checked)} />
              <span>
                <span className="block font-medium text-slate-900">{text.hocr}</span>
                <span className="block text-slate-500">{text.hocrHint}</span>
              </span>
            </label>
          </section>
          <ProcessingWidget batch={batch} actionLabel={text.action} describeProgress={text.progress} />
        </>
      )}
      {pdf && (
        <div className="space-y-6">
          <DownloadCard title={text.resultTitle} result={pdf} downloadLabel={text.download} />
          <ResultFileList title={text.otherFiles} results={others} zipName={text.zipName(fileStem(pdf.filename))} />
          <ActionList title={text.reportTitle} items={(pdf.report ?? []).map(text.describePage)} testId="ocr-report" />
        </div>
      )}
    </div>
  );
}
