import { callApi } from '../../api/call-api';
import { DownloadCard } from '../../components/DownloadCard';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { useBatch } from '../../components/use-batch';
import { noSettings } from '../../contract/api-call';
import { batchZipName } from '../../contract/output-names';
import { unlockPdfCall } from '../../contract/unlock-pdf';
import type { ListedFile } from '../../state/file-list-store';
import { toast } from '../../state/toast-store';
import { completionToast } from './completion-toast';
import { editorTexts } from './texts';

const text = editorTexts.unlock;

interface UnlockPanelProps {
  files: ListedFile[];
  onRunningChange: (running: boolean) => void;
}

/**
 * Unlock: a copy of each chosen PDF without its password and restrictions. The password of a file
 * that needs one is asked for on its card, the one place (it travels with the file as every tool's
 * does); a file run without it fails on its own, and is tried again once the card has it.
 */
export function UnlockPanel({ files, onRunningChange }: UnlockPanelProps) {
  const batch = useBatch({
    jobs: files.map((entry) => ({ key: `unlock:${entry.id}`, label: text.jobLabel(entry.file.name), files: [entry.file] })),
    run: (job, context) => callApi(unlockPdfCall, job.files, noSettings, context),
    verb: text.verb,
    onRunningChange,
    onComplete: (outcomes) => toast(completionToast(outcomes, text)),
  });
  const single = files.length === 1 ? batch.results[0] : undefined;
  return (
    <section className="space-y-4 rounded-2xl border border-slate-200 p-6" aria-label={text.title}>
      <h2 className="text-lg font-semibold text-slate-900">{files.length === 1 ? text.title : text.titleMany}</h2>
      <p className="text-sm text-slate-600">{text.hint}</p>
      <ProcessingWidget
        batch={batch}
        actionLabel={text.action}
        describeProgress={() => editorTexts.processing}
        zipName={batchZipName(files.map((entry) => entry.file.name), 'unlocked')}
      />
      {single && <DownloadCard title={text.resultTitle} result={single} downloadLabel={editorTexts.download} />}
    </section>
  );
}
