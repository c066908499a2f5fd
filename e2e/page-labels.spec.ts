import { execFileSync } from 'node:child_process';
import { test, expect, chooseFiles, corpus, download } from './fixtures';

/** qpdf's reading of the labels: each range's first page index, style, prefix and start. */
function qpdfLabels(path: string): Array<{ index: number; label: Record<string, unknown> }> {
  return JSON.parse(execFileSync('qpdf', ['--json', '--json-key=pagelabels', path], { encoding: 'utf8' })).pagelabels;
}

test('sets label ranges, shows them under the thumbnails, and writes them as the file’s page labels', async ({ page }) => {
  await page.goto('/page-labels');
  await expect(page.getByRole('heading', { level: 1, name: 'Page labels' })).toBeVisible();
  await chooseFiles(page, [corpus('multipage-text-tracemonkey-14p.pdf')]);
  await expect(page.getByTestId('no-ranges')).toBeVisible();

  await page.getByRole('button', { name: 'Add a range' }).click();
  await page.getByLabel('Style of range 1').selectOption('roman-lower');
  await page.getByRole('button', { name: 'Add a range' }).click();
  await page.getByLabel('First page of range 2').fill('5');
  await page.getByRole('button', { name: 'Add a range' }).click();
  await page.getByLabel('First page of range 3').fill('12');
  await page.getByLabel('Style of range 3').selectOption('letters-upper');
  await page.getByLabel('Prefix of range 3').fill('Annex ');
  const captions = page.getByTestId('page-caption');
  await expect(captions.first()).toHaveText('i');
  await expect(captions.nth(4)).toHaveText('1');
  await expect(captions.nth(12)).toHaveText('Annex B');

  // A range past the last page is explained and the run waits.
  await page.getByLabel('First page of range 3').fill('20');
  await expect(page.getByTestId('labels-problem')).toHaveText('A range starts on page 20, but this document has 14 pages.');
  await expect(page.getByRole('button', { name: 'Set page labels' })).toBeDisabled();
  await page.getByLabel('First page of range 3').fill('12');

  await page.getByRole('button', { name: 'Set page labels' }).click();
  await expect(page.getByTestId('toast')).toContainText('Page labels set');
  const { path, filename } = await download(page, 'Download PDF');
  expect(filename).toBe('multipage-text-tracemonkey-14p-labelled.pdf');
  expect(qpdfLabels(path).map(({ index, label }) => [index, label['/S'], label['/P'] ?? null])).toEqual([
    [0, '/r', null], [4, '/D', null], [11, '/A', 'u:Annex '],
  ]);
});
