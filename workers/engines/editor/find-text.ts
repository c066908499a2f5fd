// Finds words or patterns (e-mail addresses, numbers) on every page with MuPDF's structured text,
// line by line, and answers each match's box in the editor's page coordinates.
import type { PDFPage } from 'mupdf';
import type { ProgressCallback } from '../../../src/contract/errors';
import { EngineError } from '../../../src/contract/errors';
import { checkFindQuery, findTextOperation, MAX_MATCHES, type FindTextAnswer, type FindTextQuery, type TextMatch } from '../../../src/contract/find-text';
import { SettingsError } from '../../../src/contract/setting-values';
import { onlyFile, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { implement } from '../../runtime/operations';
import { openWithMupdf } from '../mupdf/open-mupdf';
import { codedPdfError } from '../pdf-errors';
import { pagePlaceOf } from './page-place';
import { boxOfChars, pageLines } from './page-lines';

// Deliberately broad: a redaction search should rather show one match too many for review than miss one.
// Braces and commas belong to the address: papers write "{ann,bob}@example.org" for several people.
const PATTERNS = {
  email: /[\p{L}\p{N}._%+{},-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu,
  number: /[+(]?\d[\d\s().,/-]*\d|\d/g,
};

function patternOf({ mode, text }: FindTextQuery): RegExp {
  if (mode !== 'words') return new RegExp(PATTERNS[mode].source, PATTERNS[mode].flags);
  const escaped = text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(escaped, 'giu');
}

/** Reads the file and writes nothing: the matches are the facts. */
export const findText = implement(findTextOperation, async (job: EngineJob<FindTextQuery>, onProgress?: ProgressCallback): Promise<EngineResult<FindTextAnswer>> => {
  const query = job.settings;
  try {
    checkFindQuery(query);
  } catch (error) {
    throw error instanceof SettingsError ? new EngineError('bad-params', error.message) : error;
  }
  const file = await readNamedPdf(onlyFile(job));
  const pdf = await openWithMupdf(file, 0);
  const matches: TextMatch[] = [];
  let truncated = false;
  try {
    for (let index = 0; index < pdf.pageCount && !truncated; index += 1) {
      onProgress?.(index, pdf.pageCount);
      const page = pdf.doc.loadPage(index) as PDFPage;
      try {
        const place = pagePlaceOf(page);
        for (const line of pageLines(page)) {
          const joined = line.map(({ char }) => char).join('');
          for (const found of joined.matchAll(patternOf(query))) {
            // Characters are counted in UTF-16 units by the regex; a line holds one quad per code point.
            const start = [...joined.slice(0, found.index)].length;
            const chars = line.slice(start, start + [...found[0]].length);
            matches.push({ page: index + 1, text: found[0], box: boxOfChars(chars, place) });
            if (matches.length >= MAX_MATCHES) {
              truncated = true;
              break;
            }
          }
        }
      } finally {
        page.destroy();
      }
    }
    onProgress?.(pdf.pageCount, pdf.pageCount);
    return { outputs: [], facts: { matches, truncated } };
  } catch (error) {
    // MuPDF's own exception on a damaged object the repair could not mend: the file's fault, in words.
    throw codedPdfError(error, file.name, 0);
  } finally {
    pdf.doc.destroy();
  }
});
