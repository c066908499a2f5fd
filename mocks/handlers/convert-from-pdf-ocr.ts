import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { runJob } from '../run-job';
import { readSettings } from '../read-settings';
import { storeResult } from '../result-store';
import { EngineError } from '../../src/contract/errors';
import { outputFilename } from '../../src/contract/output-names';
import { matchesAccept } from '../../src/contract/upload-rules';
import {
  OCR_ACCEPT, OCR_MAX_BYTES, OCR_UPLOAD, ocrPdfOperation, readOcrQuery, type OcrAnswerItem, type OcrInputFile,
} from '../../src/contract/ocr-pdf';

/**
 * POST /api/convert-from-pdf?type=ocr&lang=eng+deu&pages=skip-text|force&hocr=true — a PDF, or
 * images made one PDF, made searchable. Answers the PDF (with what happened to each page), its
 * text, and its hOCR when asked. Other types of the call are left to their own handlers.
 */
export default function ocrPdfHandler(engines: LocalEngines) {
  return http.post('/api/convert-from-pdf', ({ request }) => {
    if (new URL(request.url).searchParams.get('type') !== 'ocr') return undefined;
    return runJob(request, async ({ signal, onProgress }) => {
      const settings = readSettings(readOcrQuery, request);
      const files = await readOcrFiles(await request.formData());
      const result = await engines.run(ocrPdfOperation, { files, settings }, { signal, onProgress });
      const name = files[0].name;
      const pdf = storeResult(new Blob([result.pdf as BlobPart], { type: 'application/pdf' }), outputFilename(name, 'ocr'));
      const text = storeResult(new Blob([result.text], { type: 'text/plain;charset=utf-8' }), outputFilename(name, 'ocr', 'txt'));
      const items: OcrAnswerItem[] = [
        { kind: 'pdf', filename: pdf.filename, url: pdf.url, size: pdf.blob.size, pages: result.pageCount, report: result.pages },
        { kind: 'text', filename: text.filename, url: text.url, size: text.blob.size },
      ];
      if (result.hocr !== undefined) {
        const hocr = storeResult(new Blob([result.hocr], { type: 'text/html;charset=utf-8' }), outputFilename(name, 'ocr', 'hocr'));
        items.push({ kind: 'hocr', filename: hocr.filename, url: hocr.url, size: hocr.blob.size });
      }
      return HttpResponse.json(items);
    });
  });
}

/** The request's files, in order, checked again: PDFs or images, not empty, not too large, not too many. */
async function readOcrFiles(form: FormData): Promise<OcrInputFile[]> {
  const files = form.getAll('file').filter((value): value is File => value instanceof File);
  if (files.length === 0) throw new EngineError('bad-params', 'Add a PDF or images to process.');
  if (files.length > OCR_UPLOAD.maxFiles) throw new EngineError('bad-params', `Send at most ${OCR_UPLOAD.maxFiles} files.`);
  return Promise.all(files.map(async (file, fileIndex) => {
    if (!matchesAccept(file, OCR_ACCEPT)) throw new EngineError('unsupported-type', `${file.name} is not a PDF, JPG, PNG, TIFF or WebP file.`, { fileIndex });
    if (file.size > OCR_MAX_BYTES) throw new EngineError('too-large', `${file.name} exceeds the maximum size of ${OCR_UPLOAD.maxSizeMb}MB.`, { fileIndex });
    if (file.size === 0) throw new EngineError('corrupt', `${file.name} is empty.`, { fileIndex });
    return { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) };
  }));
}
