import { useState } from 'react';
import { callApi } from '../../api/call-api';
import { DownloadCard } from '../../components/DownloadCard';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { useBatch } from '../../components/use-batch';
import { batchZipName } from '../../contract/output-names';
import { PROTECT_PERMISSIONS, defaultProtectSettings, hasProtectPassword, protectPdfCall, type ProtectSettings } from '../../contract/protect-pdf';
import type { ListedFile } from '../../state/file-list-store';
import { toast } from '../../state/toast-store';
import { completionToast } from './completion-toast';
import { editorTexts } from './texts';

const text = editorTexts.protect;

interface ProtectPanelProps {
  files: ListedFile[];
  onRunningChange: (running: boolean) => void;
}

/** Protect: a password to open and/or an owner password with permissions, written with AES-256 into each chosen PDF. */
export function ProtectPanel({ files, onRunningChange }: ProtectPanelProps) {
  const [settings, setSettings] = useState<ProtectSettings>(defaultProtectSettings);
  const field = 'mt-1 w-full rounded-lg border border-slate-300 p-2';
  // Every change counts: a result made with other passwords or permissions is stale (the key says so
  // without holding the passwords themselves).
  const [changes, setChanges] = useState(0);
  const set = (change: Partial<ProtectSettings>) => {
    setSettings((current) => ({ ...current, ...change }));
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
      <label className="block text-sm font-medium text-slate-700">{text.userPassword}
        <input type="password" autoComplete="new-password" className={field} value={settings.userPassword} disabled={batch.running}
          onChange={(event) => set({ userPassword: event.target.value })} />
      </label>
      <label className="block text-sm font-medium text-slate-700">{text.ownerPassword}
        <input type="password" autoComplete="new-password" className={field} value={settings.ownerPassword} disabled={batch.running}
          onChange={(event) => set({ ownerPassword: event.target.value })} />
      </label>
      <fieldset className="space-y-1">
        {PROTECT_PERMISSIONS.map((permission) => (
          <label key={permission} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={settings.permissions[permission]} disabled={batch.running}
              onChange={(event) => set({ permissions: { ...settings.permissions, [permission]: event.target.checked } })} />
            {text.permissions[permission]}
          </label>
        ))}
      </fieldset>
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
