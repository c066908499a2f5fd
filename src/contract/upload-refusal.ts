// Why a file is refused before any work, worded once: the upload widget says it in the drop area and
// a toast, the local API answers it as the contract's error (any caller may send anything).
import type { ErrorCode } from './errors';
import { hasPdfHeader } from './pdf-header';
import { matchesAccept, MB, PDF_ACCEPT } from './upload-rules';

export interface FileRules {
  accept: string[];
  maxSizeMb: number;
}

export interface UploadRefusal {
  code: Extract<ErrorCode, 'unsupported-type' | 'too-large' | 'corrupt'>;
  /** The toast's title (spec, first document §5). */
  title: string;
  /** The sentence that names the file (spec, first document §5, and 'is empty.', 'is not a PDF.' beside them). */
  message: string;
}

/**
 * The first reason a file cannot be taken, in the order the spec checks: type, size, then emptiness;
 * given the file's first kilobyte (src/contract/pdf-header.ts), a file called a PDF that does not
 * start like one is refused too (a damaged PDF keeps its header, and repair may save it).
 */
export function refuseUpload(
  file: { name: string; type: string; size: number }, rules: FileRules, head?: Uint8Array,
): UploadRefusal | undefined {
  if (!matchesAccept(file, rules.accept)) {
    return { code: 'unsupported-type', title: 'Invalid file type', message: `${file.name} is not a supported file type.` };
  }
  if (file.size > rules.maxSizeMb * MB) {
    return { code: 'too-large', title: 'File too large', message: `${file.name} exceeds the maximum size of ${rules.maxSizeMb}MB.` };
  }
  if (file.size === 0) return { code: 'corrupt', title: 'Empty file', message: `${file.name} is empty.` };
  if (head && matchesAccept(file, PDF_ACCEPT) && !hasPdfHeader(head)) {
    return { code: 'unsupported-type', title: 'Invalid file type', message: `${file.name} is not a PDF.` };
  }
  return undefined;
}
