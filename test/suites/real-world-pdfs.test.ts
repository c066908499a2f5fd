// Real-world PDFs, made by another PDF project for its own tests (test/real-world/: qpdf's test
// suite, many of them deliberately odd or damaged), through every PDF engine. Each run must end in a
// result or a coded error; a written PDF must pass `qpdf --check` and keep the pages qpdf counts in
// the input; a file qpdf reads without a password is never called encrypted, and one qpdf reads
// without a single warning is never called damaged.
// By default each file meets one engine of each family in turn (about half a minute);
// REAL_WORLD_PDFS=all runs every engine on every file, REAL_WORLD_TURN=<n> the default run with each file's
// next engines, REAL_WORLD_ONLY=qpdf/a.pdf,qpdf/b.pdf only those files, REAL_WORLD_LOG=<file> notes each run as it starts.
import { describe, expect, it } from 'vitest';
import { appendFileSync } from 'node:fs';
import { EngineError } from '../../src/contract/errors';
import { pdfEngineRuns, type EngineRun } from '../fixtures/fuzz/pdf-engine-runs';
import { qpdfPages, realWorldPdfs } from '../fixtures/real-world-pdfs';
import { qpdfRun } from '../readers/poppler-readers';
import { collectJobNotices } from '../../workers/runtime/job-notices';
import { quietEngineRuns } from '../fixtures/fuzz/quiet-engine-runs';

const EVERY_ENGINE = process.env.REAL_WORLD_PDFS === 'all';
const LOG = process.env.REAL_WORLD_LOG;
const ONLY = process.env.REAL_WORLD_ONLY?.split(',');
// Which engine of each family a file meets in the default run: REAL_WORLD_TURN=1, 2, … gives each file the next.
const TURN = Number(process.env.REAL_WORLD_TURN ?? 0);
const files = realWorldPdfs(ONLY);

interface Finding {
  label: string;
  problem: string;
}

/** The engines one file meets: every one, or in the default run one per family, chosen by the file's place. */
function enginesFor(index: number): EngineRun[] {
  if (EVERY_ENGINE) return pdfEngineRuns;
  const families = [...new Set(pdfEngineRuns.map((run) => run.family))];
  return families.flatMap((family) => {
    const members = pdfEngineRuns.filter((run) => run.family === family);
    // Ghostscript and OCR are slow: a tenth of the files each.
    if (family === 'ghostscript' && index % 10 !== 0) return [];
    if (family === 'tesseract' && index % 10 !== 5) return [];
    return [members[(index + TURN) % members.length]];
  });
}

/** What qpdf says of an output: it reads it (status 0, or 3 for warnings) and counts its pages. */
function qpdfCheck(bytes: Uint8Array, password?: string): { readable: boolean; pages?: number; message: string } {
  const passwordArgs = password ? [`--password=${password}`] : [];
  const check = qpdfRun(bytes, ['--check', ...passwordArgs]);
  const readable = check.status === 0 || check.status === 3;
  // Pages are counted even when a stream does not decode: the page tree reads all the same.
  return { readable, pages: qpdfPages(bytes, password), message: readable ? '' : check.output.split('\n').filter((line) => /^(WARNING|ERROR)/.test(line)).join('\n') };
}

async function findingsOf(engine: EngineRun, file: (typeof files)[number]): Promise<Finding[]> {
  const label = `${file.name} through ${engine.name}`;
  if (LOG) appendFileSync(LOG, `${label}\n`);
  const { qpdf } = file;
  try {
    const { value: outputs } = await collectJobNotices(() => engine.run({ name: file.name, bytes: file.bytes }));
    const findings: Finding[] = [];
    for (const [index, output] of outputs.entries()) {
      const check = qpdfCheck(output, engine.password);
      // A file qpdf already finds in error (a content stream that does not decode) may pass it on.
      const inherited = !qpdf.checks || (qpdf.undecodableStream && /^(WARNING: [^\n]*(error decoding stream data|re-processed without filtering)[^\n]*\s*)+$/.test(check.message));
      if (!check.readable && !inherited) findings.push({ label, problem: `output ${index + 1} fails qpdf --check: ${check.message}` });
      // Where qpdf finds no page tree at all (0 pages), pages recovered from the file's page objects are welcome.
      else if (engine.keepsPages && qpdf.pages !== undefined && check.pages !== qpdf.pages && !(qpdf.pages === 0 && (check.pages ?? 0) > 0)) {
        findings.push({ label, problem: `output has ${check.pages} pages, qpdf counts ${qpdf.pages} in the input` });
      }
    }
    return findings;
  } catch (error) {
    if (!(error instanceof EngineError)) return [{ label, problem: `unhandled ${String(error)}` }];
    if (error.code === 'engine-failed') return [{ label, problem: `engine-failed: ${error.message}` }];
    // qpdf's reading of a damaged file can lose its trailer's /Encrypt (pdf.js's issue15893_reduced.pdf): only
    // a file qpdf reads as it stands is known to need no password.
    if ((error.code === 'encrypted' || error.code === 'wrong-password') && qpdf.pages !== undefined && !qpdf.encrypted && !qpdf.damaged) {
      return [{ label, problem: `called ${error.code}, but qpdf reads it without a password` }];
    }
    // A sound file with no page at all is refused, in those words.
    if (error.code === 'corrupt' && qpdf.clean && !(qpdf.pages === 0 && error.message.includes('has no pages'))) {
      return [{ label, problem: `called corrupt, but qpdf --check reads it clean: ${error.message}` }];
    }
    return [];
  }
}

quietEngineRuns();

describe('real-world PDFs from another project\'s test suite', () => {
  it(`${files.length} files, ${EVERY_ENGINE ? 'every engine' : 'one engine of each family in turn'}: results or coded errors, sound outputs`, async () => {
    if (!ONLY) expect(files.length).toBeGreaterThanOrEqual(200);
    const findings: Finding[] = [];
    let runs = 0;
    for (const [index, file] of files.entries()) {
      for (const engine of enginesFor(index)) {
        findings.push(...(await findingsOf(engine, file)));
        runs += 1;
      }
    }
    expect(runs).toBeGreaterThanOrEqual(files.length * 2);
    expect(findings.map(({ label, problem }) => `${label}: ${problem}`)).toEqual([]);
  }, EVERY_ENGINE ? 7_200_000 : 600_000);
});
