import { useState } from 'react';
import { UploadWidget } from '../../../components/UploadWidget';
import { SinglePdfCard } from '../../../components/SinglePdfCard';
import { OptionCards } from '../../../components/OptionCards';
import { ProcessingWidget } from '../../../components/ProcessingWidget';
import { useBatch } from '../../../components/use-batch';
import { DownloadCard } from '../../../components/DownloadCard';
import { ActionList } from '../../../components/ActionList';
import { HeavyEngineOfflineButton } from '../../../components/HeavyEngineOfflineButton';
import { useSingleFile } from '../../../components/use-single-file';
import { postFiles } from '../../../api/client';
import { toast } from '../../../state/toast-store';
import { convertToPdfaOperation, defaultPdfaSettings, pdfaQuery, type PdfaAnswerItem, type PdfaLevel } from '../../../contract/pdf-to-pdfa';
import type { ToolScreenProps } from '../../tool-definition';
import { levelOptions, pdfaTexts as text } from './texts';

/** The PDF/A tab: one PDF in, its PDF/A-1b, 2b or 3b copy out, with what was changed. */
export default function PdfaPanel({ tool, variant }: ToolScreenProps) {
  const uploadRules = variant?.upload ?? tool.upload!;
  const [level, setLevel] = useState<PdfaLevel>(defaultPdfaSettings.level);
  const [password, setPassword] = useState('');
  const { entry, file, choose, clear, encrypted } = useSingleFile(uploadRules, { uploadedText: text.uploaded });
  const batch = useBatch<PdfaAnswerItem>({
    jobs: entry ? [{ key: `${entry.id}:${level}`, label: text.jobLabel(entry.file.name), files: [entry.file] }] : [],
    run: async (job, { signal, jobId }) => {
      const { answer, notices } = await postFiles('convert-from-pdf', job.files, { signal, jobId }, pdfaQuery({ level }), { password: encrypted ? password : undefined });
      return { answer: answer as PdfaAnswerItem[], notices };
    },
    verb: text.verb,
    onComplete: ([{ items: [first] }]) => toast({ title: text.successTitle, description: text.successText(first.level) }),
  });
  const { running, results: [result] } = batch;

  return (
    <div className="space-y-6">
      <HeavyEngineOfflineButton engine={convertToPdfaOperation.worker} />
      {!file ? (
        <UploadWidget {...uploadRules} onFiles={(picked) => { setPassword(''); choose(picked); }} title={text.uploadTitle} />
      ) : (
        <>
          <SinglePdfCard file={file} onRemove={clear} disabled={running} />
          <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <OptionCards legend={text.levelLegend} options={levelOptions} value={level} onChange={setLevel} disabled={running} />
            {encrypted && (
              <label className="block space-y-1 text-sm">
                <span className="block font-medium text-slate-900">{text.passwordLabel}</span>
                <input
                  type="password"
                  autoComplete="off"
                  className="w-full rounded-lg border border-slate-300 px-3 py-2"
                  value={password}
                  disabled={running}
                  onChange={(event) => setPassword(event.target.value)}
                />
                <span className="block text-slate-500">{text.passwordHint}</span>
              </label>
            )}
          </section>
          <ProcessingWidget batch={batch} actionLabel={text.action} disabled={encrypted && password === ''} describeProgress={() => text.progress} />
          {result && (
            <div className="space-y-6">
              <DownloadCard title={text.resultTitle(result.level)} result={result} downloadLabel={text.download} />
              <ActionList title={text.changesTitle} items={result.changes.map(text.describeChange)} testId="pdfa-changes" />
            </div>
          )}
        </>
      )}
    </div>
  );
}
