import { useEffect } from 'react';
import { useFileList } from '../state/file-list-store';
import { toastWhenOpen } from '../state/toast-when-open';
import type { UploadRules } from '../contract/upload-rules';
import { useTakeUpload } from './take-upload';
import { useIncomingFiles } from './use-incoming-files';
import { usePdfFacts } from './use-pdf-facts';

interface SingleFileOptions {
  /** A PDF has its pages counted and checked; an image is taken as it is. */
  kind?: 'pdf' | 'image';
  /** The tool's words for the notice shown when a new file arrives; no notice without them. */
  uploadedText?: string;
  uploadedTitle?: string;
}

const defaultUploadedTitle = { pdf: 'PDF uploaded', image: 'Image uploaded' };

// Each file is announced once: not again when the person comes back to its tool (the file stayed).
const announced = new WeakSet<File>();

/**
 * The state every one-file tool shares (a tool whose settings are about one document: its pages, its
 * edits): the file (spec: only the first is used; a file opened later replaces it), for a PDF its page
 * count and what keeps it from being shown, and the 'uploaded' notice, said once the file opens (a PDF
 * that needs a password: once it is given). Its run is a useBatch of one job.
 */
export function useSingleFile(
  rules: UploadRules,
  { kind = 'pdf', uploadedText, uploadedTitle = defaultUploadedTitle[kind] }: SingleFileOptions = {},
) {
  const { files, append, clear } = useFileList();
  const entry = files[0];
  const file = entry?.file;
  const choose = (picked: File[]) => {
    clear();
    append(picked.slice(0, 1));
  };
  const takeUpload = useTakeUpload(rules, choose);
  useIncomingFiles((incoming) => void takeUpload(incoming.slice(0, 1)));
  const { pageCount, problem, encrypted } = usePdfFacts(file, kind === 'pdf');

  useEffect(() => {
    if (!file || !uploadedText || announced.has(file)) return;
    announced.add(file);
    toastWhenOpen([file], { title: uploadedTitle, description: uploadedText });
  }, [file, uploadedText, uploadedTitle]);

  return {
    entry, file, clear,
    /** Takes a pick: its first file replaces the one shown. */
    choose,
    pageCount,
    problem,
    /** It needs a password that was not given yet (or not the right one): the card asks for it. */
    encrypted,
  };
}
