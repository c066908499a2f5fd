import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { callApi } from '../api/call-api';
import { filePassword, filePasswordsVersion, subscribeFilePasswords } from '../api/file-passwords';
import { noSettings, type ApiCall, type NoSettings } from '../contract/api-call';

export type FileAnswer<Answer> =
  | { status: 'reading' }
  | { status: 'read'; answer: Answer }
  | { status: 'failed'; message: string };

interface Kept<Answer> {
  password: string | undefined;
  state: FileAnswer<Answer>;
}

/**
 * What a reading call (no settings, one file: read-metadata, read-page-labels, pdf-report) answers for
 * each file, read one after another; a file keeps its answer while others are added or removed, and
 * is asked again once its card gets a password.
 */
export function useFileAnswers<Answer>(call: ApiCall<NoSettings, Answer>, files: readonly File[]): ReadonlyMap<File, FileAnswer<Answer>> {
  const kept = useRef(new Map<File, Kept<Answer>>());
  const [answers, setAnswers] = useState<ReadonlyMap<File, FileAnswer<Answer>>>(new Map());
  const passwordsVersion = useSyncExternalStore(subscribeFilePasswords, filePasswordsVersion, filePasswordsVersion);

  useEffect(() => {
    const abort = new AbortController();
    const known = kept.current;
    for (const file of [...known.keys()]) if (!files.includes(file)) known.delete(file);
    const waiting = files.filter((file) => {
      const answer = known.get(file);
      return !answer || answer.state.status === 'reading' || answer.password !== filePassword(file);
    });
    for (const file of waiting) known.set(file, { password: filePassword(file), state: { status: 'reading' } });
    const publish = () => setAnswers(new Map(files.map((file) => [file, known.get(file)!.state])));
    publish();
    void (async () => {
      for (const file of waiting) {
        const password = filePassword(file);
        const state: FileAnswer<Answer> = await callApi(call, [file], noSettings, { signal: abort.signal }).then(
          ({ answer }) => ({ status: 'read', answer }),
          (error: Error) => ({ status: 'failed', message: error.message }),
        );
        if (abort.signal.aborted) return;
        known.set(file, { password, state });
        publish();
      }
    })();
    return () => abort.abort();
  }, [call, files, passwordsVersion]);

  return answers;
}

/** The answer for one file; none without a file. */
export function useFileAnswer<Answer>(call: ApiCall<NoSettings, Answer>, file: File | undefined): FileAnswer<Answer> | undefined {
  const files = useMemo(() => (file ? [file] : []), [file]);
  const answers = useFileAnswers(call, files);
  return file ? answers.get(file) ?? { status: 'reading' } : undefined;
}
