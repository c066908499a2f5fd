// Page trees as real-world files break them, made small (test/fixtures): a tree that lists itself
// among its kids, and one that claims 9,999,999,999 pages for one. Every engine family counts the
// pages the tree really holds, and no output carries the defect on.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageTreeCyclePdf } from '../fixtures/page-tree-cycle';
import { lyingCountPdf } from '../fixtures/lying-count';
import { jobOf } from '../fixtures/engine-job';
import { fileBytes } from '../../src/contract/named-file';
import { defaultPageNumberSettings } from '../../src/contract/add-page-numbers';
import { defaultCompressSettings } from '../../src/contract/compress-pdf';
import type { EngineResult } from '../../src/contract/engine-job';
import { addPageNumbers } from '../../workers/engines/stamps/add-page-numbers';
import { compressPdf } from '../../workers/engines/compress/compress-pdf';
import { convertToPdfa } from '../../workers/engines/ghostscript/convert-to-pdfa';

type Fixture = () => Promise<{ name: string; bytes: Uint8Array }>;
const engines: Array<[string, (file: { name: string; bytes: Uint8Array }) => Promise<EngineResult<unknown>>]> = [
  ['page numbers (pdf-lib)', (file) => addPageNumbers(jobOf(file, defaultPageNumberSettings))],
  ['compress (MuPDF)', (file) => compressPdf(jobOf(file, defaultCompressSettings))],
  ['PDF/A (Ghostscript)', (file) => convertToPdfa(jobOf(file, { level: '2b' }))],
];
const fixtures: Array<[string, Fixture, number]> = [['a tree that lists itself', pageTreeCyclePdf, 2], ['a tree that claims 9,999,999,999 pages', lyingCountPdf, 1]];

async function qpdfPages(bytes: Uint8Array): Promise<number> {
  const path = join(mkdtempSync(join(tmpdir(), 'tree-')), 'out.pdf');
  writeFileSync(path, bytes);
  return Number(execFileSync('qpdf', ['--show-npages', path], { encoding: 'utf8' }).trim());
}

describe.each(fixtures)('%s', (_, fixture, pages) => {
  it.each(engines)('%s gives the pages it holds, and qpdf counts the same in the output', async (__, run) => {
    const { outputs } = await run(await fixture());
    expect(outputs[0].pages).toBe(pages);
    expect(await qpdfPages(await fileBytes(outputs[0]))).toBe(pages);
  }, 60_000);
});
