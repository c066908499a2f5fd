import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { EngineError } from '../../src/contract/errors';
import {
  checkPageEdits, exportFilename, exportScanOperation, MAX_EXPORT_PAGES, readExportQuery, type ExportPage, type PageEdits,
} from '../../src/contract/pdf-scanner';
import type { OcrWord } from '../../src/contract/ocr-pdf';
import type { ResultItem } from '../../src/contract/results';
import { withSettingsChecked } from '../../src/contract/setting-values';
import { readSettings } from '../read-settings';
import { runJob } from '../run-job';
import { storeResult } from '../result-store';

/**
 * POST /api/scan-export?name=&format=&resolution=&quality=&colorMode= — the `page` fields (JPEG, in
 * order) with their `edits` (a JSON list, one per page) as one file named after the document. An
 * optional `words` field (a JSON list, one list of OCR words per page, boxes in that page's pixels)
 * becomes the PDF's invisible text layer.
 */
export default function scanExportHandler(engines: LocalEngines) {
  return http.post('/api/scan-export', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const settings = readSettings(readExportQuery, request);
    const form = await request.formData();
    const files = form.getAll('page').filter((value): value is File => value instanceof File);
    if (files.length === 0) throw new EngineError('bad-params', 'Send at least one page in the "page" field.');
    if (files.length > MAX_EXPORT_PAGES) throw new EngineError('too-large', `A document can be exported with at most ${MAX_EXPORT_PAGES} pages.`);
    const edits = readEdits(form.get('edits'), files.length);
    const words = readWords(form.get('words'), files.length);
    const pages: ExportPage[] = await Promise.all(files.map(async (file, index) => ({ jpeg: new Uint8Array(await file.arrayBuffer()), edits: edits[index], words: words[index] })));
    const result = await engines.run(exportScanOperation, { ...settings, pages }, { signal, onProgress });
    const stored = storeResult(new Blob([result.bytes as BlobPart], { type: result.mimeType }), exportFilename(settings.name, result.extension));
    return HttpResponse.json({ url: stored.url, filename: stored.filename, size: stored.blob.size, pages: files.length } satisfies ResultItem);
  }));
}

function readEdits(field: FormDataEntryValue | null, count: number): PageEdits[] {
  if (field === null) return Array.from({ length: count }, () => ({ brightness: 0, contrast: 0, rotation: 0, crop: true }));
  return withSettingsChecked(() => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(field));
    } catch {
      parsed = undefined;
    }
    if (!Array.isArray(parsed) || parsed.length !== count) throw new EngineError('bad-params', `"edits" must be a JSON list with one entry per page (${count}).`);
    return parsed.map((edits: PageEdits) => checkPageEdits({ brightness: Number(edits.brightness), contrast: Number(edits.contrast), rotation: Number(edits.rotation), crop: edits.crop !== false }));
  });
}

function readWords(field: FormDataEntryValue | null, count: number): OcrWord[][] {
  if (field === null) return Array.from({ length: count }, () => []);
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(field));
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== count || !parsed.every((words) => Array.isArray(words) && words.every(isWord))) {
    throw new EngineError('bad-params', `"words" must be a JSON list with one list of words ({text, box: {x0, y0, x1, y1}}) per page (${count}).`);
  }
  return parsed as OcrWord[][];
}

function isWord(value: unknown): value is OcrWord {
  const word = value as OcrWord;
  return typeof word?.text === 'string' && typeof word.box === 'object' && word.box !== null
    && [word.box.x0, word.box.y0, word.box.x1, word.box.y1].every((coordinate) => typeof coordinate === 'number' && Number.isFinite(coordinate));
}
