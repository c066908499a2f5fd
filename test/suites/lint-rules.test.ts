// The house's import rules bite: files that break them on purpose are linted with the project's own
// config (eslint.config.js) and must be refused. If a rule is loosened by accident, these fail.
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function rulesBroken(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the import rules', () => {
  it('refuse a screen that imports a worker engine instead of calling the API', async () => {
    const broken = await rulesBroken(
      "import { zipFiles } from '../../../workers/engines/zip/zip-files';\nexport const probe = zipFiles;\n",
      'src/tools/merge-pdf/LintProbe.tsx',
    );
    expect(broken).toContainEqual(expect.stringMatching(/^boundaries\/dependencies: .*"tool".*"engine"/));
  });

  it('refuse one tool folder importing another', async () => {
    const broken = await rulesBroken(
      "import { SplitOptions } from '../split-pdf/SplitOptions';\nexport const probe = SplitOptions;\n",
      'src/tools/merge-pdf/LintProbe.tsx',
    );
    expect(broken).toContainEqual(expect.stringMatching(/^boundaries\/dependencies: .*"tool".*"tool"/));
  });

  it('refuse an engine that imports screen-side code', async () => {
    const broken = await rulesBroken(
      "import { formatBytes } from '../../../src/lib/format-bytes';\nexport const probe = formatBytes;\n",
      'workers/engines/zip/lint-probe.ts',
    );
    expect(broken).toContainEqual(expect.stringMatching(/^boundaries\/dependencies: .*"engine".*"lib"/));
  });

  it('refuse a contract module that reaches into the local API', async () => {
    const broken = await rulesBroken(
      "import { storeResult } from '../../mocks/result-store';\nexport const probe = storeResult;\n",
      'src/contract/lint-probe.ts',
    );
    expect(broken).toContainEqual(expect.stringMatching(/^boundaries\/dependencies: .*"contract".*"local-api"/));
  });

  it('refuse an engine folder that imports another engine it is not listed for', async () => {
    const broken = await rulesBroken(
      "import { openWithMupdf } from '../mupdf/open-mupdf';\nexport const probe = openWithMupdf;\n",
      'workers/engines/stamps/lint-probe.ts',
    );
    expect(broken).toContainEqual(expect.stringMatching(/^boundaries\/dependencies: .*"engine"/));
  });

  it('refuse a new engine folder that imports another engine before it is listed', async () => {
    const broken = await rulesBroken(
      "import { openWithMupdf } from '../mupdf/open-mupdf';\nexport const probe = openWithMupdf;\n",
      'workers/engines/lint-probe-engine/probe.ts',
    );
    expect(broken).toContainEqual(expect.stringMatching(/^boundaries\/dependencies: .*"engine"/));
  });

  it('let an engine use its own folder and the engines listed for it', async () => {
    const allowed = await rulesBroken(
      "import { openWithMupdf } from '../mupdf/open-mupdf';\nimport { shrinkFile } from './shrink-pdf';\nexport const probe = [openWithMupdf, shrinkFile];\n",
      'workers/engines/compress/lint-probe.ts',
    );
    expect(allowed.filter((message) => message.startsWith('boundaries/'))).toEqual([]);
  });

  it('refuse the worker runtime reaching into an engine (engines use the runtime, never the other way)', async () => {
    const broken = await rulesBroken(
      "import { splitPdf } from '../engines/pdf-lib/split-pdf';\nexport const probe = splitPdf;\n",
      'workers/runtime/lint-probe.ts',
    );
    expect(broken).toContainEqual(expect.stringMatching(/^boundaries\/dependencies: .*"worker-runtime".*"engine"/));
  });

  it('refuse a unit test that imports an end-to-end helper', async () => {
    const broken = await rulesBroken(
      "import { test } from '../../e2e/fixtures';\nexport const probe = test;\n",
      'mocks/handlers/lint-probe.test.ts',
    );
    expect(broken).toContainEqual(expect.stringMatching(/^boundaries\/dependencies: .*"unit-test".*"e2e"/));
  });

  it('refuse a build script that imports a screen component', async () => {
    const broken = await rulesBroken(
      "import { FileCard } from '../src/components/FileCard';\nexport const probe = FileCard;\n",
      'scripts/lint-probe.ts',
    );
    expect(broken).toContainEqual(expect.stringMatching(/^boundaries\/dependencies: .*"build-script".*"components"/));
  });

  describe('and import cycles', () => {
    const probes = ['src/contract/lint-probe-cycle-a.ts', 'src/contract/lint-probe-cycle-b.ts'];
    afterAll(() => probes.forEach((probe) => rmSync(`${root}${probe}`, { force: true })));

    it('refuse two modules that import each other', async () => {
      // no-cycle follows imports on disk, so the two modules are written for the length of this test.
      writeFileSync(`${root}${probes[0]}`, "import { b } from './lint-probe-cycle-b';\nexport const a = (): number => b() + 1;\n");
      writeFileSync(`${root}${probes[1]}`, "import { a } from './lint-probe-cycle-a';\nexport const b = (): number => a() - 1;\n");
      const [result] = await eslint.lintFiles([`${root}${probes[0]}`]);
      expect(result.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
    });
  });
});
