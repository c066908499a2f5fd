import { matchesAccept, MB, PDF_ACCEPT, type UploadRules } from '../contract/upload-rules';
import { hasPdfHeader, PDF_HEADER_SEARCH_BYTES } from '../contract/pdf-header';

export type { UploadRules };


export interface UploadNotice {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

export interface UploadOutcome {
  accepted: File[];
  /** In the order to show them; with one toast visible at a time, the last one stays on screen. */
  notices: UploadNotice[];
}

/**
 * The upload widget's rules and messages, word for word (spec, first document §5), and the two the
 * spec does not word: a file that is empty, or that is called a PDF but is not one, is refused here,
 * named, rather than accepted and found unreadable by every tool in its own words later.
 */
export async function validateUpload(picked: File[], rules: UploadRules): Promise<UploadOutcome> {
  if (picked.length === 0) {
    return { accepted: [], notices: [] };
  }
  if (picked.length > rules.maxFiles) {
    return {
      accepted: [],
      notices: [{ title: 'Too many files', description: `You can only upload up to ${rules.maxFiles} files at once.`, variant: 'destructive' }],
    };
  }
  const accepted: File[] = [];
  const problems: UploadNotice[] = [];
  const wrongType = picked.filter((file) => !matchesAccept(file, rules.accept));
  if (wrongType.length && rules.wrongTypeMessage) {
    problems.push({ title: 'Invalid file type', description: rules.wrongTypeMessage, variant: 'destructive' });
  }
  const unreadable = await Promise.all(picked.map(contentProblem));
  for (const [index, file] of picked.entries()) {
    if (wrongType.includes(file)) {
      if (!rules.wrongTypeMessage) {
        problems.push({ title: 'Invalid file type', description: `${file.name} is not a supported file type.`, variant: 'destructive' });
      }
    } else if (file.size > rules.maxSizeMb * MB) {
      problems.push({ title: 'File too large', description: `${file.name} exceeds the maximum size of ${rules.maxSizeMb}MB.`, variant: 'destructive' });
    } else if (unreadable[index]) {
      problems.push(unreadable[index]);
    } else {
      accepted.push(file);
    }
  }
  const added: UploadNotice[] = accepted.length
    ? [{ title: 'Files added', description: `${accepted.length} file(s) have been added.`, variant: 'default' }]
    : [];
  // Success first, problems last: the skipped file's message is the one left visible.
  return { accepted, notices: [...added, ...problems] };
}

/**
 * What no tool could read, found from the first kilobyte at most: an empty file, or one named or
 * typed as a PDF without a PDF header (a damaged PDF keeps its header, and repair may save it).
 * Images and Office files are only checked for emptiness: their many formats (SVG and HTML are text,
 * .doc may be RTF) leave no sniff as cheap and as certain.
 */
async function contentProblem(file: File): Promise<UploadNotice | undefined> {
  if (file.size === 0) return { title: 'Empty file', description: `${file.name} is empty.`, variant: 'destructive' };
  if (!matchesAccept(file, PDF_ACCEPT)) return undefined;
  const head = new Uint8Array(await file.slice(0, PDF_HEADER_SEARCH_BYTES).arrayBuffer());
  if (hasPdfHeader(head)) return undefined;
  return { title: 'Invalid file type', description: `${file.name} is not a PDF.`, variant: 'destructive' };
}
