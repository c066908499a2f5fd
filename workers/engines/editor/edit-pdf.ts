import type { PDFDocument, PDFPage } from 'mupdf';
import type { ProgressCallback } from '../../../src/contract/errors';
import { EngineError } from '../../../src/contract/errors';
import { checkEditSet, editPdfOperation, type EditItem, type EditPdfFacts, type EditPdfSettings } from '../../../src/contract/edit-pdf';
import { onlyFile, pdfOutput, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { outputFilename } from '../../../src/contract/output-names';
import { SettingsError } from '../../../src/contract/setting-values';
import { implement } from '../../runtime/operations';
import { openWithMupdf } from '../mupdf/open-mupdf';
import { codedPdfError } from '../pdf-errors';
import { reportOpening } from '../mupdf/opening-notices';
import { addAnnotation, type DrawnItem } from './annotations';
import { addJobNotice } from '../../runtime/job-notices';
import { moveStamp, removeAnnotations } from './file-annotation-edits';
import { applyPageEdit } from './page-edits';
import { applyRedactions } from './redactions';
import { fillWidgets } from './form-widgets';
import { pagePlaceOf, type PagePlace } from './page-place';
import { countSignaturesIn } from '../signature-count';
import { certificationLevel, onlyAnnotationEdits } from './signed-file';
import { applyTextEdits } from './text-edits';
import { EditFonts } from './text-edit-fonts';

/**
 * Writes the editor's edits into the PDF with MuPDF: areas marked for redaction are removed first
 * (text, image pixels and drawings under them), then each item becomes a real annotation with its
 * appearance stream, then pages are cropped and turned; "flatten" burns the annotations into the pages.
 */
export const editPdf = implement(editPdfOperation, async function editPdf(job: EngineJob<EditPdfSettings>, onProgress?: ProgressCallback): Promise<EngineResult<EditPdfFacts>> {
  const { edits, pictures } = job.settings;
  const file = await readNamedPdf(onlyFile(job));
  const images = await pictureBytes(pictures);
  const pdf = await openWithMupdf(file, 0);
  const { mupdf, doc } = pdf;
  try {
    try {
      checkEditSet(edits, pdf.pageCount);
    } catch (error) {
      throw error instanceof SettingsError ? new EngineError('bad-params', error.message) : error;
    }
    // Saved without encryption, as every tool's result: the password opened it here, on this device.
    reportOpening(file.name, pdf, { protectionRemoved: true });
    const missing = edits.items.find((item) => item.kind === 'image' && item.source === undefined && !images[item.id]);
    if (missing) throw new EngineError('bad-params', `The picture of image item ${missing.id} was not sent.`);

    const removals = edits.removeAnnotations ?? [];
    const textEdits = edits.textEdits ?? [];
    const touched = [...new Set([
      ...edits.items.map((item) => item.page), ...edits.pages.map((edit) => edit.page), ...removals.map((ref) => ref.page), ...textEdits.map((edit) => edit.page),
    ])].sort((a, b) => a - b);
    const editFonts = new EditFonts(mupdf, doc);
    let textsEdited = 0;
    let textsInOtherFont = 0;
    let annotationsRemoved = 0;
    let usesScriptFonts = false;
    const notDrawn = new Set<string>();
    let redactions = 0;
    let fieldsFilled = 0;
    const fields = edits.fields ?? {};
    // Pages with form widgets to fill are visited too.
    if (Object.keys(fields).length > 0) {
      for (let index = 0; index < pdf.pageCount; index += 1) {
        const page = doc.loadPage(index) as PDFPage;
        try {
          fieldsFilled += fillWidgets(page, fields);
        } finally {
          page.destroy();
        }
      }
    }
    for (const [done, pageNumber] of touched.entries()) {
      onProgress?.(done, touched.length + 1);
      const page = doc.loadPage(pageNumber - 1) as PDFPage;
      try {
        const place = pagePlaceOf(page);
        // The page's own text first, while its lines are as the screen read them.
        const texts = await applyTextEdits(mupdf, page, pageNumber, textEdits.filter((edit) => edit.page === pageNumber), editFonts);
        textsEdited += texts.edited;
        textsInOtherFont += texts.inOtherFont;
        const onPage = edits.items.filter((item) => item.page === pageNumber);
        // The file's own annotations go first: an edited one is written anew from its item below.
        annotationsRemoved += removeAnnotations(page, removals.filter((ref) => ref.page === pageNumber).map((ref) => ref.object));
        redactions += applyRedactions(mupdf, page, onPage.filter(isRedaction), place);
        for (const item of onPage) {
          if (isRedaction(item)) continue;
          // A stamp of the file keeps its own drawing: only its place and size change.
          if (item.kind === 'image' && item.source !== undefined) moveStamp(page, item, place);
          else {
            const drawn = await addItem(mupdf, page, item, place, images);
            usesScriptFonts ||= drawn.usesScriptFonts;
            drawn.missing.forEach((character) => notDrawn.add(character));
          }
        }
        const pageEdit = edits.pages.find((edit) => edit.page === pageNumber);
        if (pageEdit) applyPageEdit(page, pageEdit, place);
        page.update();
      } finally {
        page.destroy();
      }
    }
    editFonts.finish();
    // A substitute font went in whole: the save keeps only the glyphs written.
    usesScriptFonts ||= editFonts.substituted > 0;
    editFonts.missing.forEach((character) => notDrawn.add(character));
    if (edits.flatten) doc.bake(true, true);
    // Last, so every edit above was placed by the page numbers the screen knew.
    if (edits.order) doc.rearrangePages(edits.order.map((page) => page - 1));
    if (edits.clearMetadata) clearMetadata(doc);
    onProgress?.(touched.length, touched.length + 1);
    // Other scripts' fonts went in whole (a Chinese slice is about 100 kB): MuPDF keeps only the
    // glyphs the pages use. It subsets the file's other embedded fonts to their glyphs in use as well.
    const saveOptions = signedSave(file.name, countSignaturesIn(file.bytes), edits, pdf, doc);
    // Not in a save after signed bytes: subsetting would rewrite the file's own fonts too.
    if (usesScriptFonts && saveOptions !== 'incremental') doc.subsetFonts();
    if (notDrawn.size > 0) addJobNotice({ kind: 'characters-not-drawn', fileName: file.name, characters: [...notDrawn] });
    const buffer = doc.saveToBuffer(saveOptions);
    const bytes = buffer.asUint8Array().slice();
    buffer.destroy();
    onProgress?.(touched.length + 1, touched.length + 1);
    return {
      outputs: [pdfOutput(outputFilename(file.name, 'edited'), bytes, edits.order?.length ?? pdf.pageCount)],
      facts: {
        redactions, flattened: edits.flatten, textsEdited, textsInOtherFont, metadataCleared: edits.clearMetadata === true, fieldsFilled, annotationsRemoved,
        annotations: edits.items.filter((item) => !isRedaction(item)).length,
        pagesChanged: edits.pages.filter((edit) => edit.rotate !== 0 || edit.crop).length,
      },
    };
  } catch (error) {
    // MuPDF's own exception on a damaged object the repair could not mend: the file's fault, in words.
    throw codedPdfError(error, file.name, 0);
  } finally {
    doc.destroy();
  }
});

/**
 * How a file is saved. A signed file whose edits are annotations or form filling is saved
 * incrementally (its signed bytes untouched, the changes after them), so its signatures stay valid;
 * otherwise it is written anew, clean and compressed, and a signed file's signatures end there.
 */
function signedSave(name: string, signatures: number, edits: EditPdfSettings['edits'], pdf: { repaired: boolean; decrypted: boolean }, doc: PDFDocument): string {
  const clean = 'encrypt=none,garbage=compact,compress';
  if (signatures === 0) return clean;
  // A repaired or decrypted file is no longer the signed bytes; an encrypted one is saved without its
  // encryption, as every result is (an incremental save would keep it).
  const encrypted = !doc.getTrailer().get('Encrypt').isNull();
  if (!onlyAnnotationEdits(edits) || pdf.repaired || pdf.decrypted || encrypted) {
    addJobNotice({ kind: 'signatures-ended', fileName: name, count: signatures });
    return clean;
  }
  addJobNotice({ kind: 'signatures-kept', fileName: name, count: signatures });
  const level = certificationLevel(doc);
  const annotates = edits.items.length > 0 || (edits.removeAnnotations ?? []).length > 0;
  if (level === 1 || (level === 2 && annotates)) addJobNotice({ kind: 'certification-changed', fileName: name });
  return 'incremental';
}

/** The pictures' bytes, read here where the engine runs (the page sent the person's own files). */
async function pictureBytes(pictures: Record<string, Blob>): Promise<Record<string, Uint8Array>> {
  const entries = await Promise.all(Object.entries(pictures).map(async ([id, picture]) => [id, new Uint8Array(await picture.arrayBuffer())] as const));
  return Object.fromEntries(entries);
}

/** Drops the document information dictionary and the XMP stream: titles, authors, dates, tools. */
function clearMetadata(doc: PDFDocument): void {
  doc.getTrailer().delete('Info');
  doc.getTrailer().get('Root').delete('Metadata');
}

function isRedaction(item: EditItem): item is Extract<EditItem, { kind: 'redact' }> {
  return item.kind === 'redact';
}

async function addItem(mupdf: Parameters<typeof addAnnotation>[0], page: PDFPage, item: Exclude<EditItem, { kind: 'redact' }>, place: PagePlace, images: Record<string, Uint8Array>): Promise<DrawnItem> {
  try {
    return await addAnnotation(mupdf, page, item, place, images);
  } catch (error) {
    if (item.kind === 'image') throw new EngineError('unsupported-type', `The picture of image item ${item.id} could not be read: use a JPG or PNG image.`);
    throw error;
  }
}
