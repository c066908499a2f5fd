// Edit PDF: POST /api/edit-pdf. The editor's edits travel as one JSON form field `edits` (ARCHITECTURE.md
// §3), pictures as form fields named `image-<item id>`. Coordinates are PDF points measured from the
// top-left corner of the page as it is shown (after its own rotation), the space the screen draws in.
import { defineCall, ONE_PDF_FILE, type SettingsSource } from './api-call';
import { toolOperation } from './engine-job';
import { EngineError } from './errors';
import type { ResultItem } from './results';
import { checkChoice, checkNumber, SettingsError, type NumberRule } from './setting-values';
import { refuseUpload, type FileRules } from './upload-refusal';
import { DEFAULT_MAX_SIZE_MB, PHOTO_ACCEPT } from './upload-rules';

// Spec, second document §3: the editor's 13 fonts. Each is written with a metric-compatible open
// font embedded in the file (see workers/engines/mupdf/edit-fonts.ts).
export const EDITOR_FONTS = [
  'Arial', 'Helvetica', 'Times New Roman', 'Courier New', 'Verdana', 'Georgia', 'Palatino', 'Garamond',
  'Bookman', 'Comic Sans MS', 'Trebuchet MS', 'Arial Black', 'Impact',
] as const;
export type EditorFont = (typeof EDITOR_FONTS)[number];

export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

export const editRules = {
  fontSize: { label: 'The text size', min: 8, max: 72 },
  strokeWidth: { label: 'The stroke width', min: 1, max: 10 },
} satisfies Record<string, NumberRule>;

export const EDIT_TEXT_MAX_LENGTH = 2000;
export const MAX_EDIT_ITEMS = 2000;
export const MAX_HIGHLIGHT_LINES = 1000;

export interface Point { x: number; y: number }
export interface Box { x: number; y: number; width: number; height: number }

interface OnPage {
  id: string;
  page: number;
  /** The object number of the annotation already in the file this item was made from (file-annotations.ts). */
  source?: number;
}

/** An annotation already in the file, by page and object number. */
export interface AnnotationRef { page: number; object: number }

export interface TextItem extends OnPage, Point {
  kind: 'text';
  text: string;
  fontFamily: EditorFont;
  fontSize: number;
  /** #rrggbb */
  color: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  alignment: TextAlignment;
  /** The box's width, set by resizing it from a side: the words wrap to it (text-wrap.ts). Unset, the box fits the longest line. */
  width?: number;
}

export interface HighlightItem extends OnPage, Box {
  kind: 'highlight';
  color: string;
  opacity: number;
  /**
   * A highlight of selected text: one box per line, as fractions of the item's box (text-highlight.ts),
   * each saved as one quad. Absent for a free rectangle.
   */
  lines?: Box[];
}

export interface ShapeItem extends OnPage, Box {
  kind: 'rectangle' | 'circle';
  strokeColor: string;
  /** #rrggbb, or 'none' for a shape that is only outlined. */
  fillColor: string;
  strokeWidth: number;
  opacity: number;
}

export interface ArrowItem extends OnPage {
  kind: 'arrow';
  from: Point;
  to: Point;
  strokeColor: string;
  strokeWidth: number;
}

export interface InkItem extends OnPage {
  kind: 'ink';
  /** One list of points per stroke. */
  strokes: Point[][];
  strokeColor: string;
  strokeWidth: number;
}

export interface ImageItem extends OnPage, Box {
  kind: 'image';
  /** Degrees, clockwise; the spec's image overlay field (always 0 from today's screen). */
  rotation: number;
  opacity: number;
}

/** An area whose content (text, image pixels, vector drawings) is removed from the file. */
export interface RedactItem extends OnPage, Box {
  kind: 'redact';
}

/** How an edited text looks, where it should differ from the text it replaces. */
export interface TextEditStyle {
  fontSize?: number;
  /** #rrggbb */
  color?: string;
  bold?: boolean;
  italic?: boolean;
}

/**
 * A change to text already on a page (the Edit text tool): the lines it replaces, by their index in
 * the page's text lines (see page-text.ts), as the screen read them, and the text written instead.
 * One line without a line break is rewritten in place from its first changed word; several lines of
 * a block, or a text with line breaks, are one paragraph that wraps to the block's width.
 */
export interface TextEdit {
  page: number;
  /** Consecutive line indices of one block. */
  lines: number[];
  /** The lines' text as read, joined by line breaks: the save checks that the page still says it. */
  original: string;
  text: string;
  style?: TextEditStyle;
}

export const MAX_TEXT_EDITS = 5000;
/** The sizes edited text may take, in points: any a file's own text has (9.96 pt is common), not only whole ones. */
export const TEXT_EDIT_SIZE = { min: 1, max: 200 };

export type EditItem = TextItem | HighlightItem | ShapeItem | ArrowItem | InkItem | ImageItem | RedactItem;
export type EditKind = EditItem['kind'];

export interface PageEdit {
  page: number;
  /** Quarter turns added to the page's own rotation, clockwise: 0, 90, 180 or 270. */
  rotate: number;
  /** The visible area (the page's crop box); the content outside stays in the file. */
  crop?: Box;
}

export interface EditSet {
  items: EditItem[];
  pages: PageEdit[];
  /** Burn the annotations into the page instead of keeping them editable. */
  flatten: boolean;
  /** Remove the document's metadata (title, author, dates, XMP), e.g. with a redaction. */
  clearMetadata?: boolean;
  /** The pages of the saved file, as original page numbers in their new order; pages left out are deleted. */
  order?: number[];
  /** New values of form fields, by full field name (see src/contract/form-fields.ts). */
  fields?: Record<string, string>;
  /** Annotations already in the file to take out: deleted ones, and edited ones (their items are written anew). */
  removeAnnotations?: AnnotationRef[];
  /** Changes to the text already on the pages. */
  textEdits?: TextEdit[];
}

export const emptyEditSet: EditSet = { items: [], pages: [], flatten: false };

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const KINDS: EditKind[] = ['text', 'highlight', 'rectangle', 'circle', 'arrow', 'ink', 'image', 'redact'];
const QUARTER_TURNS = [0, 90, 180, 270];

function checkColor(value: unknown, label: string, allowNone = false): void {
  if (allowNone && value === 'none') return;
  if (typeof value !== 'string' || !HEX_COLOR.test(value)) throw new SettingsError(`${label} must look like #1a2b3c.`);
}

function checkFinite(values: unknown[], label: string): void {
  if (!values.every((value) => typeof value === 'number' && Number.isFinite(value))) {
    throw new SettingsError(`${label} has a position or size that is not a number.`);
  }
}

function checkBox(box: Box, label: string): void {
  checkFinite([box.x, box.y, box.width, box.height], label);
  if (box.width <= 0 || box.height <= 0) throw new SettingsError(`${label} must have a width and a height.`);
}

function checkOpacity(value: number, label: string): void {
  if (typeof value !== 'number' || !(value > 0 && value <= 1)) throw new SettingsError(`${label}: the opacity must be above 0 and at most 1.`);
}

function checkItem(item: EditItem, pageCount: number): void {
  const label = `Item ${String(item.id)}`;
  checkChoice(item.kind, KINDS, 'Item kind');
  if (!Number.isInteger(item.page) || item.page < 1 || item.page > pageCount) {
    throw new SettingsError(`${label} is on page ${item.page}, but the file has ${pageCount} pages.`);
  }
  switch (item.kind) {
    case 'text':
      checkFinite([item.x, item.y], label);
      checkChoice(item.fontFamily, EDITOR_FONTS, 'Font family');
      checkChoice(item.alignment, TEXT_ALIGNMENTS, 'Alignment');
      checkNumber(item.fontSize, editRules.fontSize);
      checkColor(item.color, 'The text colour');
      if (item.width !== undefined) checkBox({ x: item.x, y: item.y, width: item.width, height: 1 }, label);
      if (typeof item.text !== 'string' || item.text.length > EDIT_TEXT_MAX_LENGTH) {
        throw new SettingsError(`A text item may hold at most ${EDIT_TEXT_MAX_LENGTH} characters.`);
      }
      return;
    case 'highlight':
      checkBox(item, label);
      checkColor(item.color, 'The highlight colour');
      checkOpacity(item.opacity, label);
      if (item.lines !== undefined) checkHighlightLines(item.lines, label);
      return;
    case 'rectangle':
    case 'circle':
      checkBox(item, label);
      checkColor(item.strokeColor, 'The stroke colour');
      checkColor(item.fillColor, 'The fill colour', true);
      checkNumber(item.strokeWidth, editRules.strokeWidth);
      checkOpacity(item.opacity, label);
      return;
    case 'arrow':
      checkFinite([item.from.x, item.from.y, item.to.x, item.to.y], label);
      checkColor(item.strokeColor, 'The stroke colour');
      checkNumber(item.strokeWidth, editRules.strokeWidth);
      return;
    case 'ink':
      if (!Array.isArray(item.strokes) || item.strokes.some((stroke) => !Array.isArray(stroke) || stroke.length < 2)) {
        throw new SettingsError(`${label} needs strokes of at least two points.`);
      }
      item.strokes.forEach((stroke) => checkFinite(stroke.flatMap((point) => [point.x, point.y]), label));
      checkColor(item.strokeColor, 'The stroke colour');
      checkNumber(item.strokeWidth, editRules.strokeWidth);
      return;
    case 'image':
      checkBox(item, label);
      checkOpacity(item.opacity, label);
      checkFinite([item.rotation], label);
      return;
    case 'redact':
      checkBox(item, label);
  }
}

function checkHighlightLines(lines: Box[], label: string): void {
  if (!Array.isArray(lines) || lines.length === 0 || lines.length > MAX_HIGHLIGHT_LINES) {
    throw new SettingsError(`${label} must cover from 1 to ${MAX_HIGHLIGHT_LINES} lines.`);
  }
  lines.forEach((line) => checkBox(line, label));
}

/** The one check of an edit set, against the page count of the file it applies to. */
export function checkEditSet(edits: EditSet, pageCount: number): EditSet {
  if (!edits || !Array.isArray(edits.items) || !Array.isArray(edits.pages)) throw new SettingsError('The edits must list items and pages.');
  if (edits.items.length > MAX_EDIT_ITEMS) throw new SettingsError(`At most ${MAX_EDIT_ITEMS} items can be saved at once.`);
  const ids = new Set<string>();
  for (const item of edits.items) {
    if (typeof item.id !== 'string' || item.id === '' || ids.has(item.id)) throw new SettingsError('Every item needs its own id.');
    ids.add(item.id);
    checkItem(item, pageCount);
  }
  for (const page of edits.pages) {
    if (!Number.isInteger(page.page) || page.page < 1 || page.page > pageCount) {
      throw new SettingsError(`Page ${page.page} does not exist: the file has ${pageCount} pages.`);
    }
    if (!QUARTER_TURNS.includes(page.rotate)) throw new SettingsError('A page turns by 0, 90, 180 or 270 degrees.');
    if (page.crop) checkBox(page.crop, `The crop of page ${page.page}`);
  }
  if (edits.order !== undefined) checkOrder(edits.order, pageCount);
  if (edits.removeAnnotations !== undefined) checkAnnotationRefs(edits.removeAnnotations, pageCount);
  if (edits.textEdits !== undefined) checkTextEdits(edits.textEdits, pageCount);
  if (edits.fields !== undefined && (typeof edits.fields !== 'object' || Object.values(edits.fields).some((value) => typeof value !== 'string'))) {
    throw new SettingsError('Form values must be text.');
  }
  return edits;
}

function checkOrder(order: number[], pageCount: number): void {
  if (!Array.isArray(order) || order.length === 0) throw new SettingsError('A file keeps at least one page.');
  if (order.some((page) => !Number.isInteger(page) || page < 1 || page > pageCount) || new Set(order).size !== order.length) {
    throw new SettingsError(`The page order must list pages of the file (1 to ${pageCount}), each at most once.`);
  }
}

function checkTextEdits(edits: TextEdit[], pageCount: number): void {
  if (!Array.isArray(edits) || edits.length > MAX_TEXT_EDITS) throw new SettingsError(`At most ${MAX_TEXT_EDITS} text changes can be saved at once.`);
  for (const edit of edits) {
    if (!Number.isInteger(edit?.page) || edit.page < 1 || edit.page > pageCount) {
      throw new SettingsError(`A text change is on page ${edit?.page}, but the file has ${pageCount} pages.`);
    }
    const consecutive = Array.isArray(edit.lines) && edit.lines.length > 0
      && edit.lines.every((line, index) => Number.isInteger(line) && line >= 0 && (index === 0 || line === edit.lines[index - 1] + 1));
    if (!consecutive) throw new SettingsError('A text change must name consecutive lines of its page.');
    if (typeof edit.original !== 'string' || typeof edit.text !== 'string' || edit.text.length > EDIT_TEXT_MAX_LENGTH) {
      throw new SettingsError(`A text change may hold at most ${EDIT_TEXT_MAX_LENGTH} characters.`);
    }
    const style = edit.style ?? {};
    if (typeof style !== 'object' || style === null) throw new SettingsError('A text change\'s look must be an object.');
    const { min, max } = TEXT_EDIT_SIZE;
    if (style.fontSize !== undefined && !(typeof style.fontSize === 'number' && style.fontSize >= min && style.fontSize <= max)) {
      throw new SettingsError(`The text size must be a number from ${min} to ${max}.`);
    }
    if (style.color !== undefined) checkColor(style.color, 'The text colour');
    if ((style.bold !== undefined && typeof style.bold !== 'boolean') || (style.italic !== undefined && typeof style.italic !== 'boolean')) {
      throw new SettingsError('Bold and italic are true or false.');
    }
  }
  const lines = edits.flatMap((edit) => edit.lines.map((line) => `${edit.page}:${line}`));
  if (new Set(lines).size !== lines.length) throw new SettingsError('A line can be changed by one text change only.');
}

function checkAnnotationRefs(refs: AnnotationRef[], pageCount: number): void {
  const fits = (ref: AnnotationRef) => Number.isInteger(ref?.page) && ref.page >= 1 && ref.page <= pageCount && Number.isInteger(ref.object) && ref.object > 0;
  if (!Array.isArray(refs) || !refs.every(fits)) throw new SettingsError('The annotations to remove must name a page of the file and an object number.');
}

/** Reads the JSON of the `edits` field; the page-count check waits for the engine, which knows the file. */
export function parseEditSet(json: string | null): EditSet {
  if (json === null) return emptyEditSet;
  let parsed: Partial<EditSet>;
  try {
    parsed = JSON.parse(json) as Partial<EditSet>;
  } catch {
    throw new SettingsError('The edits are not valid JSON.');
  }
  const isObject = (value: unknown) => typeof value === 'object' && value !== null;
  const { items = [], pages = [] } = isObject(parsed) ? parsed : {};
  // The items are looked into before the engine's check (their pictures travel beside them).
  if (!isObject(parsed) || !Array.isArray(items) || !Array.isArray(pages) || !items.every(isObject)) {
    throw new SettingsError('The edits must list items and pages.');
  }
  // What was not sent stays unset, so the edits read back are the ones written.
  const clearMetadata = parsed.clearMetadata === undefined ? undefined : parsed.clearMetadata === true;
  return {
    items, pages, flatten: parsed.flatten === true,
    clearMetadata, order: parsed.order, fields: parsed.fields, removeAnnotations: parsed.removeAnnotations, textEdits: parsed.textEdits,
  };
}

/** The form field that carries an image item's picture. */
export const imageFieldOf = (itemId: string) => `image-${itemId}`;

// ── The call ──
export interface EditPdfSettings {
  edits: EditSet;
  /**
   * The pictures of the image items, by item id. A stamp already in the file (an item with `source`)
   * is moved in place and has none.
   */
  pictures: Record<string, Blob>;
}

export const defaultEditPdfSettings: EditPdfSettings = { edits: emptyEditSet, pictures: {} };

// Spec, second document §5 and §9: the pictures an editor places are images of up to 50 MB.
const PICTURE_RULES: FileRules = { accept: PHOTO_ACCEPT, maxSizeMb: DEFAULT_MAX_SIZE_MB };

/** The items whose picture travels with the edits. */
function itemsWithPicture(edits: EditSet): ImageItem[] {
  return edits.items.filter((item): item is ImageItem => item.kind === 'image' && item.source === undefined);
}

/** The screen's side: the edits as JSON, each new image item's picture in its own field. */
function writeEdits({ edits, pictures }: EditPdfSettings) {
  const fields: Record<string, string | Blob | undefined> = { edits: JSON.stringify(edits) };
  for (const item of itemsWithPicture(edits)) fields[imageFieldOf(item.id)] = pictures[item.id];
  return { query: {}, fields };
}

/** The handler's side: the edits, and the picture of every image item, refused in the upload's words when it is not one. */
function readEdits({ form }: SettingsSource): EditPdfSettings {
  const field = form.get('edits');
  const edits = parseEditSet(typeof field === 'string' ? field : null);
  const pictures: Record<string, Blob> = {};
  for (const item of itemsWithPicture(edits)) {
    const picture = form.get(imageFieldOf(item.id));
    if (!(picture instanceof File)) throw new SettingsError(`The picture of image item ${item.id} was not sent.`);
    const refusal = refuseUpload(picture, PICTURE_RULES);
    if (refusal) throw new EngineError(refusal.code, refusal.message);
    pictures[item.id] = picture;
  }
  return { edits, pictures };
}

/** The answer: one item, the saved file (named after the input: report-edited.pdf). */
export type EditPdfAnswer = ResultItem[];

export const editPdfCall = defineCall<EditPdfSettings, EditPdfAnswer>({
  path: '/api/edit-pdf',
  files: ONE_PDF_FILE,
  defaults: defaultEditPdfSettings,
  write: writeEdits,
  read: readEdits,
});

// ── Engine operation ──
/** Facts about what was written, for the screen to word. */
export interface EditPdfFacts {
  annotations: number;
  redactions: number;
  pagesChanged: number;
  flattened: boolean;
  metadataCleared: boolean;
  fieldsFilled: number;
  /** Annotations of the file taken out (deleted, or replaced by their edited items). */
  annotationsRemoved: number;
  /** Text changes written (Edit text), and how many of them needed another font than the file's own. */
  textsEdited?: number;
  textsInOtherFont?: number;
}

/** The edits are checked against the file's page count by the engine, which opens it. */
export const editPdfOperation = toolOperation<EditPdfSettings, EditPdfFacts>('document', 'editPdf');
