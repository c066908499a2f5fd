import { PDFArray, PDFName, PDFNumber, type PDFDocument, type PDFPage } from 'pdf-lib';
import type { NoSettings } from '../../../src/contract/api-call';
import { onlyFile, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import type { ProgressCallback } from '../../../src/contract/errors';
import { readNamedPdf } from '../../../src/contract/named-file';
import { pageLabels } from '../../../src/contract/page-labels';
import { pdfReportOperation, type PdfRect, type PdfReport, type ReportImage, type ReportPage } from '../../../src/contract/pdf-report';
import { implement } from '../../runtime/operations';
import { imageReport } from '../mupdf/image-report';
import { openWithMupdf } from '../mupdf/open-mupdf';
import { codedPdfError } from '../pdf-errors';
import { documentFields } from './document-fields';
import { documentFonts } from './document-fonts';
import { documentLinks, documentScripts } from './document-links';
import { claimedPart, documentLayers, isTagged, pdfVersion } from './document-claims';
import { attachmentFacts, findAttachments } from './embedded-files';
import { readInfo } from './info-dictionary';
import { hasEncryptDictionary } from './load-pdf';
import { documentXmp, savedVersions } from './metadata-traces';
import { readLabelRanges } from './page-labels';
import { withPdf } from './with-pdf';
import { readXmpValues } from './xmp-packet';

function boxOf(page: PDFPage, key: string): PdfRect | null {
  const box = page.node.lookup(PDFName.of(key));
  if (!(box instanceof PDFArray) || box.size() !== 4) return null;
  const numbers = box.asArray().map((value) => (value instanceof PDFNumber ? value.asNumber() : Number.NaN));
  return numbers.every(Number.isFinite) ? numbers as PdfRect : null;
}

function reportPages(document: PDFDocument): ReportPage[] {
  const labels = pageLabels({ ranges: readLabelRanges(document) }, document.getPageCount());
  return document.getPages().map((page, index) => {
    const media = page.getMediaBox();
    return {
      number: index + 1, label: labels[index], rotation: page.getRotation().angle,
      mediaBox: [media.x, media.y, media.x + media.width, media.y + media.height],
      cropBox: boxOf(page, 'CropBox'), bleedBox: boxOf(page, 'BleedBox'), trimBox: boxOf(page, 'TrimBox'), artBox: boxOf(page, 'ArtBox'),
    };
  });
}

function xmpValues(xml: string | undefined) {
  if (xml === undefined) return null;
  try {
    return readXmpValues(xml);
  } catch {
    return null;
  }
}

/**
 * Reads what a PDF is made of without changing it: MuPDF for what it draws (images as placed) and
 * how it is locked; pdf-lib for its structure, the same readers the editing tools use.
 */
export const reportPdf = implement(pdfReportOperation, async (job: EngineJob<NoSettings>, onProgress?: ProgressCallback): Promise<EngineResult<PdfReport>> => {
  const file = await readNamedPdf(onlyFile(job));
  onProgress?.(0, 2);
  const pdf = await openWithMupdf(file, 0);
  let images: ReportImage[];
  try {
    images = imageReport(pdf.doc);
  } catch (error) {
    throw codedPdfError(error, file.name, 0);
  } finally {
    pdf.doc.destroy();
  }
  onProgress?.(1, 2);
  return withPdf(file, async (document) => {
    const { values, custom } = readInfo(document);
    const xml = documentXmp(document);
    const report: PdfReport = {
      version: pdfVersion(document, file.bytes),
      revisions: savedVersions(file.bytes),
      encrypted: hasEncryptDictionary(file.bytes),
      restrictions: pdf.restrictions,
      tagged: isTagged(document),
      pdfa: claimedPart(xml, 'pdfaid'),
      pdfua: claimedPart(xml, 'pdfuaid'),
      pages: reportPages(document),
      fonts: documentFonts(document),
      images,
      scripts: documentScripts(document),
      attachments: findAttachments(document).map(attachmentFacts),
      links: documentLinks(document),
      layers: documentLayers(document),
      fields: documentFields(document),
      metadata: { info: values, xmp: xmpValues(xml), custom },
    };
    onProgress?.(2, 2);
    return { outputs: [], facts: report };
  });
});
