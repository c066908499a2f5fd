import { useState } from 'react';
import { callApi } from '../../api/call-api';
import { DownloadCard } from '../../components/DownloadCard';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { useBatch } from '../../components/use-batch';
import { batchZipName } from '../../contract/output-names';
import { defaultProtectSettings, hasProtectPassword, protectPdfCall, type ProtectSettings } from '../../contract/protect-pdf';
import type { ListedFile } from '../../state/file-list-store';
import { toast } from '../../state/toast-store';
import { completionToast } from './completion-toast';
import { ProtectFields } from './ProtectFields';
import { editorTexts } from './texts';

const text = editorTexts.protect;

interface ProtectPanelProps {
  files: ListedFile[];
  onRunningChange: (running: boolean) => void;
}

/** Protect: a password to open and/or an owner password with permissions, written with AES-256 into each chosen PDF. */
export function ProtectPanel({ files, onRunningChange }: ProtectPanelProps) {
  const [settings, setSettings] = useState<ProtectSettings>(defaultProtectSettings);
  // Every change counts: a result made with other passwords or permissions is stale (the key says so
  // without holding the passwords themselves).
  const [changes, setChanges] = useState(0);
  const change = (next: ProtectSettings) => {
    setSettings(next);
    setChanges((count) => count + 1);
  };
  const batch = useBatch({
    // One job per file, each with the same passwords and permissions.
    jobs: files.map((entry) => ({ key: `${entry.id}:${changes}`, label: text.jobLabel(entry.file.name), files: [entry.file] })),
    run: (job, context) => callApi(protectPdfCall, job.files, settings, context),
    verb: text.verb,
    onRunningChange,
    onComplete: (outcomes) => toast(completionToast(outcomes, text)),
  });
  const single = files.length === 1 ? batch.results[0] : undefined;
  return (
    <section className="space-y-4 rounded-2xl border border-slate-200 p-6" aria-label={text.title}>
      <h2 className="text-lg font-semibold text-slate-900">{files.length === 1 ? text.title : text.titleMany}</h2>
      <ProtectFields settings={settings} onChange={change} disabled={batch.running} />
      <ProcessingWidget
        batch={batch}
        actionLabel={text.action}
        disabled={!hasProtectPassword(settings)}
        describeProgress={() => editorTexts.processing}
        zipName={batchZipName(files.map((entry) => entry.file.name), 'protected')}
      />
      {single && <DownloadCard title={text.resultTitle} result={single} downloadLabel={editorTexts.download} />}
    </section>
  );
}
