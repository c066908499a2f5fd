import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lyingCountPdf } from '../../../test/fixtures/lying-count';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';
import { addPageNumbers } from '../stamps/add-page-numbers';
import { defaultPageNumberSettings } from '../../../src/contract/add-page-numbers';
import { defaultCompressSettings } from '../../../src/contract/compress-pdf';
import { noSettings } from '../../../src/contract/api-call';
import { compressPdf } from '../compress/compress-pdf';
import { mergePdfs } from './merge-pdfs';
import { fileBytes } from '../../../src/contract/named-file';
import type { OutputFile } from '../../../src/contract/engine-job';

function qpdfPages(bytes: Uint8Array): string {
  const path = join(mkdtempSync(join(tmpdir(), 'count-')), 'out.pdf');
  writeFileSync(path, bytes);
  return execFileSync('qpdf', ['--show-npages', path], { encoding: 'utf8' }).trim();
}

async function pagesOf(output: OutputFile): Promise<string> {
  return qpdfPages(await fileBytes(output));
}

function countClaims(bytes: Uint8Array): string[] {
  return [...new TextDecoder('latin1').decode(bytes).matchAll(/\/Count (\d+)/g)].map((match) => match[1]);
}

describe('a page tree that lies about its page count', () => {
  it('is never copied into an output: the count is the pages the tree holds', async () => {
    const file = await lyingCountPdf();
    expect(countClaims(file.bytes)).toEqual(['9999999999']);
    const [numbered] = (await addPageNumbers(jobOf(file, defaultPageNumberSettings))).outputs;
    const bytes = outputBytes(numbered);
    expect(numbered.pages).toBe(1);
    const path = join(mkdtempSync(join(tmpdir(), 'count-')), 'numbered.pdf');
    writeFileSync(path, bytes);
    expect(execFileSync('qpdf', ['--show-npages', path], { encoding: 'utf8' }).trim()).toBe('1');
    expect(execFileSync('pdfinfo', [path], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n/);
  });

  it('is not passed on by MuPDF\'s tools (compress) or by merge', async () => {
    const file = await lyingCountPdf();
    expect(await pagesOf((await compressPdf(jobOf(file, defaultCompressSettings))).outputs[0])).toBe('1');
    expect(await pagesOf((await mergePdfs(jobOf([file, file], noSettings))).outputs[0])).toBe('2');
  });
});
