import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../api/api-error';
import { releaseResults } from '../api/client';
import type { UploadRules } from '../contract/upload-rules';
import { useFileList, type ListedFile } from '../state/file-list-store';
import { takeUpload } from './take-upload';
import { useIncomingFiles } from './use-incoming-files';

/** The shared list in the user's order: known ids in that order, new files after them. */
function inOrder(files: ListedFile[], order: string[]): ListedFile[] {
  const byId = new Map(files.map((entry) => [entry.id, entry]));
  const known = order.filter((id) => byId.has(id));
  const added = files.map((entry) => entry.id).filter((id) => !known.includes(id));
  return [...known, ...added].map((id) => byId.get(id)!);
}

/**
 * The state every tool working on a list of files shares: the files in the user's order, the error
 * an engine blamed on one of them, the last result (stale once the list changes, freed once no longer
 * shown) and whether a job runs. Files opened with or shared to the installed app join the list.
 */
export function useFileListTool<Result extends { url: string } = { url: string }>(rules: UploadRules) {
  const { files, append, removeAt, clear } = useFileList();
  // The user's order, kept here: the shared list itself only appends, removes and clears.
  const [order, setOrder] = useState<string[]>([]);
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Result>();
  const [running, setRunning] = useState(false);
  // Files opened with, or shared to, the installed app arrive here (manifest file_handlers, share_target).
  useIncomingFiles((incoming) => void takeUpload(incoming, rules, append));

  const ordered = useMemo(() => inOrder(files, order), [files, order]);
  const listKey = ordered.map((entry) => entry.id).join(',');

  // Any change to the files makes the old result and errors stale.
  useEffect(() => {
    setResult(undefined);
    setFileErrors({});
  }, [listKey]);
  useEffect(() => {
    if (!result) return undefined;
    return () => void releaseResults([result.url]);
  }, [result]);

  /** Shows an engine's error beside each file it names, if it names any. */
  const blameFile = (error: Error) => {
    const blamed = error instanceof ApiError ? error.fileIndexes.map((index) => ordered[index]).filter(Boolean) : [];
    if (blamed.length) setFileErrors(Object.fromEntries(blamed.map((entry) => [entry.id, error.message])));
  };
  const removeById = (id: string) => removeAt(files.findIndex((entry) => entry.id === id));

  return {
    files: ordered, listKey, append, removeById, clear, setOrder,
    fileErrors, blameFile,
    result, setResult, running, setRunning,
  };
}
