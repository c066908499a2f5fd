export interface StampResult {
  bytes: Uint8Array;
  pageCount: number;
  /** 1-based pages that got the stamp. */
  stampedPages: number[];
  /** Characters of the text that no bundled font can draw, left out. */
  missing: string[];
}

/** One page of the document, stamped as the full run would stamp it. */
export interface StampPreview {
  /** A one-page PDF. */
  bytes: Uint8Array;
  /** Which page of the document it is (the first one the settings stamp). */
  pageNumber: number;
  pageCount: number;
  missing: string[];
}
