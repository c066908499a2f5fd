// Damaged PDFs through every PDF engine: each run must end in a result (after MuPDF's repair, when
// pdf-lib or MuPDF fail on the way) or in a coded error the user can read, never in a raw exception
// and never past a time limit. The mutations are seeded, so a failure names its seed and repeats.
// FUZZ_MUTATIONS=2000 runs more of them (the default keeps the suite under a minute).
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { EngineError } from '../../src/contract/errors';
import { corpusFile } from '../fixtures/corpus';
import { mutatePdf } from '../fixtures/fuzz/mutate-pdf';
import { engineRun, pdfEngineRuns, type EngineFamily, type EngineRun } from '../fixtures/fuzz/pdf-engine-runs';
import { regressionMutations } from '../fixtures/fuzz/regression-mutations';
import { collectJobNotices } from '../../workers/runtime/job-notices';
import { quietEngineRuns } from '../fixtures/fuzz/quiet-engine-runs';

const MUTATIONS = Number(process.env.FUZZ_MUTATIONS ?? 240);
const GHOSTSCRIPT_MUTATIONS = Math.max(8, Math.round(MUTATIONS / 10));
// OCR reads only the pages without text, so a damaged page that loses its text costs a recognition.
const OCR_MUTATIONS = Math.max(6, Math.round(MUTATIONS / 40));
const TIME_LIMIT_MS = 20_000;
const sources = ['pdfa-1b-01.pdf', 'multipage-outline-links-4p.pdf'].map(corpusFile);
const families: EngineFamily[] = ['pdf-lib', 'mupdf', 'pdfjs'];

type Outcome = 'result' | `error:${string}`;

/** Runs one engine on one damaged file; fails the test on a raw exception, a time-out or a non-PDF output. */
async function outcomeOf(engine: EngineRun, name: string, bytes: Uint8Array, label: string): Promise<Outcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: over ${TIME_LIMIT_MS} ms`)), TIME_LIMIT_MS);
  });
  try {
    const { value: outputs } = await Promise.race([collectJobNotices(() => engine.run({ name, bytes })), timeout]);
    for (const output of outputs) expect(new TextDecoder('latin1').decode(output.subarray(0, 5)), label).toBe('%PDF-');
    return 'result';
  } catch (error) {
    if (!(error instanceof EngineError)) throw new Error(`${label}: unhandled ${String(error)}`, { cause: error });
    expect(error.code, `${label}: ${error.message}`).not.toBe('engine-failed');
    return `error:${error.code}`;
  } finally {
    clearTimeout(timer);
  }
}

quietEngineRuns();

describe('damaged PDFs through every PDF engine', () => {
  it(`${MUTATIONS} seeded mutations each reach one engine of every family, and each ends in a result or a coded error`, async () => {
    const outcomes = new Map<string, number>();
    const perEngine = new Map<string, number>();
    for (let seed = 1; seed <= MUTATIONS; seed += 1) {
      const source = sources[seed % sources.length];
      const mutation = mutatePdf(source.bytes, seed);
      for (const family of families) {
        const members = pdfEngineRuns.filter((run) => run.family === family);
        // Turn by turn, so every engine of a family meets a share of the mutations.
        const engine = members[Math.floor(seed / sources.length) % members.length];
        const outcome = await outcomeOf(engine, source.name, mutation.bytes, `seed ${seed} (${mutation.kind} of ${source.name}) through ${engine.name}`);
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        perEngine.set(engine.name, (perEngine.get(engine.name) ?? 0) + 1);
      }
    }
    // The test must be able to fail: damage has to reach the engines, and most files still open.
    expect(outcomes.get('result') ?? 0).toBeGreaterThan(MUTATIONS / 2);
    expect(outcomes.get('error:corrupt') ?? 0).toBeGreaterThan(0);
    expect([...perEngine.keys()].sort()).toEqual(pdfEngineRuns.filter((run) => families.includes(run.family)).map((run) => run.name).sort());
  }, 600_000);

  it(`${GHOSTSCRIPT_MUTATIONS} seeded mutations through PDF/A (Ghostscript, slower: fewer) each end in a result or a coded error`, async () => {
    const [pdfa] = pdfEngineRuns.filter((run) => run.family === 'ghostscript');
    const outcomes = new Map<string, number>();
    for (let seed = 1; seed <= GHOSTSCRIPT_MUTATIONS; seed += 1) {
      const source = sources[seed % sources.length];
      const mutation = mutatePdf(source.bytes, seed * 7);
      const outcome = await outcomeOf(pdfa, source.name, mutation.bytes, `seed ${seed * 7} (${mutation.kind} of ${source.name}) through ${pdfa.name}`);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    expect(outcomes.get('result') ?? 0).toBeGreaterThan(GHOSTSCRIPT_MUTATIONS / 2);
  }, 600_000);

  it(`${OCR_MUTATIONS} seeded mutations through OCR (tesseract, slower still: fewer) each end in a result or a coded error`, async () => {
    const ocr = engineRun('ocr');
    const outcomes = new Map<string, number>();
    for (let seed = 1; seed <= OCR_MUTATIONS; seed += 1) {
      const source = sources[seed % sources.length];
      const mutation = mutatePdf(source.bytes, seed * 11);
      const outcome = await outcomeOf(ocr, source.name, mutation.bytes, `seed ${seed * 11} (${mutation.kind} of ${source.name}) through ${ocr.name}`);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    expect(outcomes.get('result') ?? 0).toBeGreaterThan(OCR_MUTATIONS / 2);
  }, 600_000);

  it('the mutations that once escaped as raw exceptions now end as recorded', async () => {
    for (const fixture of regressionMutations) {
      const { name, bytes: original } = corpusFile(fixture.source);
      const { bytes } = mutatePdf(original, fixture.seed);
      // The fixture is these exact bytes: a change to the mutator must not quietly change what is tested.
      expect(createHash('sha256').update(bytes).digest('hex'), `seed ${fixture.seed} of ${name}`).toBe(fixture.sha256);
      for (const [engine, expected] of Object.entries(fixture.outcomes)) {
        expect(await outcomeOf(engineRun(engine), name, bytes, `seed ${fixture.seed} of ${name} through ${engine}`), `${engine} on seed ${fixture.seed}`).toBe(expected);
      }
    }
  }, 300_000);
});
