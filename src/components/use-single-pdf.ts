import { useEffect, useState } from 'react';
import { useFileList } from '../state/file-list-store';
import { releaseResults } from '../api/client';
import type { UploadRules } from '../lib/validate-upload';
import { takeUpload } from './take-upload';
import { useIncomingFiles } from './use-incoming-files';

/**
 * The state every one-PDF tool shares: the file (the first of the shared list; spec: only the
 * first is used), the last result (stale once the file changes, freed once no longer shown) and
 * whether a job is running.
 */
export function useSinglePdf<Result extends { url: string }>(rules: UploadRules) {
  const { files, append, clear } = useFileList();
  const [result, setResult] = useState<Result>();
  const [running, setRunning] = useState(false);
  useIncomingFiles((incoming) => takeUpload(incoming, rules, append));
  const entry = files[0];

  useEffect(() => setResult(undefined), [entry?.id]);
  useEffect(() => {
    if (!result) return undefined;
    return () => void releaseResults([result.url]);
  }, [result]);

  return { entry, file: entry?.file, append, clear, result, setResult, running, setRunning };
}
