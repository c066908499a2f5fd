import { useEffect, useState } from 'react';
import { Loader2 } from 'lucide-react';
import { ApiError } from '../../api/api-error';
import { callApi } from '../../api/call-api';
import { newJobId } from '../../api/job-progress';
import { releasePageImages } from '../../api/page-images';
import { FileCard } from '../../components/FileCard';
import { UploadWidget } from '../../components/UploadWidget';
import { useFilePassword } from '../../components/use-file-password';
import { useJobProgress } from '../../components/use-job-progress';
import { noSettings } from '../../contract/api-call';
import { comparePdfCall, type CompareAnswer } from '../../contract/compare-pdf';
import type { UploadRules } from '../../contract/upload-rules';
import { CompareView } from './CompareView';
import { editorTexts } from './texts';

const text = editorTexts.compare;

type CompareState =
  | { status: 'idle' }
  | { status: 'comparing'; jobId: string }
  | { status: 'done'; answer: CompareAnswer }
  | { status: 'failed'; message: string; needsPassword: boolean };

interface ComparePanelProps {
  file: File;
  rules: UploadRules;
  onRunningChange: (running: boolean) => void;
}

/** Compare: the open file (before) with a second PDF (after), compared as soon as it is chosen. */
export function ComparePanel({ file, rules, onRunningChange }: ComparePanelProps) {
  const [other, setOther] = useState<File>();
  const [state, setState] = useState<CompareState>({ status: 'idle' });
  // A password given on either card (the shared upload path) compares again with it.
  const password = useFilePassword(file);
  const otherPassword = useFilePassword(other);
  const progress = useJobProgress(state.status === 'comparing' ? state.jobId : undefined, true).reported;

  useEffect(() => {
    if (!other) return undefined;
    const controller = new AbortController();
    const jobId = newJobId();
    setState({ status: 'comparing', jobId });
    onRunningChange(true);
    // Each file goes with the password given on its card, if it needed one.
    void callApi(comparePdfCall, [file, other], noSettings, { signal: controller.signal, jobId }).then(
      ({ answer }) => setState({ status: 'done', answer }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const needsPassword = error instanceof ApiError && (error.code === 'encrypted' || error.code === 'wrong-password');
        setState({ status: 'failed', message: error instanceof Error ? error.message : text.failed, needsPassword });
      },
    ).finally(() => !controller.signal.aborted && onRunningChange(false));
    return () => {
      controller.abort();
      onRunningChange(false);
    };
  }, [file, other, password, otherPassword, onRunningChange]);
  useEffect(() => (other ? () => releasePageImages(other) : undefined), [other]);

  return (
    <section className="space-y-4" aria-label={text.title} data-testid="compare-panel">
      <h2 className="text-lg font-semibold text-slate-900">{text.title}</h2>
      {other ? (
        <FileCard file={other} onRemove={() => {
          setOther(undefined);
          setState({ status: 'idle' });
        }} error={state.status === 'failed' && !state.needsPassword ? state.message : undefined} />
      ) : (
        <>
          <p className="text-sm text-slate-600">{text.hint}</p>
          <UploadWidget {...rules} onFiles={([picked]) => setOther(picked)} title={text.uploadTitle} />
        </>
      )}
      {state.status === 'comparing' && (
        <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          {progress && progress.total > 0 ? text.comparingStep(progress.done, progress.total) : text.comparing}
        </p>
      )}
      {state.status === 'failed' && state.needsPassword && <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">{state.message}</p>}
      {state.status === 'done' && other && <CompareView before={file} after={other} answer={state.answer} />}
    </section>
  );
}
