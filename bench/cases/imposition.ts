// Imposition cases: the 117-page corpus file 4-up and as a booklet on A4, Folio's layout engine against
// pdfjam (LaTeX's pdfpages; Debian texlive-extra-utils). Without pdfjam the Folio rows stand alone.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { nupPdf } from '../../workers/engines/layout/n-up-pdf';
import { bookletPdf } from '../../workers/engines/layout/booklet-pdf';
import { defaultNupSettings } from '../../src/contract/n-up-pdf';
import { defaultBookletSettings } from '../../src/contract/booklet-pdf';
import type { EngineResult, NoFacts } from '../../src/contract/engine-job';
import { timeRuns, type Timing } from '../measure';
import { checkPdf, countPages, runTool, toolVersion } from '../pdf-tools';
import type { BenchRow, BenchSection } from '../results-writer';

const SOURCE = 'multipage-mixed-geotopo-117p.pdf';
const sourcePath = join(import.meta.dirname, '../../test/corpus', SOURCE);
// pdfjam runs pdflatex once per call (about as slow as a small LaTeX document): three timed runs suffice.
const PDFJAM_RUNS = 3;
const hasPdfjam = !spawnSync('pdfjam', ['--version']).error;

function row(tool: string, path: string, timing: Timing): BenchRow {
  const check = checkPdf(path);
  return { tool, timing, outputBytes: statSync(path).size, pages: countPages(path), check: check.verdict };
}

async function folioRow(workDir: string, name: string, run: () => Promise<EngineResult<NoFacts>>): Promise<BenchRow> {
  const { timing, result } = await timeRuns(run);
  const path = join(workDir, name);
  writeFileSync(path, result.outputs[0].data as Uint8Array);
  return row('Folio', path, timing);
}

async function pdfjamRow(workDir: string, name: string, args: string[]): Promise<BenchRow | undefined> {
  if (!hasPdfjam) return undefined;
  const path = join(workDir, name);
  const { timing } = await timeRuns(() => {
    const run = runTool('pdfjam', [...args, '--a4paper', '--outfile', path, sourcePath]);
    if (run.status !== 0) throw new Error(`pdfjam ${args.join(' ')} failed: ${run.stderr.slice(-500)}`);
  }, PDFJAM_RUNS);
  return row(`pdfjam ${args.join(' ')}`, path, timing);
}

function notes(): string[] {
  return [
    hasPdfjam ? `pdfjam ${toolVersion('pdfjam')} (pdfpages over pdflatex, TeX Live 2022); every output checked with qpdf --check, pages counted.`
      : 'pdfjam is not installed here (Debian texlive-extra-utils): no reference row.',
    'Folio is timed on bytes in memory (pdf-lib form XObjects); pdfjam reads and writes files and starts pdflatex each run.',
  ];
}

export async function benchImpositionNup(workDir: string): Promise<BenchSection> {
  const bytes = readFileSync(sourcePath);
  const settings = { ...defaultNupSettings, perSheet: '4' as const, sheet: 'a4' as const, orientation: 'portrait' as const, margin: 0, gutter: 0 };
  const folio = await folioRow(workDir, 'folio-4-up.pdf', () => nupPdf({ files: [{ name: SOURCE, data: bytes }], settings }));
  const pdfjam = await pdfjamRow(workDir, 'pdfjam-4-up.pdf', ['--nup', '2x2']);
  return {
    title: `N-up: ${SOURCE} (117 pages), 4 per A4 sheet`,
    description: 'Folio: `nupPdf` with 4 pages per sheet, A4 portrait, no margin or gap. Reference: `pdfjam --nup 2x2 --a4paper`.',
    reference: pdfjam ? pdfjam.tool : 'Folio',
    rows: pdfjam ? [folio, pdfjam] : [folio],
    notes: notes(),
  };
}

export async function benchImpositionBooklet(workDir: string): Promise<BenchSection> {
  const bytes = readFileSync(sourcePath);
  const settings = { ...defaultBookletSettings, sheet: 'a4' as const };
  const folio = await folioRow(workDir, 'folio-booklet.pdf', () => bookletPdf({ files: [{ name: SOURCE, data: bytes }], settings }));
  const pdfjam = await pdfjamRow(workDir, 'pdfjam-booklet.pdf', ['--booklet', 'true', '--landscape']);
  return {
    title: `Booklet: ${SOURCE} (117 pages, padded to 120), A4 landscape`,
    description: 'Folio: `bookletPdf`, saddle stitch, left binding, A4 landscape sides. Reference: `pdfjam --booklet true --landscape --a4paper`.',
    reference: pdfjam ? pdfjam.tool : 'Folio',
    rows: pdfjam ? [folio, pdfjam] : [folio],
    notes: notes(),
  };
}
