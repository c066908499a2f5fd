// The annotations already in a PDF that the editor can take over (POST /api/file-annotations): listed
// as facts in the screen's coordinates (points from the top-left of the page as shown), with each
// annotation's object number as its identity, so a save replaces or removes exactly that one. A stamp
// is never redrawn: moved or resized, it keeps its own appearance in the file (EditItem.source).
import { filesOnlyCall, ONE_PDF_FILE, type NoSettings } from './api-call';
import { toolOperation } from './engine-job';
import type { Box, Point, TextAlignment } from './edit-pdf';

export type FileAnnotationKind = 'FreeText' | 'Square' | 'Circle' | 'Line' | 'Ink' | 'Highlight' | 'Stamp';

export interface FileAnnotation {
  /** The annotation dictionary's object number in the file. */
  object: number;
  /** 1-based. */
  page: number;
  kind: FileAnnotationKind;
  rect: Box;
  /** Stroke (or highlight) colour, #rrggbb; undefined when the annotation has none. */
  color?: string;
  /** Fill of squares and circles, #rrggbb; undefined when not filled. */
  interiorColor?: string;
  borderWidth: number;
  opacity: number;
  /** FreeText: the words, their size, colour and standard font name (/DA: Helv, TiRo, Cour...). */
  text?: string;
  fontSize?: number;
  fontName?: string;
  textColor?: string;
  alignment?: TextAlignment;
  /** Line: its two ends (only lines that end in an arrow are listed). */
  line?: [Point, Point];
  /** Ink: its strokes. */
  ink?: Point[][];
  /** Highlight: the box of each of its quads (one per line of highlighted text). */
  quads?: Box[];
}

/**
 * The engine's facts. Its outputs are the stamps' pictures (PNG, with transparency: what the screen
 * shows of them) and the backdrop: the file without the listed annotations, to draw the pages under
 * the editor's items (none when no annotation was listed). The facts name which output is which.
 */
export interface ListAnnotationsFacts {
  annotations: FileAnnotation[];
  /** The output holding each stamp's picture, by the stamp's object number. */
  pictureOutputs: Record<number, string>;
  /** The output that is the backdrop, when there is one. */
  backdropOutput?: string;
}

/** The answer of POST /api/file-annotations: the backdrop is a result URL the screen fetches, then releases. */
export interface FileAnnotationsAnswer {
  annotations: FileAnnotation[];
  /** The stamps' pictures as result URLs, by object number. */
  pictureUrls: Record<number, string>;
  backdropUrl?: string;
}

export const fileAnnotationsCall = filesOnlyCall<FileAnnotationsAnswer>({ path: '/api/file-annotations', files: ONE_PDF_FILE });

export const listAnnotationsOperation = toolOperation<NoSettings, ListAnnotationsFacts>('document', 'listAnnotations');
