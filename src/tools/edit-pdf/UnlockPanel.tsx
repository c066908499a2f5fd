import { useState } from 'react';
import { DownloadCard } from '../../components/DownloadCard';
import { useFilePassword } from '../../components/use-file-password';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { useBatch } from '../../components/use-batch';
import { toast } from '../../state/toast-store';
import { unlockFile } from './save-edits';
import { editorTexts } from './texts';

const text = editorTexts.unlock;

/** Unlock: the password of a file the person can open, asked for, then a copy without protection. */
export function UnlockPanel({ file, onRunningChange }: { file: File; onRunningChange: (running: boolean) => void }) {
  const [typed, setPassword] = useState('');
  // The password already given on the file's card or in its dialog (the shared upload path) serves
  // when none is typed here.
  const given = useFilePassword(file);
  const password = typed || given || '';
  const batch = useBatch({
    jobs: [{ key: `unlock:${password.length}`, label: file.name, files: [file] }],
    run: (_job, context) => unlockFile(file, password, context),
    onRunningChange,
    onComplete: ([{ items: [saved] }]) => toast({ title: text.done, description: text.doneText(saved.filename) }),
  });
  const [result] = batch.results;
  return (
    <section className="space-y-4 rounded-2xl border border-slate-200 p-6" aria-label={text.title}>
      <h2 className="text-lg font-semibold text-slate-900">{text.title}</h2>
      <p className="text-sm text-slate-600">{text.hint}</p>
      <label className="block text-sm font-medium text-slate-700">{text.password}
        <input type="password" autoComplete="current-password" className="mt-1 w-full rounded-lg border border-slate-300 p-2" value={password}
          onChange={(event) => setPassword(event.target.value)} />
      </label>
      <ProcessingWidget batch={batch} actionLabel={text.action} describeProgress={() => editorTexts.processing} />
      {result && <DownloadCard title={text.resultTitle} result={result} downloadLabel={editorTexts.download} />}
    </section>
  );
}
