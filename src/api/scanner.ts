// The scanner's calls: a frame goes as its raw RGBA pixels (src/contract/scan-frame.ts), a document's
// pages as JPEGs with their edits; each through the one client (callApi).
import { callApi, type CallOptions } from './call-api';
import type { OcrLanguage, OcrWord } from '../contract/ocr-pdf';
import type { PageEdits, PageSettings, Quad, RawImage } from '../contract/pdf-scanner';
import { scanExportCall, type ExportSettings, type ScanExportAnswer } from '../contract/scan-export';
import { frameFile } from '../contract/scan-frame';
import { scanOutlineCall, type DetectPageResult } from '../contract/scan-outline';
import { scanPageCall, type ScanPageAnswer } from '../contract/scan-page';

/** POST /api/scan-outline: where the page is in a (small) frame. */
export async function findOutline(image: RawImage, options: CallOptions = {}): Promise<DetectPageResult> {
  return (await callApi(scanOutlineCall, [frameFile(image)], { width: image.width, height: image.height }, options)).answer;
}

/** POST /api/scan-page: the frame made into a flattened, cleaned page; read too when OCR languages are given. */
export async function scanFrame(
  image: RawImage, page: PageSettings, corners: Quad | undefined, { ocrLanguages, ...options }: CallOptions & { ocrLanguages?: OcrLanguage[] } = {},
): Promise<ScanPageAnswer> {
  const settings = { width: image.width, height: image.height, page, ...(corners ? { corners } : {}), ...(ocrLanguages ? { ocrLanguages } : {}) };
  return (await callApi(scanPageCall, [frameFile(image)], settings, options)).answer;
}

/** POST /api/scan-export: the document's pages with their edits (and OCR words, for a PDF's text layer) as one file. */
export async function exportScannedDocument(
  pages: Array<{ jpeg: Blob; edits: PageEdits; words?: OcrWord[] }>, settings: ExportSettings, options: CallOptions = {},
): Promise<ScanExportAnswer> {
  const files = pages.map((page, index) => new File([page.jpeg], `page-${index + 1}.jpg`, { type: 'image/jpeg' }));
  const words = pages.some((page) => page.words?.length) ? { words: pages.map((page) => page.words ?? []) } : {};
  return (await callApi(scanExportCall, files, { ...settings, edits: pages.map((page) => page.edits), ...words }, options)).answer;
}
