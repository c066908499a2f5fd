import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { test, expect, chooseFiles, download } from './fixtures';
import { riskyPdfBytes } from '../test/fixtures/risky-pdf';
import { LAYER_SECRETS, layeredPdfBytes } from '../test/fixtures/layered-pdf';

test('counts what a PDF carries, removes the chosen kinds and shows before and after', async ({ page }, testInfo) => {
  const source = testInfo.outputPath('risky.pdf');
  writeFileSync(source, await riskyPdfBytes());
  await page.goto('/sanitize-pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Sanitize PDF' })).toBeVisible();
  await chooseFiles(page, [source]);
  await expect(page.getByTestId('found-javascript')).toHaveText('· 4 found');
  await expect(page.getByTestId('found-embedded-files')).toHaveText('· 1 found');
  await expect(page.getByRole('note')).toContainText('A sticky note is shown on the page');
  // Links are kept unless ticked; tick them too.
  await expect(page.getByRole('checkbox', { name: /Links to web pages/ })).not.toBeChecked();
  await page.getByRole('checkbox', { name: /Links to web pages/ }).check();
  await page.getByRole('button', { name: 'Sanitize PDF' }).click();
  await expect(page.getByTestId('toast')).toContainText('PDF sanitized');
  await expect(page.getByTestId('risks-report').getByRole('row', { name: /JavaScript/ })).toHaveText(/JavaScript\s*4\s*0/);
  const { path, filename } = await download(page, 'Download PDF');
  expect(filename).toBe('risky-sanitized.pdf');
  const body = execFileSync('qpdf', ['--qdf', '--object-streams=disable', path, '-'], { encoding: 'latin1' });
  for (const key of ['/JS', '/JavaScript', '/EmbeddedFiles', '/Launch', '/URI', 'Reviewer Name']) expect(body, key).not.toContain(key);
  expect(execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' })).toContain('Quarterly figures stay on the page');
});

test('takes hidden layers out and leaves what the page shows', async ({ page }, testInfo) => {
  const source = testInfo.outputPath('layered.pdf');
  writeFileSync(source, await layeredPdfBytes());
  await page.goto('/sanitize-pdf');
  await chooseFiles(page, [source]);
  await expect(page.getByTestId('found-hidden-layers')).toHaveText('· 3 found');
  await expect(page.getByRole('note').filter({ hasText: 'printed although not shown' })).toContainText('A hidden layer is printed');
  await page.getByRole('button', { name: 'Sanitize PDF' }).click();
  await expect(page.getByTestId('toast')).toContainText('PDF sanitized');
  // One layer stays: its hidden words share a line with shown ones.
  await expect(page.getByTestId('risks-report').getByRole('row', { name: /Hidden layers/ })).toHaveText(/Hidden layers\s*3\s*1/);
  const { path } = await download(page, 'Download PDF');
  const body = execFileSync('qpdf', ['--qdf', '--object-streams=disable', path, '-'], { encoding: 'latin1' });
  for (const secret of [...LAYER_SECRETS, 'Draft notes']) expect(body, secret).not.toContain(secret);
  const render = (file: string) => execFileSync('pdftoppm', ['-r', '50', '-gray', file], { encoding: 'latin1' });
  expect(render(path)).toBe(render(source));
});
