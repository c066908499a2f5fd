// The shared core of Compress and Optimize: open with MuPDF (repairing or unlocking when needed),
// apply a recipe, write a cleaned file, and never hand back something larger than what came in.
import type { PDFDocument } from 'mupdf';
import type { ProgressCallback } from '../../../src/contract/errors';
import { addJobNotice } from '../job-notices';
import type { NamedPdf } from '../../../src/contract/named-pdf';
import { openWithMupdf, saveClean, type MupdfPdf } from '../mupdf/open-mupdf';
import { linearizePdf } from '../qpdf/linearize';
import { recompressImages, type ImageWork } from './recompress-images';
import type { ImageRecipe } from '../../../src/contract/shrink-recipes';
import { formatBytes } from '../../../src/lib/format-bytes';
import type { ShrinkResult } from '../../../src/contract/shrink-result';

export interface ShrinkRecipe {
  images?: ImageRecipe;
  subsetFonts?: boolean;
  removeMetadata?: boolean;
  removeAnnotations?: boolean;
  linearize?: boolean;
}

// Identical objects (e.g. the same logo on every page) are stored once, unused ones dropped,
// streams recompressed, small objects packed into object streams.
const CLEAN_SAVE = 'garbage=deduplicate,compress,compress-fonts,compress-images,objstms';

/** Opens a file for a tool, telling the user when it had to be repaired or unlocked first. */
export async function openForTool(file: NamedPdf, fileIndex?: number): Promise<MupdfPdf> {
  const pdf = await openWithMupdf(file, fileIndex);
  if (pdf.repaired) addJobNotice({ kind: 'repaired', fileName: file.name });
  if (pdf.restrictions.length > 0) addJobNotice({ kind: 'restrictions-removed', fileName: file.name, restrictions: pdf.restrictions });
  return pdf;
}

export async function shrinkPdf(file: NamedPdf, recipe: ShrinkRecipe, onProgress?: ProgressCallback): Promise<ShrinkResult> {
  const pdf = await openForTool(file);
  const { mupdf, doc, pageCount } = pdf;
  const actions: string[] = [];
  let bytes: Uint8Array;
  try {
    // Progress: pages measured and images re-encoded (their totals known once the images are listed),
    // then writing the file, and linearizing it.
    const finishing = recipe.linearize ? 2 : 1;
    let work = 0;
    onProgress?.(0, finishing);
    if (recipe.removeAnnotations) actions.push(removeAnnotations(doc));
    if (recipe.removeMetadata) actions.push(removeMetadata(doc));
    if (recipe.subsetFonts) {
      const fonts = countEmbeddedFonts(doc);
      doc.subsetFonts();
      actions.push(fonts > 0 ? `Subset ${plural(fonts, 'embedded font')} to the characters the document uses.` : 'No embedded fonts to subset.');
    }
    if (recipe.images) {
      const images = await recompressImages(mupdf, doc, recipe.images, (done, total) => {
        work = total;
        onProgress?.(done, total + finishing);
      });
      actions.push(describeImageWork(images, recipe.images));
    }
    const objectsBefore = doc.countObjects() - 1;
    bytes = saveClean(pdf, CLEAN_SAVE);
    onProgress?.(work + 1, work + finishing);
    const objectsAfter = countObjects(mupdf, bytes);
    actions.push(`Cleaned the structure: identical objects stored once, unused ones dropped, streams recompressed, small objects packed into object streams (${objectsBefore} objects before, ${objectsAfter} after).`);
  } finally {
    doc.destroy();
    pdf.mupdf.emptyStore();
  }
  if (recipe.linearize) {
    bytes = await linearizePdf(bytes);
    actions.push('Linearized for fast web view: the first page shows before the rest has loaded.');
  }
  onProgress?.(1, 1);
  const originalSize = file.bytes.length;
  // Never larger, with three exceptions: a linearized file is what the user asked for (unless the
  // original already is one), a damaged original is worse than a repaired file a few bytes larger,
  // and an owner-locked original would keep the restrictions the user was told are gone.
  const keepsOriginal = bytes.length >= originalSize && pdf.restrictions.length === 0
    && (!recipe.linearize || isLinearized(file.bytes));
  if (bytes.length >= originalSize && pdf.repaired) {
    actions.push('The file was damaged, so its repaired version is returned although it is not smaller.');
  } else if (keepsOriginal) {
    return {
      bytes: file.bytes, pageCount, originalSize, compressedSize: originalSize, keptOriginal: true,
      actions: [`The result was not smaller (${formatBytes(bytes.length)}), so the original file is kept unchanged.`],
    };
  }
  return { bytes, pageCount, originalSize, compressedSize: bytes.length, keptOriginal: false, actions };
}

function countObjects(mupdf: MupdfPdf['mupdf'], bytes: Uint8Array): number {
  const written = new mupdf.PDFDocument(bytes);
  try {
    return written.countObjects() - 1;
  } finally {
    written.destroy();
  }
}

function describeImageWork(work: ImageWork, recipe: ImageRecipe): string {
  if (work.total === 0) return 'No images to recompress.';
  if (work.recompressed === 0) return `Kept all ${plural(work.total, 'image')} as they were: none would get smaller at ${recipe.targetDpi} dpi and JPEG quality ${recipe.quality} without harm.`;
  return `Recompressed ${work.recompressed} of ${plural(work.total, 'image')} to at most ${recipe.targetDpi} dpi, JPEG quality ${recipe.quality}${recipe.grayscale ? ', greyscale' : ''} (${formatBytes(work.bytesBefore)} → ${formatBytes(work.bytesAfter)}).`;
}

function removeAnnotations(doc: PDFDocument): string {
  let removed = 0;
  for (let index = 0; index < doc.countPages(); index += 1) {
    const page = doc.loadPage(index);
    // MuPDF lists links and form widgets apart from annotations: both are kept.
    // A copy: MuPDF's list shrinks as annotations are deleted.
    for (const annotation of [...page.getAnnotations()]) {
      page.deleteAnnotation(annotation);
      removed += 1;
    }
    page.destroy();
  }
  return removed > 0 ? `Removed ${plural(removed, 'annotation')} (comments, highlights, stamps); links and form fields kept.` : 'No annotations to remove.';
}

function removeMetadata(doc: PDFDocument): string {
  const trailer = doc.getTrailer();
  const root = trailer.get('Root');
  const info = trailer.get('Info');
  const keys: Array<string | number> = [];
  if (info.isDictionary()) info.forEach((_, key) => keys.push(key));
  const hadInfo = keys.length > 0;
  const hadXmp = !root.get('Metadata').isNull();
  // Emptied as well as unlinked: an earlier trailer of an incrementally updated file still names it.
  keys.forEach((key) => info.delete(key));
  trailer.delete('Info');
  root.delete('Metadata');
  if (!hadInfo && !hadXmp) return 'No document metadata to remove.';
  return `Removed the ${[hadInfo && 'document information (title, author, dates, producer)', hadXmp && 'XMP metadata'].filter(Boolean).join(' and ')}.`;
}

function countEmbeddedFonts(doc: PDFDocument): number {
  let count = 0;
  for (let number = 1; number < doc.countObjects(); number += 1) {
    const object = doc.newIndirect(number);
    if (object.get('Type').toString() !== '/FontDescriptor') continue;
    if (['FontFile', 'FontFile2', 'FontFile3'].some((key) => object.get(key).isStream())) count += 1;
  }
  return count;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** A linearized file names its /Linearized dictionary in its first object, at the very start. */
function isLinearized(bytes: Uint8Array): boolean {
  return new TextDecoder('latin1').decode(bytes.subarray(0, 1024)).includes('/Linearized');
}
