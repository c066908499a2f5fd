import { execFileSync } from 'node:child_process';
import { test, expect, chooseFiles, corpus, download, inspectPdf, pickChoice } from './fixtures';
import { rawPageTexts, writeGeneratedPdf } from './page-tools-helpers';

const document = 'multipage-outline-links-4p.pdf';

test('draws the overlay’s first page under every page of the document; the download has both files’ words', async ({ page }, testInfo) => {
  const overlay = await writeGeneratedPdf(testInfo.outputPath('letterhead.pdf'), 1);
  await page.goto('/overlay-pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Overlay PDF' })).toBeVisible();
  await chooseFiles(page, [corpus(document)]);
  const slots = page.getByTestId('overlay-slot');
  await expect(slots.nth(0)).toContainText('Document');
  await expect(slots.nth(0)).toContainText(document);
  // Without the overlay there is nothing to draw.
  await expect(page.getByRole('button', { name: 'Overlay PDF', exact: true })).toBeDisabled();
  await chooseFiles(page, [overlay]);
  await expect(slots.nth(1)).toContainText('letterhead.pdf');
  await page.getByRole('radio', { name: /Below the page/ }).check();
  await pickChoice(page, 'Page for page');
  await page.screenshot({ path: testInfo.outputPath('overlay-options.png'), fullPage: true });
  await page.getByRole('button', { name: 'Overlay PDF', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Overlay added');
  const { filename, path } = await download(page, 'Download PDF');
  expect(filename).toBe('multipage-outline-links-4p-overlaid.pdf');
  expect(inspectPdf(path).pages).toBe(4);
  // Below: the overlay is drawn first, so it comes first in content order; page for page, the
  // one-page overlay is on page 1 only, and the document's own words are all still there.
  const [first, ...rest] = rawPageTexts(path);
  const source = rawPageTexts(corpus(document));
  expect(first.startsWith('Generated page 1')).toBe(true);
  expect(first.endsWith(source[0])).toBe(true);
  expect(rest).toEqual(source.slice(1));
  expect(execFileSync('qpdf', ['--check', path], { encoding: 'utf8' })).toContain('No syntax or stream encoding errors');

  // Swapping the roles makes the generated page the document.
  await page.getByRole('button', { name: 'Swap document and overlay' }).click();
  await expect(slots.nth(0)).toContainText('letterhead.pdf');
});
