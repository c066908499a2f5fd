import type { PDFDocument } from 'pdf-lib';
import type { ProgressCallback } from '../../../src/contract/errors';
import { pdfOutput, type OutputFile } from '../../../src/contract/engine-job';
import { pagesFileName, uniqueFileNames } from '../../../src/contract/output-names';
import { savePageSubset } from './page-subset';
import { pageObjectOwners } from './page-aware-copier';

interface SizeParts {
  outputs: OutputFile[];
  /** Parts (0-based) that are one page larger than the limit on its own. */
  overLimitParts: number[];
}

interface SavedRun {
  /** 0-based last page of the run. */
  end: number;
  bytes: Uint8Array;
}

// Saves are the cost here; aim a little under the limit so the first guess of a part usually fits.
const AIM = 0.97;
// After this many guesses from the measured sizes, halve the interval: a part never takes more than ~log2(n) further saves.
const GUESSES = 3;

/**
 * Parts of consecutive pages, each as large as fits in `limit` bytes, measured by saving it: the size
 * of a part is not the sum of its pages (fonts and images are shared), so only a save tells. A part's
 * first guess comes from the last part's bytes per page; the next from what one more page added
 * (the last two saves), aimed at the limit; then it closes in between the longest run that fit and the
 * shortest that did not. With good guesses a part costs two or three saves (the last is the one
 * that shows one more page would not fit). A page larger than the limit on its own is a part of its
 * own (pages are never split) and reported.
 */
export async function splitBySize(source: PDFDocument, fileName: string, sourceSize: number, limit: number, creator: string, onProgress?: ProgressCallback): Promise<SizeParts> {
  const pageCount = source.getPageCount();
  const owners = pageObjectOwners(source);
  const save = (first: number, end: number) => savePageSubset(source, range(first, end), { creator, owners });
  let bytesPerPage = sourceSize / pageCount;
  // What one more page adds: less than bytesPerPage, which carries the part's shared fonts and images.
  let bytesPerMorePage = bytesPerPage;
  const parts: Array<{ pages: number[]; bytes: Uint8Array; overLimit: boolean }> = [];
  for (let first = 0; first < pageCount;) {
    let fits: SavedRun | undefined;
    let single: Uint8Array | undefined;
    let last: SavedRun | undefined;
    // The shortest run known to be too large ends at `tooLarge` (pageCount: none known yet).
    let tooLarge = pageCount;
    for (let guesses = 0; tooLarge - (fits?.end ?? first - 1) > 1; guesses += 1) {
      const lowest = (fits?.end ?? first - 1) + 1;
      const highest = tooLarge - 1;
      const aimed = guesses >= GUESSES ? Math.floor((lowest + highest) / 2)
        : last ? last.end + Math.floor((limit - last.bytes.length) / bytesPerMorePage)
          : first - 1 + Math.floor((limit * AIM) / bytesPerPage);
      const end = Math.min(highest, Math.max(lowest, aimed));
      const bytes = await save(first, end);
      if (last && end !== last.end && bytes.length > last.bytes.length) bytesPerMorePage = (bytes.length - last.bytes.length) / (end - last.end);
      last = { end, bytes };
      if (bytes.length <= limit) fits = last;
      else {
        tooLarge = end;
        if (end === first) single = bytes;
      }
    }
    const run = fits ?? { end: first, bytes: single! };
    bytesPerPage = run.bytes.length / (run.end - first + 1);
    parts.push({ pages: range(first, run.end).map((index) => index + 1), bytes: run.bytes, overLimit: !fits });
    first = run.end + 1;
    onProgress?.(first, pageCount);
  }
  const names = uniqueFileNames(parts.map(({ pages }) => pagesFileName(fileName, pages)));
  return {
    outputs: parts.map(({ pages, bytes }, index) => pdfOutput(names[index], bytes, pages.length)),
    overLimitParts: parts.flatMap(({ overLimit }, index) => (overLimit ? [index] : [])),
  };
}

/** 0-based indices first..end, inclusive. */
function range(first: number, end: number): number[] {
  return Array.from({ length: end - first + 1 }, (_, offset) => first + offset);
}
