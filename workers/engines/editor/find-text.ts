// Finds words or patterns (e-mail addresses, numbers) on every page with MuPDF's structured text,
// line by line, and answers each match's box in the editor's page coordinates.
import type { PDFPage } from 'mupdf';
import type { ProgressCallback } from '../../../src/contract/errors';
import { EngineError } from '../../../src/contract/errors';
import { checkFindQuery, findTextOperation, MAX_MATCHES, type FindTextAnswer, type FindTextQuery, type TextMatch } from '../../../src/contract/find-text';
import { SettingsError } from '../../../src/contract/setting-values';
import type { NamedPdf } from '../../../src/contract/named-pdf';
import { implement } from '../../runtime/operations';
import { openWithMupdf } from '../mupdf/open-mupdf';
import { pagePlaceOf } from './page-place';

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

interface LineChar { char: string; quad: number[] }

function pageLines(page: PDFPage): LineChar[][] {
  const lines: LineChar[][] = [];
  let line: LineChar[] = [];
  const text = page.toStructuredText('preserve-whitespace');
  try {
    text.walk({
      beginLine: () => { line = []; },
      onChar: (char, _origin, _font, _size, quad) => { line.push({ char, quad: [...quad] }); },
      endLine: () => { lines.push(line); },
    });
  } finally {
    text.destroy();
  }
  return lines;
}

export const findText = implement(findTextOperation, async ({ file, query }: { file: NamedPdf; query: FindTextQuery }, onProgress?: ProgressCallback): Promise<FindTextAnswer> => {
  try {
    checkFindQuery(query);
  } catch (error) {
    throw error instanceof SettingsError ? new EngineError('bad-params', error.message) : error;
  }
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
            const xs = chars.flatMap(({ quad }) => [quad[0], quad[2], quad[4], quad[6]]);
            const ys = chars.flatMap(({ quad }) => [quad[1], quad[3], quad[5], quad[7]]);
            const [x0, y0] = place.fromPage([Math.min(...xs), Math.min(...ys)]);
            const [x1, y1] = place.fromPage([Math.max(...xs), Math.max(...ys)]);
            matches.push({ page: index + 1, text: found[0], box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } });
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
    return { matches, truncated };
  } finally {
    pdf.doc.destroy();
  }
});
