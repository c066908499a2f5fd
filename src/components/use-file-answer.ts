import { useEffect, useState, useSyncExternalStore } from 'react';
import { callApi } from '../api/call-api';
import { filePassword, filePasswordsVersion, subscribeFilePasswords } from '../api/file-passwords';
import { noSettings, type ApiCall, type NoSettings } from '../contract/api-call';

export type FileAnswer<Answer> =
  | { status: 'reading' }
  | { status: 'read'; answer: Answer }
  | { status: 'failed'; message: string };

/**
 * What a reading call (no settings, one file: read-metadata, read-page-labels) answers for the one
 * file, asked again once its card gets a password; none without a file.
 */
export function useFileAnswer<Answer>(call: ApiCall<NoSettings, Answer>, file: File | undefined): FileAnswer<Answer> | undefined {
  const [state, setState] = useState<FileAnswer<Answer>>();
  const passwordsVersion = useSyncExternalStore(subscribeFilePasswords, filePasswordsVersion, filePasswordsVersion);
  const password = file ? filePassword(file) : undefined;

  useEffect(() => {
    if (!file) {
      setState(undefined);
      return undefined;
    }
    const abort = new AbortController();
    setState({ status: 'reading' });
    callApi(call, [file], noSettings, { signal: abort.signal }).then(
      ({ answer }) => !abort.signal.aborted && setState({ status: 'read', answer }),
      (error: Error) => !abort.signal.aborted && setState({ status: 'failed', message: error.message }),
    );
    return () => abort.abort();
  }, [call, file, password, passwordsVersion]);

  return state;
}
