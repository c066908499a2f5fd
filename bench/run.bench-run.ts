// The bench runner (`npm run bench`). Each case is one test, so an engine error or a wrong output fails the run,
// while timings never do. RESULTS.md is rewritten only after a full, passing run: a failed or filtered (-t) run
// prints its sections but cannot replace good numbers with partial ones.
import { mkdirSync, mkdtempSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, it } from 'vitest';
import { benchMerge } from './cases/merge';
import { benchSplit } from './cases/split';
import { benchPageNumbers, benchWatermark } from './cases/stamps';
import { benchBackgroundRemoval } from './cases/background-removal';
import { benchCompress, benchCompressPhotoDocuments } from './cases/compress';
import { benchCompressInBrowser } from './cases/compress-browser';
import { benchLighthouse } from './cases/lighthouse';
import { benchPdfToImages } from './cases/pdf-to-images';
import { benchOcr } from './cases/ocr';
import { benchPdfa } from './cases/pdfa';
import { benchImagesToPdf, benchOfficeToPdf } from './cases/convert-to-pdf';
import { benchEditPdfInBrowser } from './cases/edit-pdf-browser';
import { benchScanner } from './cases/scanner';
import { describeMachine, renderResults, type BenchSection, type TableSection } from './results-writer';

interface BenchCase {
  name: string;
  /** One section, or several (e.g. one per input file). */
  run: (workDir: string) => Promise<BenchSection | TableSection | BenchSection[]>;
}

const cases: BenchCase[] = [
  { name: 'merge', run: benchMerge },
  { name: 'split', run: benchSplit },
  { name: 'page numbers', run: benchPageNumbers },
  { name: 'watermark', run: benchWatermark },
  { name: 'compress', run: benchCompress },
  { name: 'compress photo documents', run: benchCompressPhotoDocuments },
  { name: 'compress-in-browser', run: benchCompressInBrowser },
  { name: 'background-removal', run: benchBackgroundRemoval },
  { name: 'pdf-to-images', run: benchPdfToImages },
  { name: 'ocr', run: benchOcr },
  { name: 'pdfa', run: benchPdfa },
  { name: 'images-to-pdf', run: benchImagesToPdf },
  { name: 'office-to-pdf', run: benchOfficeToPdf },
  { name: 'edit-pdf-in-browser', run: benchEditPdfInBrowser },
  { name: 'scanner', run: benchScanner },
  { name: 'lighthouse', run: benchLighthouse },
];
let casesDone = 0;

const tmpRoot = fileURLToPath(new URL('./tmp/', import.meta.url));
const resultsPath = fileURLToPath(new URL('./RESULTS.md', import.meta.url));
const sections: Array<BenchSection | TableSection> = [];

for (const benchCase of cases) {
  it(benchCase.name, async () => {
    mkdirSync(tmpRoot, { recursive: true });
    const workDir = mkdtempSync(join(tmpRoot, `${benchCase.name}-`));
    try {
      sections.push(...[await benchCase.run(workDir)].flat());
      casesDone += 1;
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  });
}

afterAll(() => {
  removeTmpRootIfEmpty();
  if (sections.length === 0) return;
  const markdown = renderResults(sections, describeMachine());
  console.log(markdown);
  if (casesDone === cases.length) {
    writeFileSync(resultsPath, markdown);
    console.log(`Wrote ${resultsPath}`);
  } else {
    console.log(`Not writing RESULTS.md: ${casesDone} of ${cases.length} cases produced results.`);
  }
});

function removeTmpRootIfEmpty(): void {
  try {
    rmdirSync(tmpRoot);
  } catch {
    // Not empty or never created: something else lives there, leave it alone.
  }
}
