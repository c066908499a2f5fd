// What the stamp calls (page numbers, watermark) answer, what their engines report, and what they
// take and give back for a live preview.
import type { ResultItem } from './results';

/** What a stamp run did besides its file: the screen words it ('3 of 4 pages numbered'). */
export interface StampFacts {
  /** 1-based pages that got the stamp. */
  stampedPages: number[];
  /** Characters of the text that no bundled font can draw, left out. */
  missing: string[];
}

/** The stamped PDF, with how many of its pages got the stamp. */
export interface StampAnswerItem extends ResultItem {
  stampedPages: number;
}

/** The answer of POST /api/add-page-numbers and /api/add-watermark: one item, the stamped PDF. */
export type StampAnswer = StampAnswerItem[];

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

/** A preview: the document the API keeps under a preview id, and the call's settings as read. */
export interface StampPreviewInput<Settings> {
  source: PreviewSource;
  settings: Settings;
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
