import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import {
  CONVERT_ACCEPT, documentToPdfOperation, imagesToPdfOperation, readConvertType, readImageQuery,
  type ConvertResultItem, type DocumentType, type ImagePageSettings, type NamedFile,
} from '../../src/contract/convert-to-pdf';
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
 * sent (or one each with combine=false); an Office or HTML file becomes its PDF (one file per call).
 */
export default function convertToPdfHandler(engines: LocalEngines) {
  return http.post('/api/convert-to-pdf', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const type = readSettings(readConvertType, request);
    const files = await readConvertFields(await request.formData(), CONVERT_ACCEPT[type]);
    if (files.length === 0) throw new EngineError('bad-params', 'No file was sent.');
    const items = type === 'image'
      ? await convertImages(engines, files, readSettings(readImageQuery, request), { signal, onProgress })
      : await convertDocument(engines, type, files, { signal, onProgress });
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
  const skipped: NonNullable<ConvertResultItem['skipped']> = [];
  let firstError: unknown;
  for (const group of groups) {
    try {
      const result = await engines.run(imagesToPdfOperation, { files: group, settings }, options);
      const name = group.length === 1 ? `${fileStem(group[0].name)}.pdf` : 'images.pdf';
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

async function convertDocument(engines: LocalEngines, type: DocumentType, files: NamedFile[], options: RunOptions) {
  if (files.length > 1) throw new EngineError('bad-params', 'Send one document per call: each becomes its own PDF.');
  const [original] = files;
  if (original.bytes.length === 0) throw new EngineError('corrupt', `${original.name} is empty.`, { fileIndex: 0 });
  // HTML is sanitized here, where there is a DOM; LibreOffice only ever sees the cleaned page.
  if (type === 'html' && typeof window === 'undefined') throw new EngineError('engine-failed', 'HTML to PDF needs a browser: its sanitizer reads the page with the browser\'s DOM.');
  const sanitized = type === 'html' ? sanitizeHtml(new TextDecoder().decode(original.bytes), window) : undefined;
  const file = sanitized ? { name: original.name, bytes: new TextEncoder().encode(sanitized.html) } : original;
  const result = await engines.run(documentToPdfOperation, { type, file }, options);
  const item = storePdf(result.bytes, `${fileStem(file.name)}.pdf`, result.pageCount);
  return [sanitized?.remoteImagesLeftOut ? { ...item, remoteImagesLeftOut: sanitized.remoteImagesLeftOut } : item];
}
