import { useEffect, useRef, useState } from 'react';
import { useFileList } from '../state/file-list-store';
import { toast } from '../state/toast-store';
import { releaseResults } from '../api/client';
import type { UploadRules } from '../lib/validate-upload';
import { takeUpload } from './take-upload';
import { useIncomingFiles } from './use-incoming-files';
import { usePdfPreview } from './use-pdf-preview';

interface SinglePdfOptions {
  /** The tool's description for the 'PDF uploaded' notice shown when a new file arrives. */
  uploadedText?: string;
}

/**
 * The state every one-PDF tool shares: the file (the first of the shared list; spec: only the
 * first is used), its page count and what keeps it from being shown, the 'PDF uploaded' notice,
 * the last result (stale once the file changes, freed once no longer shown) and whether a job runs.
 */
export function useSinglePdf<Result extends { url: string } = { url: string }>(rules: UploadRules, { uploadedText }: SinglePdfOptions = {}) {
  const { files, append, clear } = useFileList();
  const entry = files[0];
  const file = entry?.file;
  const [result, setResult] = useState<Result>();
  const [running, setRunning] = useState(false);
  useIncomingFiles((incoming) => takeUpload(incoming.slice(0, 1), rules, append));
  const preview = usePdfPreview(file ?? placeholder, Boolean(file));

  const announced = useRef<File | undefined>(undefined);
  useEffect(() => {
    if (!file || !uploadedText || announced.current === file) return;
    announced.current = file;
    toast({ title: 'PDF uploaded', description: uploadedText });
  }, [file, uploadedText]);

  useEffect(() => setResult(undefined), [entry?.id]);
  useEffect(() => {
    if (!result) return undefined;
    return () => void releaseResults([result.url]);
  }, [result]);

  const problem = file && preview?.problem ? problemMessages[preview.problem] ?? problemMessages.other : undefined;
  return {
    entry, file, append, clear,
    pageCount: file ? preview?.pageCount : undefined,
    problem,
    encrypted: preview?.problem === 'Password-protected',
    result, setResult, running, setRunning,
  };
}

// The same advice the engines give (workers/engines/pdf-errors.ts), for what the preview found first.
const problemMessages: Record<string, string> = {
  'Password-protected': 'This PDF is encrypted or password-protected. Remove the protection with Unlock PDF, then try again.',
  'Damaged file': 'This PDF is damaged and its pages could not be read. Try Repair PDF first.',
  other: 'The pages of this PDF could not be shown.',
};

// usePdfPreview needs a file even while disabled; this one is never read.
const placeholder = new File([], 'none.pdf', { type: 'application/pdf' });
