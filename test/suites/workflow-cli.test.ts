// The workflow command (npm run workflow) as a person runs it: a workflow file exported from the page, a
// folder of PDFs, a folder for the results; checked with poppler, an independent reader.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { workflowJson, type Workflow } from '../../src/contract/workflow';
import { findWorkflowStep } from '../../src/contract/workflow-catalog';
import { popplerPageTexts, popplerWords } from '../readers/poppler-readers';

const run = promisify(execFile);
const corpus = (name: string) => join('test', 'corpus', name);

async function folderWith(files: string[]): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'folio-workflow-'));
  await mkdir(join(folder, 'in'));
  for (const file of files) await copyFile(corpus(file), join(folder, 'in', file));
  return folder;
}

async function runCommand(folder: string, workflow: Workflow | string): Promise<{ code: number; log: string }> {
  await writeFile(join(folder, 'flow.json'), typeof workflow === 'string' ? workflow : workflowJson(workflow, findWorkflowStep));
  try {
    const { stderr } = await run('node', ['cli/workflow.mjs', join(folder, 'flow.json'), join(folder, 'in'), join(folder, 'out')]);
    return { code: 0, log: stderr };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, log: failed.stderr };
  }
}

const numbered: Workflow = {
  name: 'Bundle',
  steps: [
    { step: 'repair-pdf', settings: {}, enabled: true },
    { step: 'compress-pdf', settings: { level: 'high', grayscale: false }, enabled: true },
    { step: 'rotate-pdf', settings: {}, enabled: false },
    { step: 'merge-pdf', settings: {}, enabled: true },
    { step: 'add-page-numbers', settings: { position: 'bottom', alignment: 'center', format: 'number' }, enabled: true },
    { step: 'add-watermark', settings: { text: 'DRAFT COPY', position: 'center' }, enabled: true },
  ],
};

describe('npm run workflow', () => {
  it('runs a folder of three PDFs through repair, compress, merge, page numbers and a watermark into one numbered, marked PDF', async () => {
    const folder = await folderWith(['multipage-outline-links-4p.pdf', 'broken-xref-01.pdf', 'report-sidebar-libreoffice.pdf']);
    const { code, log } = await runCommand(folder, numbered);
    expect(code, log).toBe(0);
    expect(log).toContain('File 2 of 3 · Step 2 of 5: Compress PDF');
    expect(log).toContain('File 1 of 1 · Step 4 of 5: Add Page Numbers');
    expect(await readdir(join(folder, 'out'))).toEqual(['merged-numbered-watermarked.pdf']);
    const merged = new Uint8Array(await readFile(join(folder, 'out', 'merged-numbered-watermarked.pdf')));
    const pageCount = popplerPageTexts(merged).length;
    // The three files' pages (4 + 1 + 3), each numbered at its foot: the lowest word on the page.
    expect(pageCount).toBe(8);
    for (let page = 1; page <= pageCount; page++) {
      const words = popplerWords(merged, page);
      const lowest = words.reduce((low, word) => (word.yMax > low.yMax ? word : low));
      expect(lowest.text).toBe(String(page));
      expect(words.map((word) => word.text).join(' ')).toContain('DRAFT COPY');
    }
  }, 120_000);

  it('stops only the file that fails, naming its step and why; the others are written', async () => {
    const folder = await folderWith(['multipage-outline-links-4p.pdf', 'encrypted-userpw-01.pdf']);
    const { code, log } = await runCommand(folder, { name: 'Smaller', steps: [numbered.steps[1]] });
    expect(code).toBe(1);
    expect(log).toMatch(/Failed encrypted-userpw-01\.pdf: step 1 \(Compress PDF\): .*password/i);
    expect(await readdir(join(folder, 'out'))).toEqual(['multipage-outline-links-4p-compressed.pdf']);
  }, 120_000);

  it('removes the same pages of every file, and stops a file the step cannot take them from, naming the step', async () => {
    const folder = await folderWith(['multipage-outline-links-4p.pdf', 'pdfa-1b-01.pdf']);
    const { code, log } = await runCommand(folder, { name: 'Trim', steps: [{ step: 'remove-pages', settings: { pages: '2-3' }, enabled: true }] });
    expect(code).toBe(1);
    expect(log).toMatch(/Failed pdfa-1b-01\.pdf: step 1 \(Remove pages\): /);
    const [output] = await readdir(join(folder, 'out'));
    expect(popplerPageTexts(new Uint8Array(await readFile(join(folder, 'out', output))))).toHaveLength(2);
  }, 120_000);

  it('refuses a workflow it cannot read, and one whose step takes other files, before reading any file', async () => {
    const folder = await folderWith(['multipage-outline-links-4p.pdf']);
    const newer = await runCommand(folder, JSON.stringify({ format: 'urn:folio:workflow', version: 9, steps: [] }));
    expect([newer.code, newer.log]).toEqual([2, expect.stringContaining('newer version of Folio')]);
    const mismatched = await runCommand(folder, { name: 'x', steps: [numbered.steps[1], { step: 'images-to-pdf', settings: {}, enabled: true }] });
    expect([mismatched.code, mismatched.log]).toEqual([2, expect.stringContaining('Step 2 (JPG to PDF) takes image files, but gets pdf files.')]);
  }, 120_000);
});
