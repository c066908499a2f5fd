// Merge case: a large, link-heavy real-world PDF joined with itself, Folio's pdf-lib engine against qpdf.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergePdfs } from '../../workers/engines/pdf-lib/merge-pdfs';
import { corpusDir } from '../../test/fixtures/corpus';
import { timeRuns } from '../measure';
import { checkPdf, countPages, pageCounterName, runQpdf, toolVersion, type PdfCheck } from '../pdf-tools';
import type { BenchSection } from '../results-writer';

const SOURCE = 'multipage-mixed-geotopo-117p.pdf';
const SOURCE_PAGES = 117;
const COPIES = 10;
const EXPECTED_PAGES = SOURCE_PAGES * COPIES;

export async function benchMerge(workDir: string): Promise<BenchSection> {
  const sourcePath = join(corpusDir, SOURCE);
  const bytes = new Uint8Array(readFileSync(sourcePath));
  // Distinct names because each one becomes a top-level bookmark in Folio's output.
  const files = Array.from({ length: COPIES }, (_, index) => ({ name: `geotopo-${index + 1}.pdf`, data: bytes }));

  const folio = await timeRuns(async () => (await mergePdfs({ files, settings: {} })).outputs[0]);
  expectPages('Folio (engine result)', folio.result.pages ?? 0);
  const folioPath = join(workDir, 'folio.pdf');
  writeFileSync(folioPath, folio.result.data as Uint8Array);

  const qpdfPath = join(workDir, 'qpdf.pdf');
  const qpdfArgs = ['--empty', '--pages', ...Array<string>(COPIES).fill(sourcePath), '--', qpdfPath];
  const qpdf = await timeRuns(() => runQpdf(qpdfArgs));

  // Like for like: ten distinct files, as Folio gets them from the browser, so qpdf cannot share resources.
  const copies = Array.from({ length: COPIES }, (_, index) => {
    const copyPath = join(workDir, `copy-${index + 1}.pdf`);
    writeFileSync(copyPath, bytes);
    return copyPath;
  });
  const qpdfDistinctPath = join(workDir, 'qpdf-distinct.pdf');
  const qpdfDistinct = await timeRuns(() => runQpdf(['--empty', '--pages', ...copies, '--', qpdfDistinctPath]));

  const outputs = [
    { tool: 'Folio', path: folioPath, timing: folio.timing },
    { tool: 'qpdf', path: qpdfPath, timing: qpdf.timing },
    { tool: `qpdf, ${COPIES} distinct files`, path: qpdfDistinctPath, timing: qpdfDistinct.timing },
  ].map((output) => {
    const pages = countPages(output.path);
    expectPages(output.tool, pages);
    return { ...output, pages, outputBytes: readFileSync(output.path).byteLength, check: checkPdf(output.path) };
  });

  return {
    title: `Merge: ${SOURCE} × ${COPIES} (${EXPECTED_PAGES} pages)`,
    description:
      `\`${SOURCE}\` (${SOURCE_PAGES} pages, ${bytes.byteLength.toLocaleString('en-US')} B; figures, images and 509 link annotations) ` +
      `merged with itself ${COPIES} times. Folio: \`mergePdfs\` (pdf-lib), which also inlines named destinations, ` +
      `adds one bookmark per file and saves with object streams. Reference: \`qpdf --empty --pages <copy 1> … <copy ${COPIES}> -- out.pdf\` ` +
      `on ten distinct copies of the file; also shown, qpdf given the one file ${COPIES} times.`,
    // Like for like: qpdf given ten distinct files, as Folio is. The row with one file named ten times is a floor.
    reference: `qpdf, ${COPIES} distinct files`,
    rows: outputs.map(({ tool, timing, outputBytes, pages, check }) => ({ tool, timing, outputBytes, pages, check: check.verdict })),
    notes: [
      `${toolVersion('qpdf')}; pages counted with ${pageCounterName}.`,
      'qpdf opens a file named several times only once, so its output shares one set of fonts and images across the ' +
        `${COPIES} copies; Folio gets ${COPIES} separate files, as from the browser, and copies each one's resources. ` +
        'That, not compression, is most of the size gap; the third row gives qpdf ten distinct files, as Folio gets them, and is the reference.',
      ...outputs.flatMap(({ tool, check }) => warningNotes(tool, check)),
    ],
  };
}

function expectPages(tool: string, pages: number): void {
  if (pages !== EXPECTED_PAGES) throw new Error(`${tool}: merged output has ${pages} pages, expected ${EXPECTED_PAGES}`);
}

// The warnings themselves, not just their count, so a new kind of warning in our output is seen in review.
function warningNotes(tool: string, check: PdfCheck): string[] {
  const shown = check.warnings.slice(0, 3).map((warning) => `${tool} output, qpdf --check: \`${warning.replace(/^WARNING: [^:]*: /, '')}\``);
  const hidden = check.warnings.length - shown.length;
  return hidden > 0 ? [...shown, `${tool} output: ${hidden} more qpdf --check warnings.`] : shown;
}
