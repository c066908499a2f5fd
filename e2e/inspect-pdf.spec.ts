import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test, expect, chooseFiles, corpus, download } from './fixtures';

test('reports what a PDF is made of, as pdffonts and pdfinfo see it, and exports it as JSON', async ({ page }) => {
  const paper = corpus('multipage-text-tracemonkey-14p.pdf');
  const fonts = execFileSync('pdffonts', [paper], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean).map((line) => line.split(/\s+/)[0]);
  await page.goto('/inspect-pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Inspect PDF' })).toBeVisible();
  await chooseFiles(page, [paper]);
  const report = page.getByTestId('pdf-report');
  // The first MuPDF job of a visit loads its WebAssembly first.
  await expect(report).toBeVisible({ timeout: 45_000 });
  await expect(report.getByRole('heading', { name: /^Fonts/ })).toHaveText(`Fonts (${fonts.length})`);
  await expect(report.getByRole('heading', { name: /^Pages/ })).toHaveText('Pages (14)');
  await expect(page.getByTestId('report-fonts')).toContainText(fonts[0]);
  await expect(report).toContainText(/PDF version\s*1\.4/);

  const { path, filename } = await download(page, 'Download the report (JSON)');
  expect(filename).toBe('multipage-text-tracemonkey-14p-report.json');
  const document = JSON.parse(readFileSync(path, 'utf8'));
  expect(document.$schema).toBe('urn:folio:pdf-data:1');
  expect(document.file).toMatchObject({ name: 'multipage-text-tracemonkey-14p.pdf', pageCount: 14, pdfVersion: 'PDF 1.4', encrypted: false });
  expect(document.report.fonts.map((font: { name: string }) => font.name).sort()).toEqual([...fonts].sort());
});
