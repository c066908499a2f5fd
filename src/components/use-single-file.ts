import { useEffect, useRef, useState } from 'react';
import { useFileList } from '../state/file-list-store';
import { toast } from '../state/toast-store';
import { releaseResults } from '../api/client';
import type { UploadRules } from '../contract/upload-rules';
import { takeUpload } from './take-upload';
import { useIncomingFiles } from './use-incoming-files';
import { usePdfPreview } from './use-pdf-preview';

interface SingleFileOptions {
  /** A PDF has its pages counted and checked; an image is taken as it is. */
  kind?: 'pdf' | 'image';
  /** The tool's words for the notice shown when a new file arrives; no notice without them. */
  uploadedText?: string;
  uploadedTitle?: string;
  /** The settings a result is made with, as one string: a result made with others is stale. */
  settingsKey?: string;
}

const defaultUploadedTitle = { pdf: 'PDF uploaded', image: 'Image uploaded' };

/**
 * The state every one-file tool shares: the file (spec: only the first is used; a file opened later
 * replaces it), for a PDF its page count and what keeps it from being shown, the 'uploaded' notice,
 * the last result (stale once the file or the settings change, freed once no longer shown) and
 * whether a job runs.
 */
export function useSingleFile<Result extends { url: string } = { url: string }>(
  rules: UploadRules,
  { kind = 'pdf', uploadedText, uploadedTitle = defaultUploadedTitle[kind], settingsKey = '' }: SingleFileOptions = {},
) {
  const { files, append, clear } = useFileList();
  const entry = files[0];
  const file = entry?.file;
  const [result, setResult] = useState<Result>();
  const [running, setRunning] = useState(false);
  const choose = (picked: File[]) => {
    clear();
    append(picked.slice(0, 1));
  };
  useIncomingFiles((incoming) => void takeUpload(incoming.slice(0, 1), rules, choose));
  const preview = usePdfPreview(file ?? placeholder, kind === 'pdf' && Boolean(file));

  const announced = useRef<File | undefined>(undefined);
  useEffect(() => {
    if (!file || !uploadedText || announced.current === file) return;
    announced.current = file;
    toast({ title: uploadedTitle, description: uploadedText });
  }, [file, uploadedText, uploadedTitle]);

  useEffect(() => setResult(undefined), [entry?.id, settingsKey]);
  useEffect(() => {
    if (!result) return undefined;
    return () => void releaseResults([result.url]);
  }, [result]);

  const problem = file && preview?.problem ? problemMessages[preview.locked ?? preview.problem] ?? problemMessages.other : undefined;
  return {
    entry, file, clear,
    /** Takes a pick: its first file replaces the one shown. */
    choose,
    pageCount: file && kind === 'pdf' ? preview?.pageCount : undefined,
    problem,
    /** It needs a password that was not given yet (or not the right one): the card asks for it. */
    encrypted: Boolean(preview?.locked),
    result, setResult, running, setRunning,
  };
}

// The same advice the engines give (workers/engines/pdf-errors.ts), for what the preview found first;
// a file that needs a password is named by why it is still locked.
const problemMessages: Record<string, string> = {
  'needs-password': 'This PDF is password-protected. Enter its password on the file card to open it here, on your device.',
  'wrong-password': 'That password does not open this PDF. Check it and try again.',
  'Damaged file': 'This PDF is damaged and its pages could not be read. Try Repair PDF first.',
  other: 'The pages of this PDF could not be shown.',
};

// usePdfPreview needs a file even while disabled; this one is never read.
const placeholder = new File([], 'none.pdf', { type: 'application/pdf' });
