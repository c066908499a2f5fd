import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test, expect, chooseFiles, corpus, download } from './fixtures';

const pageText = (path: string, page: number) => execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', path, '-'], { encoding: 'utf8' });

test('stamps a header and Bates numbers that run across two files, and logs the ranges', async ({ page }) => {
  await page.goto('/header-footer');
  await expect(page.getByRole('heading', { level: 1, name: 'Header, footer and Bates numbers' })).toBeVisible();
  await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf'), corpus('multipage-text-tracemonkey-14p.pdf')]);
  await expect(page.getByTestId('stamp-entry')).toHaveCount(2);
  await page.getByLabel('Top left').fill('Confidential {file}');
  await page.getByLabel('Bottom right').fill('{bates}');
  await page.getByLabel('Prefix').fill('ACME-');
  await page.getByLabel('Digits').fill('5');
  await page.getByLabel('First number').fill('7');
  await expect(page.getByTestId('bates-example')).toHaveText('The first page numbered reads ACME-00007.');
  await page.getByRole('button', { name: 'Add header and footer' }).click();
  await expect(page.getByTestId('toast')).toContainText('Headers and footers added');
  await expect(page.getByTestId('result-file')).toHaveCount(3);

  const log = await download(page, 'Download bates-numbers.csv');
  expect(readFileSync(log.path, 'utf8').split('\r\n').slice(1, 3)).toEqual([
    'multipage-outline-links-4p.pdf,multipage-outline-links-4p-stamped.pdf,ACME-00007,ACME-00010,4',
    'multipage-text-tracemonkey-14p.pdf,multipage-text-tracemonkey-14p-stamped.pdf,ACME-00011,ACME-00024,14',
  ]);
  const second = await download(page, 'Download multipage-text-tracemonkey-14p-stamped.pdf');
  expect(pageText(second.path, 1)).toContain('ACME-00011');
  expect(pageText(second.path, 1)).toContain('Confidential multipage-text-tracemonkey-14p');
  expect(pageText(second.path, 14)).toContain('ACME-00024');
});
