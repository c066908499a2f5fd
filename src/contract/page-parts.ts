// What the page tools (split, organize, remove, extract) get back from their engine: one or more
// PDFs made of pages of the input, already named after it.
export interface PdfPart {
  filename: string;
  bytes: Uint8Array;
  pageCount: number;
}

export interface PagePartsResult {
  parts: PdfPart[];
}
