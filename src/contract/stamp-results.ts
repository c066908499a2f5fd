// What the stamp engines (page numbers, watermark) take for a preview and give back.

/** A file the screen shows, sent for a one-page preview. */
export interface PreviewSource {
  /** Names the file across calls, e.g. one id per file on the screen. */
  key: string;
  name: string;
  /** The file itself: a Blob crosses to the worker without copying its bytes. */
  file: Blob;
  /** For a file that needs one to open: the password the user gave. */
  password?: string;
}

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
