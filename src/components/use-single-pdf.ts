import { useEffect, useRef } from 'react';
import { useFileList } from '../state/file-list-store';
import { toast } from '../state/toast-store';
import type { UploadRules } from '../lib/validate-upload';
import { takeUpload } from './take-upload';
import { useIncomingFiles } from './use-incoming-files';
import { usePdfPreview } from './use-pdf-preview';

/**
 * The one PDF a page tool works on (spec: only the first file is used), its page count, and the
 * 'PDF uploaded' notice with the tool's own words when a new one arrives.
 */
export function useSinglePdf(rules: UploadRules, uploadedText: string) {
  const { files, append, clear } = useFileList();
  const file = files[0]?.file;
  useIncomingFiles((incoming) => takeUpload(incoming.slice(0, 1), rules, append));
  const preview = usePdfPreview(file ?? placeholder, Boolean(file));
  const announced = useRef<File | undefined>(undefined);
  useEffect(() => {
    if (!file || announced.current === file) return;
    announced.current = file;
    toast({ title: 'PDF uploaded', description: uploadedText });
  }, [file, uploadedText]);
  const problem = file && preview?.problem ? problemMessages[preview.problem] ?? problemMessages.other : undefined;
  return { file, append, clear, pageCount: file ? preview?.pageCount : undefined, problem, encrypted: preview?.problem === 'Password-protected' };
}

// The same advice the engines give (workers/engines/pdf-errors.ts), for what the preview found first.
const problemMessages: Record<string, string> = {
  'Password-protected': 'This PDF is encrypted or password-protected. Remove the protection with Unlock PDF, then try again.',
  'Damaged file': 'This PDF is damaged and its pages could not be read. Try Repair PDF first.',
  other: 'The pages of this PDF could not be shown.',
};

// usePdfPreview needs a file even while disabled; this one is never read.
const placeholder = new File([], 'none.pdf', { type: 'application/pdf' });
