// Page images for grids and previews, rendered by pdf.js in the render worker.
// Requests wait in a main-thread queue and go to the worker one at a time, newest first, so the
// pages a person has just scrolled to come before the ones they scrolled past; a request whose
// tile left the screen before its turn is dropped without being rendered. Requests made together
// (a grid appearing, a jump) are one batch, served top to bottom: the page at the top comes first.
import { browserEngines } from '../../workers/runtime/browser-engines';
import { closePageImagesOperation, renderPageImageOperation } from '../contract/previews';

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
let busy = false;
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

async function pump(): Promise<void> {
  if (busy) return;
  busy = true;
  try {
    for (let next = takeNext(); next; next = takeNext()) {
      if (next.cancelled) continue;
      try {
        const { image, pageWidth, pageHeight } = await browserEngines.run(renderPageImageOperation, {
          key: keyOf(next.file),
          name: next.file.name,
          file: next.file,
          pageNumber: next.pageNumber,
          width: next.width,
          scale: Math.min(2, globalThis.devicePixelRatio || 1),
        });
        next.resolve({ url: URL.createObjectURL(image), pageWidth, pageHeight });
      } catch (error) {
        next.reject(error);
      }
    }
  } finally {
    busy = false;
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
  void pump();
  return {
    image,
    cancel: () => {
      if (!queue.includes(pending)) return;
      pending.cancelled = true;
      queue.splice(queue.indexOf(pending), 1);
      rendered.delete(cacheKey);
      pending.reject(new DOMException('Not needed any more', 'AbortError'));
    },
  };
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

/** Frees every image of a file and closes it in the worker, when a screen lets the file go. */
export function releasePageImages(file: File): void {
  const key = fileKeys.get(file);
  if (!key) return;
  for (const [cacheKey, image] of rendered) {
    if (!cacheKey.startsWith(`${key}:`)) continue;
    rendered.delete(cacheKey);
    void image.then(({ url }) => URL.revokeObjectURL(url), () => undefined);
  }
  void browserEngines.run(closePageImagesOperation, { key }).catch(() => undefined);
}
