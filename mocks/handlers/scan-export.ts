import type { LocalEngines } from '../local-engines';
import { EngineError } from '../../src/contract/errors';
import { fileBytes } from '../../src/contract/named-file';
import { defaultPageEdits } from '../../src/contract/pdf-scanner';
import { EDITS_SHAPE, exportFilename, exportScanOperation, MAX_EXPORT_PAGES, scanExportCall, WORDS_SHAPE } from '../../src/contract/scan-export';
import { route } from '../route';
import { storedItem } from '../stored-item';

/**
 * POST /api/scan-export?name=&format=&resolution=&quality=&colorMode= — the `page` fields (JPEG, in
 * order) with their `edits` (a JSON list, one per page) as one file named after the document. An
 * optional `words` field (a JSON list, one list of OCR words per page, boxes in that page's pixels)
 * becomes the PDF's invisible text layer.
 */
export default function scanExportHandler(engines: LocalEngines) {
  return route(scanExportCall, async ({ files, settings: { edits, words, ...settings }, signal, onProgress }) => {
    if (files.length > MAX_EXPORT_PAGES) throw new EngineError('too-large', `A document can be exported with at most ${MAX_EXPORT_PAGES} pages.`);
    if (edits && edits.length !== files.length) throw new EngineError('bad-params', `${EDITS_SHAPE} (${files.length}).`);
    if (words && words.length !== files.length) throw new EngineError('bad-params', `${WORDS_SHAPE} (${files.length}).`);
    const pages = await Promise.all(files.map(async (file, index) => ({
      jpeg: await fileBytes(file), edits: edits?.[index] ?? defaultPageEdits, words: words?.[index] ?? [],
    })));
    const result = await engines.run(exportScanOperation, { ...settings, pages }, { signal, onProgress });
    const name = exportFilename(settings.name, result.extension);
    return { ...storedItem({ name, type: result.mimeType, data: result.bytes }), pages: files.length };
  });
}
