import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { test, expect, chooseFiles, corpus, download, inspectPdf, pickChoice } from './fixtures';
import { rawPageTexts } from './page-tools-helpers';

const document = 'multipage-outline-links-4p.pdf';

/** A one-page letterhead smaller than the A4 document, landscape: 420 × 298 pt. */
async function letterhead(path: string): Promise<string> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([420, 298]).drawText('Generated page 1', { x: 30, y: 250, size: 20, font });
  writeFileSync(path, await pdf.save());
  return path;
}

test('draws the overlay’s first page under every page of the document; the download has both files’ words', async ({ page }, testInfo) => {
  const overlay = await letterhead(testInfo.outputPath('letterhead.pdf'));
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
  // The live preview: the small landscape overlay on the A4 page, at its bottom-left corner as it is,
  // then scaled to the page's width and centred.
  const preview = page.getByTestId('overlay-preview');
  const boxes = async () => {
    await expect(preview.getByTestId('preview-overlay')).toBeVisible();
    return { page: (await preview.getByTestId('preview-document').boundingBox())!, overlay: (await preview.getByTestId('preview-overlay').boundingBox())! };
  };
  const asItIs = await boxes();
  expect(asItIs.overlay.x).toBeCloseTo(asItIs.page.x, 0);
  expect(asItIs.overlay.y + asItIs.overlay.height).toBeCloseTo(asItIs.page.y + asItIs.page.height, 0);
  expect(asItIs.overlay.width / asItIs.page.width).toBeCloseTo(420 / 595, 1);
  await pickChoice(page, 'Scaled to the page');
  await expect.poll(async () => (await boxes()).overlay.width).toBeCloseTo(asItIs.page.width, 0);
  const scaled = await boxes();
  expect(scaled.overlay.y + scaled.overlay.height / 2).toBeCloseTo(scaled.page.y + scaled.page.height / 2, 0);
  await pickChoice(page, 'As it is');
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
