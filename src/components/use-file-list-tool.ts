import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../api/api-error';
import type { UploadRules } from '../contract/upload-rules';
import { useFileList, type ListedFile } from '../state/file-list-store';
import { toast } from '../state/toast-store';
import { takeUpload } from './take-upload';
import { useIncomingFiles } from './use-incoming-files';

/** The shared list in the user's order: known ids in that order, new files after them. */
function inOrder(files: ListedFile[], order: string[]): ListedFile[] {
  const byId = new Map(files.map((entry) => [entry.id, entry]));
  const known = order.filter((id) => byId.has(id));
  const added = files.map((entry) => entry.id).filter((id) => !known.includes(id));
  return [...known, ...added].map((id) => byId.get(id)!);
}

interface FileListOptions {
  /** The tool's notice when the first files arrive ('PDF uploaded' with its own words); none without it. */
  announce?: { title: string; description: string };
}

/**
 * The files a tool works on, in the user's order, and the error an engine blamed on one of them
 * (cleared once the list changes). Files opened with or shared to the installed app join the list.
 */
export function useFileListTool(rules: UploadRules, { announce }: FileListOptions = {}) {
  const { files, append, removeAt, clear } = useFileList();
  // The user's order, kept here: the shared list itself only appends, removes and clears.
  const [order, setOrder] = useState<string[]>([]);
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  // Files opened with, or shared to, the installed app arrive here (manifest file_handlers, share_target).
  useIncomingFiles((incoming) => void takeUpload(incoming, rules, append));

  const ordered = useMemo(() => inOrder(files, order), [files, order]);
  const listKey = ordered.map((entry) => entry.id).join(',');

  // Any change to the files makes the old errors stale.
  useEffect(() => setFileErrors({}), [listKey]);

  const announced = useRef(false);
  useEffect(() => {
    if (files.length === 0) announced.current = false;
    else if (announce && !announced.current) {
      announced.current = true;
      toast(announce);
    }
  }, [files.length, announce]);

  /** Shows an engine's error beside each file it names, if it names any. */
  const blameFile = (error: Error) => {
    const blamed = error instanceof ApiError ? error.fileIndexes.map((index) => ordered[index]).filter(Boolean) : [];
    if (blamed.length) setFileErrors(Object.fromEntries(blamed.map((entry) => [entry.id, error.message])));
  };
  const removeById = (id: string) => removeAt(files.findIndex((entry) => entry.id === id));

  return { files: ordered, listKey, append, removeById, clear, setOrder, fileErrors, blameFile };
}
