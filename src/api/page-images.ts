// Page images for grids and previews, from the API (GET /api/previews/{id}/pages/{n}).
// Requests wait in a main-thread queue and go out one at a time, newest first, so the pages a
// person has just scrolled to come before the ones they scrolled past; a request whose tile left
// the screen before its turn is dropped without being rendered. Requests made together (a grid
// appearing, a jump) are one batch, served top to bottom: the page at the top comes first.
import { fetchPageImage } from './page-image';
import { holdPreview, letPreviewGo } from './previews';
import { filePassword } from './file-passwords';
import { MAX_PREVIEW_SCALE, type PreviewDocumentAnswer } from '../contract/previews';

export interface RenderedPage {
  url: string;
  /** Displayed page size in PDF points, after the page's own rotation. */
  pageWidth: number;
  pageHeight: number;
}

interface Pending {
  file: File;
  pageNumber: number;
  width: number;
  resolve: (page: RenderedPage) => void;
  reject: (error: unknown) => void;
  cancelled: boolean;
  batch: number;
}

const fileKeys = new WeakMap<File, string>();
let nextFileKey = 1;
const rendered = new Map<string, Promise<RenderedPage>>();
const queue: Pending[] = [];
/** The previews this module holds, one per file, until `releasePageImages`. */
const documents = new Map<File, { document: Promise<PreviewDocumentAnswer>; password: string }>();
let currentBatch = 0;
let batchOpen = false;

/** Requests made in the same task share a batch number; a later task starts a newer batch. */
function batchNumber(): number {
  if (!batchOpen) {
    batchOpen = true;
    currentBatch += 1;
    setTimeout(() => {
      batchOpen = false;
    }, 0);
  }
  return currentBatch;
}

/** Sharp on high-density screens, up to a limit. */
export function previewScale(): number {
  return Math.min(MAX_PREVIEW_SCALE, globalThis.devicePixelRatio || 1);
}

/** The oldest request of the newest batch. */
function takeNext(): Pending | undefined {
  if (queue.length === 0) return undefined;
  const newest = Math.max(...queue.map((pending) => pending.batch));
  return queue.splice(queue.findIndex((pending) => pending.batch === newest), 1)[0];
}

function keyOf(file: File): string {
  let key = fileKeys.get(file);
  if (!key) {
    key = `file-${nextFileKey++}`;
    fileKeys.set(file, key);
  }
  return key;
}

function previewOf(file: File): Promise<PreviewDocumentAnswer> {
  let held = documents.get(file);
  if (!held) {
    // Held with the password the user gave (if the file needs one), and let go with the same.
    const password = filePassword(file) ?? '';
    const opened = { document: holdPreview(file, password), password };
    // A refused file is not held (see holdPreview): a later request asks again.
    opened.document.catch(() => documents.get(file) === opened && documents.delete(file));
    documents.set(file, opened);
    held = opened;
  }
  return held.document;
}

async function render({ file, pageNumber, width }: Pending): Promise<RenderedPage> {
  const { id } = await previewOf(file);
  const { image, pageWidth, pageHeight } = await fetchPageImage(id, pageNumber, { width, scale: previewScale() });
  return { url: URL.createObjectURL(image), pageWidth, pageHeight };
}

// Two requests in flight: while the render worker draws one page, the next one's trip through the
// local API (request, handler, answer) is already made on the main thread, so the worker never waits.
const MAX_IN_FLIGHT = 2;
let inFlight = 0;

function pump(): void {
  while (inFlight < MAX_IN_FLIGHT) {
    const next = takeNext();
    if (!next) return;
    if (next.cancelled) continue;
    inFlight += 1;
    render(next).then(next.resolve, next.reject).finally(() => {
      inFlight -= 1;
      pump();
    });
  }
}

/**
 * The image of one page at a CSS width, rendered once per file, page and width. `cancel` drops
 * the request if it has not started yet (the tile scrolled away); a later call asks again.
 */
export function requestPageImage(file: File, pageNumber: number, width: number): { image: Promise<RenderedPage>; cancel: () => void } {
  const cacheKey = `${keyOf(file)}:${pageNumber}:${width}`;
  const cached = rendered.get(cacheKey);
  if (cached) return { image: cached, cancel: () => undefined };
  let pending!: Pending;
  const image = new Promise<RenderedPage>((resolve, reject) => {
    pending = { file, pageNumber, width, resolve, reject, cancelled: false, batch: batchNumber() };
  });
  rendered.set(cacheKey, image);
  if (width > THUMBNAIL_MAX_WIDTH) forgetOldLargeImages();
  // Only this request's own entry: a cancelled request must not evict a newer one for the same page.
  image.catch(() => { if (rendered.get(cacheKey) === image) rendered.delete(cacheKey); });
  queue.push(pending);
  pump();
  return { image, cancel: () => cancelPending(pending, cacheKey) };
}

function cancelPending(pending: Pending, cacheKey?: string): void {
  if (!queue.includes(pending)) return;
  pending.cancelled = true;
  queue.splice(queue.indexOf(pending), 1);
  if (cacheKey) rendered.delete(cacheKey);
  pending.reject(new DOMException('Not needed any more', 'AbortError'));
}

// Thumbnails are small and a grid shows many at once; large previews are shown one at a time and
// weigh up to a few MB each, so only the most recent are kept (a 500-page walk would hold them all).
const THUMBNAIL_MAX_WIDTH = 320;
const MAX_LARGE_IMAGES = 12;

function forgetOldLargeImages(): void {
  const large = [...rendered.keys()].filter((cacheKey) => Number(cacheKey.split(':')[2]) > THUMBNAIL_MAX_WIDTH);
  for (const cacheKey of large.slice(0, Math.max(0, large.length - MAX_LARGE_IMAGES))) {
    const image = rendered.get(cacheKey)!;
    rendered.delete(cacheKey);
    void image.then(({ url }) => URL.revokeObjectURL(url), () => undefined);
  }
}

/** Frees every image of a file and lets its preview go, when a screen lets the file go. */
export function releasePageImages(file: File): void {
  // Queued requests for the file would only open it again.
  queue.filter((pending) => pending.file === file).forEach((pending) => cancelPending(pending));
  const key = fileKeys.get(file);
  if (key) {
    for (const [cacheKey, image] of rendered) {
      if (!cacheKey.startsWith(`${key}:`)) continue;
      rendered.delete(cacheKey);
      void image.then(({ url }) => URL.revokeObjectURL(url), () => undefined);
    }
  }
  const held = documents.get(file);
  documents.delete(file);
  if (held) void held.document.then(() => letPreviewGo(file, held.password), () => undefined);
}
