import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { EngineError } from '../../src/contract/errors';
import {
  checkPageEdits, exportFilename, exportScanOperation, MAX_EXPORT_PAGES, readExportQuery, type ExportPage, type PageEdits,
} from '../../src/contract/pdf-scanner';
import type { ResultItem } from '../../src/contract/results';
import { withSettingsChecked } from '../../src/contract/setting-values';
import { readSettings } from '../read-settings';
import { runJob } from '../run-job';
import { storeResult } from '../result-store';

/**
 * POST /api/scan-export?name=&format=&resolution=&quality=&colorMode= — the `page` fields (JPEG, in
 * order) with their `edits` (a JSON list, one per page) as one file named after the document.
 */
export default function scanExportHandler(engines: LocalEngines) {
  return http.post('/api/scan-export', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const settings = readSettings(readExportQuery, request);
    const form = await request.formData();
    const files = form.getAll('page').filter((value): value is File => value instanceof File);
    if (files.length === 0) throw new EngineError('bad-params', 'Send at least one page in the "page" field.');
    if (files.length > MAX_EXPORT_PAGES) throw new EngineError('too-large', `A document can be exported with at most ${MAX_EXPORT_PAGES} pages.`);
    const edits = readEdits(form.get('edits'), files.length);
    const pages: ExportPage[] = await Promise.all(files.map(async (file, index) => ({ jpeg: new Uint8Array(await file.arrayBuffer()), edits: edits[index] })));
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
