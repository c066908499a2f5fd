// The shared core of Compress and Optimize: open with MuPDF (repairing or unlocking when needed),
// apply a recipe, write a cleaned file, and never hand back something larger than what came in.
import type { PDFDocument } from 'mupdf';
import type { ProgressCallback } from '../../../src/contract/errors';
import { addJobNotice } from '../../runtime/job-notices';
import { codedPdfError } from '../pdf-errors';
import type { NamedPdf, NamedPdfFile } from '../../../src/contract/named-pdf';
import type { NamedFile } from '../../../src/contract/named-file';
import { pdfOutput, type EngineResult } from '../../../src/contract/engine-job';
import { outputFilename } from '../../../src/contract/output-names';
import { openWithMupdf, saveClean, type MupdfPdf } from '../mupdf/open-mupdf';
import { readableInPlace, type ReadableSource } from '../mupdf/readable-in-place';
import { recompressImages } from './recompress-images';
import type { ImageRecipe } from '../../../src/contract/shrink-recipes';
import type { ShrinkAction } from '../../../src/contract/shrink-actions';
import type { ShrinkFacts } from '../../../src/contract/shrink-result';

/** What the shrinking answers before it becomes the operation's output and facts. */
interface ShrinkResult extends ShrinkFacts {
  /** The file to hand back; empty when the original is kept and was given as a Blob (it goes back as it is). */
  bytes: Uint8Array;
  pageCount: number;
}

export interface ShrinkRecipe {
  images?: ImageRecipe;
  subsetFonts?: boolean;
  removeMetadata?: boolean;
  removeAnnotations?: boolean;
  /**
   * Fast web view follows (the linearize worker, called by the handler: mocks/fast-web-view.ts), so
   * a cleaned file larger than the original is still handed on, unless the original has it already.
   */
  linearize?: boolean;
}

// Identical objects (e.g. the same logo on every page) are stored once, unused ones dropped,
// streams recompressed, small objects packed into object streams.
const CLEAN_SAVE = 'garbage=deduplicate,compress,compress-fonts,compress-images,objstms';

/** Opens a file for a tool, telling the user when it had to be repaired, decrypted or unlocked first. */
export async function openForTool(file: Parameters<typeof openWithMupdf>[0], fileIndex?: number, options?: { readInPlace?: boolean }): Promise<MupdfPdf> {
  const pdf = await openWithMupdf(file, fileIndex, options);
  if (pdf.repaired) addJobNotice({ kind: 'repaired', fileName: file.name });
  if (pdf.decrypted) addJobNotice({ kind: 'password-removed', fileName: file.name });
  if (pdf.restrictions.length > 0) addJobNotice({ kind: 'restrictions-removed', fileName: file.name, restrictions: pdf.restrictions });
  return pdf;
}

/**
 * Compress and Optimize: the job's one file shrunk by the recipe, named `<input>-<suffix>.pdf`. When
 * nothing smaller came out the original is the output, as it came (a Blob goes back without a copy).
 */
export async function shrinkFile(file: NamedFile, recipe: ShrinkRecipe, suffix: string, onProgress?: ProgressCallback): Promise<EngineResult<ShrinkFacts>> {
  const { name, data, password } = file;
  const input: NamedPdf | NamedPdfFile = data instanceof Uint8Array ? { name, bytes: data, password } : { name, file: data, password };
  const { bytes, pageCount, ...facts } = await shrinkPdf(input, recipe, onProgress);
  return { outputs: [pdfOutput(outputFilename(name, suffix), facts.keptOriginal ? data : bytes, pageCount)], facts };
}

/**
 * MuPDF opened the file, but a damaged object can still stop it later (a page tree it cannot walk,
 * a stream that is not one): the user hears the file is damaged, in the same words as everywhere,
 * not the engine's.
 */
async function shrinkPdf(input: NamedPdf | NamedPdfFile, recipe: ShrinkRecipe, onProgress?: ProgressCallback): Promise<ShrinkResult> {
  try {
    const file = await readableInPlace(input);
    // The original is kept for the never-larger rule, so MuPDF reads it where it is (no second copy).
    const result = await shrinkOpenedPdf(file, await openForTool(file, undefined, { readInPlace: true }), recipe, onProgress);
    // A Blob is not sent back: the caller has it (ShrinkResult).
    return result.keptOriginal && 'file' in input ? { ...result, bytes: new Uint8Array() } : result;
  } catch (error) {
    throw codedPdfError(error, input.name);
  }
}

async function shrinkOpenedPdf(file: ReadableSource, pdf: MupdfPdf, recipe: ShrinkRecipe, onProgress?: ProgressCallback): Promise<ShrinkResult> {
  const { mupdf, doc, pageCount } = pdf;
  const actions: ShrinkAction[] = [];
  let bytes: Uint8Array;
  try {
    // Progress: pages measured and images re-encoded (their totals known once the images are listed),
    // then writing the file; linearizing it is the handler's last step (fast-web-view.ts).
    const finishing = recipe.linearize ? 2 : 1;
    let work = 0;
    onProgress?.(0, finishing);
    if (recipe.removeAnnotations) actions.push(removeAnnotations(doc));
    if (recipe.removeMetadata) actions.push(removeMetadata(doc));
    if (recipe.subsetFonts) {
      const fonts = countEmbeddedFonts(doc);
      doc.subsetFonts();
      actions.push({ kind: 'fonts-subset', fonts });
    }
    if (recipe.images) {
      const { total, recompressed, bytesBefore, bytesAfter } = await recompressImages(mupdf, doc, recipe.images, (done, total) => {
        work = total;
        onProgress?.(done, total + finishing);
      });
      const { targetDpi, quality, grayscale } = recipe.images;
      actions.push({ kind: 'images', total, recompressed, bytesBefore, bytesAfter, targetDpi, quality, grayscale });
    }
    const objectsBefore = doc.countObjects() - 1;
    bytes = saveClean(pdf, CLEAN_SAVE);
    onProgress?.(work + 1, work + finishing);
    const objectsAfter = countObjects(mupdf, bytes);
    actions.push({ kind: 'structure-cleaned', objectsBefore, objectsAfter });
  } finally {
    doc.destroy();
    pdf.mupdf.emptyStore();
  }
  // With fast web view to follow, the last step of progress is the handler's.
  if (!recipe.linearize) onProgress?.(1, 1);
  const originalSize = 'file' in file ? file.file.size : file.bytes.length;
  // Never larger, with four exceptions: a linearized file is what the user asked for (unless the
  // original already is one), a damaged original is worse than a repaired file a few bytes larger,
  // an owner-locked original would keep the restrictions the user was told are gone, and a
  // password-locked one would hand back a file the user was told has no password any more.
  const keepable = pdf.restrictions.length === 0 && !pdf.decrypted && !pdf.repaired;
  const originalLinearized = recipe.linearize === true && isLinearized(head(file, 1024));
  const keepsOriginal = keepable && bytes.length >= originalSize && (!recipe.linearize || originalLinearized);
  if (bytes.length >= originalSize && pdf.repaired) {
    actions.push({ kind: 'repaired-kept-larger' });
  } else if (keepsOriginal) {
    return {
      bytes: 'file' in file ? new Uint8Array() : file.bytes, pageCount, originalSize, compressedSize: originalSize, keptOriginal: true,
      actions: [{ kind: 'kept-original', resultSize: bytes.length }],
    };
  }
  const original = recipe.linearize ? { original: { keepable, linearized: originalLinearized } } : {};
  return { bytes, pageCount, originalSize, compressedSize: bytes.length, keptOriginal: false, actions, ...original };
}

function countObjects(mupdf: MupdfPdf['mupdf'], bytes: Uint8Array): number {
  const written = new mupdf.PDFDocument(bytes);
  try {
    return written.countObjects() - 1;
  } finally {
    written.destroy();
  }
}

function removeAnnotations(doc: PDFDocument): ShrinkAction {
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
  return { kind: 'annotations-removed', count: removed };
}

function removeMetadata(doc: PDFDocument): ShrinkAction {
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
  return { kind: 'metadata-removed', info: hadInfo, xmp: hadXmp };
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

function head(file: ReadableSource, length: number): Uint8Array {
  return 'file' in file ? new Uint8Array(file.readBlob(file.file.slice(0, length))) : file.bytes.subarray(0, length);
}

/** A linearized file names its /Linearized dictionary in its first object, at the very start. */
function isLinearized(bytes: Uint8Array): boolean {
  return new TextDecoder('latin1').decode(bytes.subarray(0, 1024)).includes('/Linearized');
}
