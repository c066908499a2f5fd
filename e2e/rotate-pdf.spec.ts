import { test, expect, chooseFiles, download, pickChoice } from './fixtures';
import { pageRotations, rawPageTexts, writeGeneratedPdf } from './page-tools-helpers';

test('turns the even pages a quarter counter-clockwise: the thumbnails show it first, and the download has /Rotate 270 on pages 2 and 4 only', async ({ page }, testInfo) => {
  const path = await writeGeneratedPdf(testInfo.outputPath('scan.pdf'), 4);
  await page.goto('/rotate-pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Rotate pages' })).toBeVisible();
  await chooseFiles(page, [path]);
  await expect(page.getByTestId('rotate-plan')).toHaveText('All 4 pages turn.');
  await expect(page.getByRole('button', { name: 'Page 1, turned right' })).toBeVisible();

  await pickChoice(page, 'Even pages');
  await pickChoice(page, '90° counter-clockwise');
  await expect(page.getByTestId('rotate-plan')).toHaveText('2 of 4 pages turn; the others stay as they are.');
  await expect(page.getByRole('button', { name: 'Page 1', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 2, turned left' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('rotate-pdf.png'), fullPage: true });

  await page.getByRole('button', { name: 'Rotate pages' }).click();
  await expect(page.getByText('Your rotated PDF is ready!')).toBeVisible();
  const { filename, path: rotated } = await download(page, 'Download PDF');
  expect(filename).toBe('scan-rotated.pdf');
  expect(pageRotations(rotated)).toEqual([0, 270, 0, 270]);
  // The pages stay in place, text and all (poppler breaks a turned page's lines its own way).
  rawPageTexts(rotated).forEach((text, index) => expect(text.replace(/\s+/g, ' ')).toContain(`Generated page ${index + 1}`));
});
