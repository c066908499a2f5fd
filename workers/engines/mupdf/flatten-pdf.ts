import type { PDFDocument } from 'mupdf';
import { onlyFile, pdfOutput, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import type { ProgressCallback } from '../../../src/contract/errors';
import { checkNumber, withSettingsChecked } from '../../../src/contract/setting-values';
import { FLATTENED_SUFFIX, flattenDpiRule, flattenPdfOperation, type FlattenFacts, type FlattenSettings } from '../../../src/contract/flatten-pdf';
import { readNamedPdf } from '../../../src/contract/named-file';
import { outputFilename } from '../../../src/contract/output-names';
import { addJobNotice } from '../../runtime/job-notices';
import { implement } from '../../runtime/operations';
import { codedPdfError } from '../pdf-errors';
import type { Mupdf } from './load-mupdf';
import { openWithMupdf, saveClean } from './open-mupdf';

/** How many form fields and other annotations the pages carry (MuPDF lists links apart: they stay). */
function countMarks(doc: PDFDocument): FlattenFacts {
  const facts = { fields: 0, annotations: 0 };
  for (let index = 0; index < doc.countPages(); index += 1) {
    const page = doc.loadPage(index);
    facts.fields += page.getWidgets().length;
    facts.annotations += page.getAnnotations().length;
    page.destroy();
  }
  return facts;
}

/** Each page as a JPEG picture of itself, as printed, in a new document of the same page sizes. */
function pagesAsPictures(mupdf: Mupdf, doc: PDFDocument, dpi: number, onProgress?: ProgressCallback): Uint8Array {
  const output = new mupdf.PDFDocument();
  const count = doc.countPages();
  try {
    for (let index = 0; index < count; index += 1) {
      const page = doc.loadPage(index);
      const [x0, y0, x1, y1] = page.getBounds();
      const pixmap = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceRGB, false, true);
      const image = new mupdf.Image(new mupdf.Buffer(pixmap.asJPEG(90)));
      const width = x1 - x0;
      const height = y1 - y0;
      const resources = output.addObject({ XObject: { Page: output.addImage(image) } });
      output.insertPage(-1, output.addPage([0, 0, width, height], 0, resources, `q ${width} 0 0 ${height} 0 0 cm /Page Do Q`));
      image.destroy();
      pixmap.destroy();
      page.destroy();
      onProgress?.(index + 1, count + 1);
    }
    const buffer = output.saveToBuffer('garbage=compact,compress');
    const bytes = buffer.asUint8Array().slice();
    buffer.destroy();
    return bytes;
  } finally {
    output.destroy();
  }
}

/**
 * Burns form fields and/or annotations into the page content with MuPDF (their appearance as a
 * viewer shows it), or turns every page into a picture. Links stay links, except in pictures.
 */
export const flattenPdf = implement(flattenPdfOperation, async function flattenPdf(job: EngineJob<FlattenSettings>, onProgress?: ProgressCallback): Promise<EngineResult<FlattenFacts>> {
  const { what, dpi } = job.settings;
  withSettingsChecked(() => checkNumber(dpi, flattenDpiRule));
  const file = await readNamedPdf(onlyFile(job));
  const pdf = await openWithMupdf(file, 0);
  try {
    const facts = countMarks(pdf.doc);
    pdf.doc.bake(what !== 'forms', what !== 'annotations');
    const bytes = what === 'image' ? pagesAsPictures(pdf.mupdf, pdf.doc, dpi, onProgress) : saveClean(pdf, 'garbage=compact,compress');
    if (pdf.decrypted) addJobNotice({ kind: 'password-removed', fileName: file.name });
    onProgress?.(1, 1);
    return {
      outputs: [pdfOutput(outputFilename(file.name, FLATTENED_SUFFIX), bytes, pdf.pageCount)],
      facts: { fields: what === 'annotations' ? 0 : facts.fields, annotations: what === 'forms' ? 0 : facts.annotations },
    };
  } catch (error) {
    throw codedPdfError(error, file.name, 0);
  } finally {
    pdf.doc.destroy();
  }
});
