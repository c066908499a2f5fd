import { useEffect, useState, useSyncExternalStore } from 'react';
import { callApi } from '../../api/call-api';
import { filePassword, filePasswordsVersion, subscribeFilePasswords } from '../../api/file-passwords';
import { noSettings } from '../../contract/api-call';
import { readMetadataCall, type MetadataAnswer } from '../../contract/pdf-metadata';

export type FileMetadata =
  | { status: 'reading' }
  | { status: 'read'; answer: MetadataAnswer }
  | { status: 'failed'; message: string };

/** The one file's metadata (POST /api/read-metadata), read again once its card gets a password. */
export function useFileMetadata(file: File | undefined): FileMetadata | undefined {
  const [state, setState] = useState<FileMetadata>();
  const passwordsVersion = useSyncExternalStore(subscribeFilePasswords, filePasswordsVersion, filePasswordsVersion);
  const password = file ? filePassword(file) : undefined;

  useEffect(() => {
    if (!file) {
      setState(undefined);
      return undefined;
    }
    const abort = new AbortController();
    setState({ status: 'reading' });
    callApi(readMetadataCall, [file], noSettings, { signal: abort.signal }).then(
      ({ answer }) => !abort.signal.aborted && setState({ status: 'read', answer }),
      (error: Error) => !abort.signal.aborted && setState({ status: 'failed', message: error.message }),
    );
    return () => abort.abort();
  }, [file, password, passwordsVersion]);

  return state;
}
