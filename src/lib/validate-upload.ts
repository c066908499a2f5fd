import { matchesAccept, PDF_ACCEPT, type UploadRules } from '../contract/upload-rules';
import { PDF_HEADER_SEARCH_BYTES } from '../contract/pdf-header';
import { refuseUpload, type UploadRefusal } from '../contract/upload-refusal';

export type { UploadRules };

export interface UploadNotice {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

export interface UploadOutcome {
  accepted: File[];
  /** 'Files added', when any file was taken: said once the files are ready to use (they may wait for a password). */
  added?: UploadNotice;
  /** The refusals' toasts, in the order to show them; with one toast visible at a time, the last one stays on screen. */
  problems: UploadNotice[];
  /** What stays in the drop area until the next pick: each refused file with the reason, or why the whole pick was. */
  refused: string[];
}

/**
 * The upload widget's rules and messages, word for word (spec, first document §5, through
 * src/contract/upload-refusal.ts, which the local API words its refusals with too), and the two the
 * spec does not word: a file that is empty, or that is called a PDF but is not one, is refused here,
 * named, rather than accepted and found unreadable by every tool in its own words later.
 */
export async function validateUpload(picked: File[], rules: UploadRules): Promise<UploadOutcome> {
  if (picked.length === 0) return { accepted: [], problems: [], refused: [] };
  if (picked.length > rules.maxFiles) {
    const tooMany: UploadNotice = { title: 'Too many files', description: `You can only upload up to ${rules.maxFiles} files at once.`, variant: 'destructive' };
    return { accepted: [], problems: [tooMany], refused: [`${tooMany.title}: ${tooMany.description}`] };
  }
  const refusals = await Promise.all(picked.map((file) => refusalOf(file, rules)));
  const accepted = picked.filter((_, index) => !refusals[index]);
  // A screen that words the wrong type once for all files says it once, first; the toasts name the rest.
  const wrongType = picked.filter((file) => !matchesAccept(file, rules.accept));
  const saidOnce: UploadNotice[] = wrongType.length && rules.wrongTypeMessage
    ? [{ title: 'Invalid file type', description: rules.wrongTypeMessage, variant: 'destructive' }]
    : [];
  const named = picked.flatMap((file, index) => {
    const refusal = refusals[index];
    if (!refusal || (saidOnce.length && wrongType.includes(file))) return [];
    return [{ title: refusal.title, description: refusal.message, variant: 'destructive' as const }];
  });
  return {
    accepted,
    added: accepted.length ? { title: 'Files added', description: `${accepted.length} file(s) have been added.`, variant: 'default' } : undefined,
    problems: [...saidOnce, ...named],
    refused: refusals.flatMap((refusal) => (refusal ? [refusal.message] : [])),
  };
}

/**
 * The first reason to refuse the file. A file called a PDF is also read up to its first kilobyte,
 * where readers look for the PDF header; images and Office files are only checked for emptiness:
 * their many formats (SVG and HTML are text, .doc may be RTF) leave no sniff as cheap and as certain.
 */
async function refusalOf(file: File, rules: UploadRules): Promise<UploadRefusal | undefined> {
  const refusal = refuseUpload(file, rules);
  if (refusal || !matchesAccept(file, PDF_ACCEPT)) return refusal;
  const head = new Uint8Array(await file.slice(0, PDF_HEADER_SEARCH_BYTES).arrayBuffer());
  return refuseUpload(file, rules, head);
}
