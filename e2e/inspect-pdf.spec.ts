import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { test, expect, chooseFiles, corpus, download } from './fixtures';
import { riskyPdfBytes } from '../test/fixtures/risky-pdf';
import { layeredPdfBytes } from '../test/fixtures/layered-pdf';

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

test('sets several PDFs side by side and shows each one’s whole report, a long image list a screenful at a time', async ({ page }, testInfo) => {
  const risky = testInfo.outputPath('risky.pdf');
  writeFileSync(risky, await riskyPdfBytes());
  const layered = testInfo.outputPath('layered.pdf');
  writeFileSync(layered, await layeredPdfBytes());
  const inline = corpus('qpdf-inline-images.pdf');
  const listed = execFileSync('pdfimages', ['-list', inline], { encoding: 'utf8' }).split('\n').filter((line) => / image /.test(line)).length;
  await page.goto('/inspect-pdf');
  await chooseFiles(page, [risky, layered, inline]);
  const rows = page.getByTestId('overview-row');
  await expect(rows).toHaveCount(3);
  // Version, pages, fonts, images, scripts, attached files, hidden layers.
  await expect(rows.nth(0)).toHaveText(/risky\.pdf\s*1\.7\s*1\s*1\s*0\s*3\s*1\s*0/, { timeout: 45_000 });
  await expect(rows.nth(1)).toHaveText(/layered\.pdf\s*1\.7\s*1\s*1\s*0\s*0\s*0\s*3/);
  await expect(rows.nth(2)).toContainText(`${listed}`, { timeout: 45_000 });

  await page.getByRole('button', { name: 'layered.pdf', exact: true }).click();
  await expect(page.getByTestId('shown-report').getByRole('heading', { name: 'Report of layered.pdf' })).toBeVisible();
  await expect(page.getByTestId('pdf-report')).toContainText('Draft notes');

  await page.getByRole('button', { name: 'qpdf-inline-images.pdf', exact: true }).click();
  const images = page.getByTestId('report-images');
  await expect(images.getByRole('heading')).toHaveText(`Images (${listed})`);
  expect(await images.locator('tbody tr').count()).toBeLessThan(60);
  // Image objects come first; the inline ones follow, at the end of the list.
  await images.locator('div').first().evaluate((view) => { view.scrollTop = view.scrollHeight; });
  await expect(images.locator('tbody tr').last()).toContainText('In the page (inline)');
  expect(await images.locator('tbody tr').count()).toBeLessThan(60);
});
