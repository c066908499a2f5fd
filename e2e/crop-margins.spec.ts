import { writeFileSync } from 'node:fs';
import { test, expect, chooseFiles, download } from './fixtures';
import { contentBoxes, marginsFixture } from '../test/fixtures/layout-detection-fixtures';
import { pdfinfoCropBoxes } from '../test/readers/pdfinfo-pages';

test('page 1 shows its crop box; the download has each page cropped to its content (pdfinfo -box)', async ({ page }, testInfo) => {
  const path = testInfo.outputPath('plan.pdf');
  writeFileSync(path, await marginsFixture());
  await page.goto('/crop-margins');
  await expect(page.getByRole('heading', { level: 1, name: 'Crop margins' })).toBeVisible();
  await chooseFiles(page, [path]);
  // The first measure starts MuPDF in the document worker (a 10 MB engine, loaded on first use).
  await expect(page.getByTestId('crop-box')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('crop-summary')).toHaveText('The dashed box is what stays of page 1; the dimmed part is cut away. 2 of 2 pages will be cropped.');
  await page.getByRole('radio', { name: 'Each page its own box' }).check({ force: true });
  await page.getByLabel('Margin around the content (pt)').fill('0');
  await page.screenshot({ path: testInfo.outputPath('crop-margins.png'), fullPage: true });
  await page.getByRole('button', { name: 'Crop margins' }).click();
  await expect(page.getByTestId('toast')).toContainText('Margins cropped');
  const result = await download(page, 'Download PDF');
  expect(result.filename).toBe('plan-cropped.pdf');
  const boxes = pdfinfoCropBoxes(result.path);
  expect(boxes).toHaveLength(2);
  boxes.forEach((box, index) => box.forEach((value, side) => expect(Math.abs(value - contentBoxes[index][side])).toBeLessThanOrEqual(2)));
});
