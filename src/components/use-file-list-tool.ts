import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../api/api-error';
import type { UploadRules } from '../contract/upload-rules';
import { useFileList, type ListedFile } from '../state/file-list-store';
import { useRouteMemory } from '../state/route-memory';
import { toastWhenOpen } from '../state/toast-when-open';
import { useTakeUpload } from './take-upload';
import { useIncomingFiles } from './use-incoming-files';

/** The shared list in the user's order: known ids in that order, new files after them. */
function inOrder(files: ListedFile[], order: string[]): ListedFile[] {
  const byId = new Map(files.map((entry) => [entry.id, entry]));
  const known = order.filter((id) => byId.has(id));
  const added = files.map((entry) => entry.id).filter((id) => !known.includes(id));
  return [...known, ...added].map((id) => byId.get(id)!);
}

interface FileListOptions {
  /**
   * The tool's notice when the first files arrive ('PDF uploaded' with its own words), said once they
   * open (a PDF that needs a password: once it is given); none without it.
   */
  announce?: { title: string; description: string };
}

const NO_ORDER: string[] = [];

/**
 * The files a tool works on, in the user's order (both kept with the route for the visit), and the
 * error an engine blamed on one of them (cleared once the list changes). Files opened with or shared
 * to the installed app join the list.
 */
export function useFileListTool(rules: UploadRules, { announce }: FileListOptions = {}) {
  const { files, append, removeAt, clear } = useFileList();
  // The user's order, kept here: the shared list itself only appends, removes and clears.
  const [order, setOrder] = useRouteMemory('file-order', NO_ORDER);
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  // Files opened with, or shared to, the installed app arrive here (manifest file_handlers, share_target).
  const takeUpload = useTakeUpload(rules, append);
  useIncomingFiles((incoming) => void takeUpload(incoming));

  const ordered = useMemo(() => inOrder(files, order), [files, order]);
  const listKey = ordered.map((entry) => entry.id).join(',');

  // Any change to the files makes the old errors stale.
  useEffect(() => setFileErrors({}), [listKey]);

  // Said when the list goes from empty to filled; files still there when the person comes back to
  // the tool were announced on their first visit.
  const filled = useRef(files.length > 0);
  useEffect(() => {
    if (files.length === 0) filled.current = false;
    else if (!filled.current) {
      filled.current = true;
      if (announce) toastWhenOpen(files.map((entry) => entry.file), announce);
    }
  }, [files, announce]);

  /** Shows an engine's error beside each file it names, if it names any. */
  const blameFile = (error: Error) => {
    const blamed = error instanceof ApiError ? error.fileIndexes.map((index) => ordered[index]).filter(Boolean) : [];
    if (blamed.length) setFileErrors(Object.fromEntries(blamed.map((entry) => [entry.id, error.message])));
  };
  const removeById = (id: string) => removeAt(files.findIndex((entry) => entry.id === id));

  return { files: ordered, listKey, append, removeById, clear, setOrder, fileErrors, blameFile };
}
