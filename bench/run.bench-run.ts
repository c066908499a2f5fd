// The bench runner (`npm run bench`). Each case is one test, so an engine error or a wrong output fails the run,
// while timings never do. RESULTS.md is rewritten only after a full, passing run: a failed or filtered (-t) run
// prints its sections but cannot replace good numbers with partial ones.
import { mkdirSync, mkdtempSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, it } from 'vitest';
import { describeMachine, renderResults, type BenchSection, type TableSection } from './results-writer';

interface BenchCase {
  name: string;
  /** One section, or several (e.g. one per input file). */
  run: (workDir: string) => Promise<BenchSection | TableSection | BenchSection[]>;
}

// Every function a file in cases/ exports whose name starts with `bench` is a case: a new case is a new
// export, and nothing here changes. They run in file order, then in the order of their exports.
const caseModules = import.meta.glob<Record<string, unknown>>('./cases/*.ts', { eager: true });
const cases: BenchCase[] = Object.keys(caseModules).sort().flatMap((file) => Object.entries(caseModules[file])
  .filter(([name, value]) => /^bench[A-Z]/.test(name) && typeof value === 'function')
  .map(([name, run]) => ({ name: caseName(name), run: run as BenchCase['run'] })));

/** benchCompressPhotoDocuments → 'compress photo documents'. */
function caseName(exportName: string): string {
  return exportName.slice('bench'.length).replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

let casesDone = 0;

const tmpRoot = fileURLToPath(new URL('./tmp/', import.meta.url));
const resultsPath = fileURLToPath(new URL('./RESULTS.md', import.meta.url));
const sections: Array<BenchSection | TableSection> = [];

for (const benchCase of cases) {
  it(benchCase.name, async () => {
    mkdirSync(tmpRoot, { recursive: true });
    // No spaces in the folder's name: some tools take paths as URLs (soffice's -env:UserInstallation hangs on one).
    const workDir = mkdtempSync(join(tmpRoot, `${benchCase.name.replace(/\s+/g, '-')}-`));
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
