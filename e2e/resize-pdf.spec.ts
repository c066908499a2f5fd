import { readFileSync } from 'node:fs';
import { test, expect, chooseFiles, corpus, download, inspectPdf } from './fixtures';
import { pdfinfoBoxes } from '../test/readers/pdfinfo-boxes';

const tracemonkey = 'multipage-text-tracemonkey-14p.pdf';

test('scales Letter pages onto A4, then adds a binding margin; the downloads have the new boxes and the same words', async ({ page }, testInfo) => {
  await page.goto('/resize-pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Resize pages' })).toBeVisible();
  await chooseFiles(page, [corpus(tracemonkey)]);
  await expect(page.getByRole('radio', { name: /Scale to a paper size/ })).toBeChecked();
  await expect(page.getByLabel('Paper size', { exact: true })).toHaveValue('a4');
  // The live preview: the first page on an A4 sheet, then on its page enlarged by the binding margin.
  const sheetRatio = async () => {
    const sheet = page.getByTestId('sheet-preview').locator('div').first();
    await expect(sheet.getByTestId('preview-page')).toBeVisible();
    const box = (await sheet.boundingBox())!;
    return box.height / box.width;
  };
  expect(await sheetRatio()).toBeCloseTo(841.89 / 595.28, 1);
  await page.screenshot({ path: testInfo.outputPath('resize-options.png'), fullPage: true });
  await page.getByRole('button', { name: 'Resize pages' }).click();
  await expect(page.getByTestId('toast')).toContainText('Pages resized');
  const scaled = await download(page, 'Download PDF');
  expect(scaled.filename).toBe('multipage-text-tracemonkey-14p-resized.pdf');
  const source = inspectPdf(corpus(tracemonkey));
  expect(inspectPdf(scaled.path).pages).toBe(14);
  const boxes = pdfinfoBoxes(readFileSync(scaled.path));
  expect(boxes.every((box) => box.boxes.MediaBox.join(' ') === '0 0 595.28 841.89')).toBe(true);
  expect(inspectPdf(scaled.path).pageTexts[0].split(/\s+/).slice(0, 20)).toEqual(source.pageTexts[0].split(/\s+/).slice(0, 20));

  await page.getByRole('radio', { name: /Add margins/ }).check();
  const binding = page.getByLabel('Binding margin (mm)', { exact: true });
  await binding.fill('300');
  await expect(page.getByText('Enter a whole number from 0 to 200.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resize pages' })).toBeDisabled();
  await binding.fill('20');
  await expect.poll(sheetRatio).toBeCloseTo(792 / (612 + 56.69), 1);
  await page.screenshot({ path: testInfo.outputPath('resize-margins.png'), fullPage: true });
  await page.getByRole('button', { name: 'Resize pages' }).click();
  await expect(page.getByTestId('toast')).toContainText('Pages resized');
  const margined = pdfinfoBoxes((await download(page, 'Download PDF')).bytes);
  // 20 mm = 56.69 pt, on the left of page 1 and the right of page 2.
  expect(margined[0].boxes.MediaBox).toEqual([-56.69, 0, 612, 792]);
  expect(margined[1].boxes.MediaBox).toEqual([0, 0, 668.69, 792]);
});
