// What makes bytes a PDF at all, the same for the upload check and the engines' loader.

/** Readers (Acrobat, pdf.js, MuPDF) accept the header anywhere in the first kilobyte, after junk. */
export const PDF_HEADER_SEARCH_BYTES = 1024;

/** `%PDF-` within the first kilobyte: a damaged PDF still has it, a renamed text file does not. */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, PDF_HEADER_SEARCH_BYTES));
  return head.includes('%PDF-');
}
