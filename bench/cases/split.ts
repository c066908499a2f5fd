// Split case: a generated 500-page PDF split into one file per page, Folio's pdf-lib engine against qpdf --split-pages.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitPdf } from '../../workers/engines/pdf-lib/split-pdf';
import { generatedPdfBytes } from '../../test/fixtures/generated-pdf';
import { timeRuns } from '../measure';
import { checkPdf, countPages, runQpdf, toolVersion } from '../pdf-tools';
import type { BenchSection } from '../results-writer';

const PAGES = 500;
const SOURCE = `generated-${PAGES}p.pdf`;

export async function benchSplit(workDir: string): Promise<BenchSection> {
  const bytes = await generatedPdfBytes(PAGES);
  const sourcePath = join(workDir, SOURCE);
  writeFileSync(sourcePath, bytes);

  const folio = await timeRuns(() => splitPdf({ files: [{ name: SOURCE, data: bytes }], settings: { mode: 'every', range: '', every: 1 } }));
  const folioDir = join(workDir, 'folio');
  mkdirSync(folioDir);
  const folioPaths = folio.result.outputs.map((part) => {
    const path = join(folioDir, part.name);
    writeFileSync(path, part.data as Uint8Array);
    return path;
  });

  const qpdfDir = join(workDir, 'qpdf');
  mkdirSync(qpdfDir);
  const qpdf = await timeRuns(() => runQpdf(['--split-pages', sourcePath, join(qpdfDir, 'page-%d.pdf')]));
  const qpdfPaths = readdirSync(qpdfDir).sort().map((name) => join(qpdfDir, name));

  const outputs = [
    { tool: 'Folio', paths: folioPaths, timing: folio.timing },
    { tool: 'qpdf --split-pages', paths: qpdfPaths, timing: qpdf.timing },
  ].map((output) => {
    if (output.paths.length !== PAGES) throw new Error(`${output.tool}: ${output.paths.length} files, expected ${PAGES}`);
    // Every file is counted; a sample of them (first, middle, last) is checked for structure.
    const pages = output.paths.reduce((sum, path) => sum + countPages(path), 0);
    if (pages !== PAGES) throw new Error(`${output.tool}: ${pages} pages in all, expected ${PAGES}`);
    const sample = [0, PAGES / 2, PAGES - 1].map((index) => checkPdf(output.paths[index]));
    const verdicts = [...new Set(sample.map((check) => check.verdict))].join(', ');
    const outputBytes = output.paths.reduce((sum, path) => sum + statSync(path).size, 0);
    return { tool: output.tool, timing: output.timing, outputBytes, pages, check: `${verdicts} (3 sampled)` };
  });
  const folioFirst = readFileSync(folioPaths[0]).byteLength;

  return {
    title: `Split: a generated ${PAGES}-page PDF, every 1 page (${PAGES} files)`,
    description:
      `A ${PAGES}-page PDF generated with pdf-lib (${bytes.byteLength.toLocaleString('en-US')} B; Helvetica text on every page) split into ` +
      `one file per page. Folio: \`splitPdf\` with mode every, 1 (pdf-lib; links, annotations and form fields of each page kept, ` +
      `object streams). Reference: \`qpdf --split-pages in.pdf page-%d.pdf\`. Output size and pages are totals over the ${PAGES} files.`,
    reference: 'qpdf --split-pages',
    rows: outputs,
    notes: [
      `${toolVersion('qpdf')}; every output file's pages counted with pdfinfo, qpdf --check on the first, middle and last file.`,
      `Folio is timed on bytes in memory and keeps its ${PAGES} files in memory; qpdf writes ${PAGES} files to disk. ` +
        `One Folio file is ${folioFirst.toLocaleString('en-US')} B: each file is a complete PDF with its own copy of its page's resources.`,
    ],
  };
}
