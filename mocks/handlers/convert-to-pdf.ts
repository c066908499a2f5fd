import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import {
  COMBINED_PDF_NAMES, CONVERT_ACCEPT, documentToPdfOperation, imagesToPdfOperation, readConvertType, readDocumentQuery, readImageQuery,
  type ConvertResultItem, type DocumentSettings, type DocumentType, type ImagePageSettings, type NamedFile, type SkippedFile,
} from '../../src/contract/convert-to-pdf';
import { mergePdfsOperation } from '../../src/contract/merge-pdf';
import { noSettings } from '../../src/contract/api-call';
import { EngineError } from '../../src/contract/errors';
import type { ProgressCallback } from '../../src/contract/errors';
import { fileStem } from '../../src/contract/output-names';
import { DEFAULT_MAX_SIZE_MB, matchesAccept, MB } from '../../src/contract/upload-rules';
import { readSettings } from '../read-settings';
import { storeResult } from '../result-store';
import { runJob } from '../run-job';
import { sanitizeHtml } from '../sanitize-html';

/**
 * POST /api/convert-to-pdf?type=image|word|powerpoint|excel|html — images become one PDF in the order
 * sent (or one each with combine=false); an Office or HTML file becomes its PDF (one file per call), or
 * several become one PDF in the order sent with combine=true.
 */
export default function convertToPdfHandler(engines: LocalEngines) {
  return http.post('/api/convert-to-pdf', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const type = readSettings(readConvertType, request);
    const files = await readConvertFields(await request.formData(), CONVERT_ACCEPT[type]);
    if (files.length === 0) throw new EngineError('bad-params', 'No file was sent.');
    const items = type === 'image'
      ? await convertImages(engines, files, readSettings(readImageQuery, request), { signal, onProgress })
      : await convertDocuments(engines, type, files, readSettings(readDocumentQuery, request), { signal, onProgress });
    return HttpResponse.json(items);
  }));
}

interface RunOptions {
  signal: AbortSignal;
  onProgress: ProgressCallback;
}

/** The request's files, checked against the type's rules; empty and damaged files are the engines' to report. */
async function readConvertFields(form: FormData, accept: string[]): Promise<NamedFile[]> {
  const files = form.getAll('file').filter((value): value is File => value instanceof File);
  return Promise.all(files.map(async (file, fileIndex) => {
    if (!matchesAccept(file, accept)) throw new EngineError('unsupported-type', `${file.name} is not a supported file type.`, { fileIndex });
    if (file.size > DEFAULT_MAX_SIZE_MB * MB) {
      throw new EngineError('too-large', `${file.name} exceeds the maximum size of ${DEFAULT_MAX_SIZE_MB}MB.`, { fileIndex });
    }
    return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
  }));
}

function storePdf(bytes: Uint8Array, filename: string, pages: number): ConvertResultItem {
  const stored = storeResult(new Blob([bytes as BlobPart], { type: 'application/pdf' }), filename);
  return { filename: stored.filename, url: stored.url, size: stored.blob.size, pages };
}

async function convertImages(engines: LocalEngines, files: NamedFile[], { combine, ...settings }: ImagePageSettings, options: RunOptions) {
  const groups = combine ? [files] : files.map((file) => [file]);
  const items: ConvertResultItem[] = [];
  const skipped: SkippedFile[] = [];
  let firstError: unknown;
  for (const group of groups) {
    try {
      const result = await engines.run(imagesToPdfOperation, { files: group, settings }, options);
      const name = group.length === 1 ? `${fileStem(group[0].name)}.pdf` : COMBINED_PDF_NAMES.image;
      items.push(storePdf(result.bytes, name, result.pageCount));
      skipped.push(...result.failures.map(({ fileIndex, code, message }) => ({ fileName: group[fileIndex].name, code, message })));
    } catch (error) {
      // One image per PDF: a file that fails is reported, the others still convert.
      if (combine || !(error instanceof EngineError)) throw error;
      firstError ??= new EngineError(error.code, error.message, { fileIndex: files.indexOf(group[0]) });
      skipped.push({ fileName: group[0].name, code: error.code, message: error.message });
    }
  }
  if (items.length === 0) throw firstError;
  if (skipped.length > 0) items[0] = { ...items[0], skipped };
  return items;
}

async function convertDocuments(engines: LocalEngines, type: DocumentType, files: NamedFile[], { combine }: DocumentSettings, options: RunOptions) {
  if (!combine) {
    if (files.length > 1) throw new EngineError('bad-params', 'Send one document per call (each becomes its own PDF), or combine them into one.');
    const converted = await convertDocument(engines, type, files[0], 0, options);
    return [withRemoteImages(storePdf(converted.bytes, converted.name, converted.pageCount), converted.remoteImagesLeftOut)];
  }
  // One PDF of all the files, in the order sent: a file that does not convert is left out and said
  // so (as a combined image is), the others still make the PDF.
  const converted: Converted[] = [];
  const skipped: SkippedFile[] = [];
  let firstError: EngineError | undefined;
  for (const [fileIndex, file] of files.entries()) {
    const onProgress: ProgressCallback = (done, total, stage) => (stage === 'convert'
      ? options.onProgress(fileIndex * total + done, files.length * total, stage)
      : options.onProgress(done, total, stage));
    try {
      converted.push(await convertDocument(engines, type, file, fileIndex, { ...options, onProgress }));
    } catch (error) {
      if (!(error instanceof EngineError) || error.code === 'cancelled' || options.signal.aborted) throw error;
      firstError ??= error;
      skipped.push({ fileName: file.name, code: error.code, message: error.message });
    }
  }
  if (converted.length === 0) throw firstError;
  const remoteImagesLeftOut = converted.reduce((sum, file) => sum + file.remoteImagesLeftOut, 0);
  const [only] = converted;
  const item = converted.length === 1
    ? storePdf(only.bytes, only.name, only.pageCount)
    : await combinePdfs(engines, converted, COMBINED_PDF_NAMES[type], options);
  return [withRemoteImages(skipped.length > 0 ? { ...item, skipped } : item, remoteImagesLeftOut)];
}

interface Converted {
  /** The PDF's name: the file's, with .pdf. */
  name: string;
  bytes: Uint8Array;
  pageCount: number;
  remoteImagesLeftOut: number;
}

const withRemoteImages = (item: ConvertResultItem, count: number): ConvertResultItem => (count > 0 ? { ...item, remoteImagesLeftOut: count } : item);

/** The converted PDFs joined in order by the document worker's merge (pdf-lib), a bookmark per file. */
async function combinePdfs(engines: LocalEngines, converted: Converted[], name: string, options: RunOptions): Promise<ConvertResultItem> {
  const onProgress: ProgressCallback = (done, total) => options.onProgress(done, total, 'combine');
  const files = converted.map(({ name: fileName, bytes }) => ({ name: fileName, data: bytes }));
  const { outputs: [merged] } = await engines.run(mergePdfsOperation, { files, settings: noSettings }, { signal: options.signal, onProgress });
  return storePdf(merged.data as Uint8Array, name, merged.pages ?? 0);
}

/** One Office or HTML file to PDF; its errors name it by its position in the request. */
async function convertDocument(engines: LocalEngines, type: DocumentType, original: NamedFile, fileIndex: number, options: RunOptions): Promise<Converted> {
  if (original.bytes.length === 0) throw new EngineError('corrupt', `${original.name} is empty.`, { fileIndex });
  // HTML is sanitized here, where there is a DOM; LibreOffice only ever sees the cleaned page.
  if (type === 'html' && typeof window === 'undefined') throw new EngineError('engine-failed', 'HTML to PDF needs a browser: its sanitizer reads the page with the browser\'s DOM.');
  const sanitized = type === 'html' ? sanitizeHtml(new TextDecoder().decode(original.bytes), window) : undefined;
  const file = sanitized ? { name: original.name, bytes: new TextEncoder().encode(sanitized.html) } : original;
  try {
    const result = await engines.run(documentToPdfOperation, { type, file }, options);
    return { name: `${fileStem(file.name)}.pdf`, bytes: result.bytes, pageCount: result.pageCount, remoteImagesLeftOut: sanitized?.remoteImagesLeftOut ?? 0 };
  } catch (error) {
    if (error instanceof EngineError && error.fileIndex === undefined) throw new EngineError(error.code, error.message, { fileIndex });
    throw error;
  }
}
