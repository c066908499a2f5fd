import { useState } from 'react';
import { DownloadCard } from '../../components/DownloadCard';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { useBatch } from '../../components/use-batch';
import { PROTECT_PERMISSIONS, defaultProtectSettings, type ProtectSettings } from '../../contract/protect-pdf';
import { toast } from '../../state/toast-store';
import { protectFile } from './save-edits';
import { editorTexts } from './texts';

const text = editorTexts.protect;

/** Protect: a password to open and/or an owner password with permissions, written with AES-256. */
export function ProtectPanel({ file, onRunningChange }: { file: File; onRunningChange: (running: boolean) => void }) {
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
    jobs: [{ key: `protect:${changes}`, label: file.name, files: [file] }],
    run: (_job, context) => protectFile(file, settings, context),
    onRunningChange,
    onComplete: ([{ items: [saved] }]) => toast({ title: text.done, description: text.doneText(saved.filename) }),
  });
  const [result] = batch.results;
  return (
    <section className="space-y-4 rounded-2xl border border-slate-200 p-6" aria-label={text.title}>
      <h2 className="text-lg font-semibold text-slate-900">{text.title}</h2>
      <label className="block text-sm font-medium text-slate-700">{text.userPassword}
        <input type="password" autoComplete="new-password" className={field} value={settings.userPassword} onChange={(event) => set({ userPassword: event.target.value })} />
      </label>
      <label className="block text-sm font-medium text-slate-700">{text.ownerPassword}
        <input type="password" autoComplete="new-password" className={field} value={settings.ownerPassword} onChange={(event) => set({ ownerPassword: event.target.value })} />
      </label>
      <fieldset className="space-y-1">
        {PROTECT_PERMISSIONS.map((permission) => (
          <label key={permission} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={settings.permissions[permission]}
              onChange={(event) => set({ permissions: { ...settings.permissions, [permission]: event.target.checked } })} />
            {text.permissions[permission]}
          </label>
        ))}
      </fieldset>
      <ProcessingWidget
        batch={batch}
        actionLabel={text.action}
        disabled={settings.userPassword === '' && settings.ownerPassword === ''}
        describeProgress={() => editorTexts.processing}
      />
      {result && <DownloadCard title={text.resultTitle} result={result} downloadLabel={editorTexts.download} />}
    </section>
  );
}
