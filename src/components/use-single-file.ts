import { useEffect, useRef } from 'react';
import { useFileList } from '../state/file-list-store';
import { toast } from '../state/toast-store';
import type { UploadRules } from '../contract/upload-rules';
import { takeUpload } from './take-upload';
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

/**
 * The state every one-file tool shares (a tool whose settings are about one document: its pages, its
 * edits): the file (spec: only the first is used; a file opened later replaces it), for a PDF its page
 * count and what keeps it from being shown, and the 'uploaded' notice. Its run is a useBatch of one job.
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
  useIncomingFiles((incoming) => void takeUpload(incoming.slice(0, 1), rules, choose));
  const { pageCount, problem, encrypted } = usePdfFacts(file, kind === 'pdf');

  const announced = useRef<File | undefined>(undefined);
  useEffect(() => {
    if (!file || !uploadedText || announced.current === file) return;
    announced.current = file;
    toast({ title: uploadedTitle, description: uploadedText });
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
