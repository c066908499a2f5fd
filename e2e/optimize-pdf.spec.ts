import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { test, expect, chooseFiles, corpus, download, inspectPdf, corpusPageTexts } from './fixtures';

const tracemonkey = 'multipage-text-tracemonkey-14p.pdf';
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

test('web optimized (the default): a linearized, smaller file with every page and its text, and the measured reduction', async ({ page }) => {
  await page.goto('/optimize-pdf');
  await chooseFiles(page, [corpus(tracemonkey)]);
  await expect(page.getByRole('radio', { name: /Web Optimized/ })).toBeChecked();
  await expect(page.getByText('Fast to open online: the first page shows before the rest has loaded.')).toBeVisible();
  await page.getByRole('button', { name: 'Optimize PDF' }).click();
  await expect(page.getByText('Your optimized PDF is ready!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('PDF optimized successfully').first()).toBeVisible();

  const { path, filename } = await download(page, 'Download PDF');
  expect(filename).toBe('multipage-text-tracemonkey-14p-optimized.pdf');
  expect(execFileSync('qpdf', ['--check-linearization', path], { encoding: 'utf8' })).toContain('no linearization errors');
  const output = inspectPdf(path);
  expect(output.pages).toBe(14);
  expect(output.pageTexts.map(words)).toEqual(corpusPageTexts(tracemonkey).map(words));
  const original = statSync(corpus(tracemonkey)).size;
  const size = statSync(path).size;
  expect(size).toBeLessThan(original);
  await expect(page.getByTestId('reduction')).toHaveText(`${(((original - size) / original) * 100).toFixed(1)}%`);
  await expect(page.getByTestId('actions')).toContainText('Linearized for fast web view');
  await page.screenshot({ path: 'test-results/optimize-desktop.png', fullPage: true });
});

test('custom settings: quality slider in steps of 5, remove metadata on by default, annotations off', async ({ page }) => {
  await page.goto('/optimize-pdf');
  await chooseFiles(page, [corpus('form-acroform-irs1040-prefilled.pdf')]);
  await page.getByRole('radio', { name: /Custom Settings/ }).check();
  const slider = page.getByRole('slider', { name: 'Image quality' });
  await expect(slider).toHaveValue('75');
  await expect(slider).toHaveAttribute('step', '5');
  await expect(slider).toHaveAttribute('min', '10');
  await expect(page.getByRole('checkbox', { name: /Optimize Images/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Optimize Fonts/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Remove Metadata/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Remove Annotations/ })).not.toBeChecked();
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('quality-value')).toHaveText('70');
  await page.screenshot({ path: 'test-results/optimize-custom-desktop.png', fullPage: true });
  await page.getByRole('button', { name: 'Optimize PDF' }).click();
  await expect(page.getByTestId('download-card')).toBeVisible({ timeout: 30_000 });
  const { path } = await download(page, 'Download PDF');
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  // The original names its producer and title; the optimized file has no document information left.
  expect(info).not.toMatch(/Producer:|Title:/);
  expect(inspectPdf(path).pages).toBe(2);
  await expect(page.getByTestId('actions')).toContainText('Removed the document information');
});

test('at 375 px the optimize screen fits', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/optimize-pdf');
  await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf')]);
  await page.getByRole('radio', { name: /Custom Settings/ }).check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/optimize-mobile.png', fullPage: false });
});
