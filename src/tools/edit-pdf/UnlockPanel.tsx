import { useState } from 'react';
import { DownloadCard } from '../../components/DownloadCard';
import { useFilePassword } from '../../components/use-file-password';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import type { ResultItem } from '../../contract/results';
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
  const [result, setResult] = useState<ResultItem>();
  return (
    <section className="space-y-4 rounded-2xl border border-slate-200 p-6" aria-label={text.title}>
      <h2 className="text-lg font-semibold text-slate-900">{text.title}</h2>
      <p className="text-sm text-slate-600">{text.hint}</p>
      <label className="block text-sm font-medium text-slate-700">{text.password}
        <input type="password" autoComplete="current-password" className="mt-1 w-full rounded-lg border border-slate-300 p-2" value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setResult(undefined);
          }} />
      </label>
      <ProcessingWidget
        jobs={[{ key: 'unlock', label: file.name, files: [file] }]}
        run={(_job, context) => unlockFile(file, password, context)}
        actionLabel={text.action}
        describeProgress={() => editorTexts.processing}
        onRunningChange={onRunningChange}
        onComplete={([saved]) => {
          setResult(saved);
          toast({ title: text.done, description: text.doneText(saved.filename) });
        }}
      />
      {result && <DownloadCard title={text.resultTitle} result={result} downloadLabel={editorTexts.download} />}
    </section>
  );
}
