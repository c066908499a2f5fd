import { writeFileSync } from 'node:fs';
import { test, expect, chooseFiles, download } from './fixtures';
import { rawPageTexts } from './page-tools-helpers';
import { wordPagesBytes } from '../test/fixtures/word-pages';

async function wordFile(path: string, words: string[]): Promise<string> {
  writeFileSync(path, await wordPagesBytes(words));
  return path;
}

test('interleaves a scan’s fronts with its backs read backwards; one file alone is refused by name; the longer file’s rest follows and the result says so', async ({ page }, testInfo) => {
  const fronts = await wordFile(testInfo.outputPath('fronts.pdf'), ['front1', 'front2', 'front3']);
  // The flipped stack scanned its backs last page first.
  const backs = await wordFile(testInfo.outputPath('backs.pdf'), ['back2', 'back1']);
  await page.goto('/alternate-merge-pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Alternate merge' })).toBeVisible();

  await chooseFiles(page, [fronts]);
  await expect(page.getByTestId('file-problem')).toHaveText('Alternate merge needs at least two files: add the file with the other sides.');
  await expect(page.getByRole('button', { name: 'Alternate merge' })).toBeDisabled();

  await chooseFiles(page, [backs]);
  await expect(page.getByTestId('file-count')).toHaveText('2 files');
  await expect(page.getByTestId('file-problem')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Read fronts.pdf from its last page' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Read backs.pdf from its last page' })).toBeChecked();
  await page.getByRole('button', { name: 'Alternate merge' }).click();

  await expect(page.getByText('Your interleaved PDF is ready!')).toBeVisible();
  await expect(page.getByTestId('result-note')).toHaveText('Pages 1–4 alternate between the files. The files have different page counts (3, 2): the last 1 page comes from fronts.pdf.');
  const { filename, path } = await download(page, 'Download PDF');
  expect(filename).toBe('fronts-interleaved.pdf');
  expect(rawPageTexts(path).map((text) => text.trim())).toEqual(['front1', 'back1', 'front2', 'back2', 'front3']);
  await page.screenshot({ path: testInfo.outputPath('alternate-merge.png'), fullPage: true });
});
