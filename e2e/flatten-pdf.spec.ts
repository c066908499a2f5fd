import { execFileSync } from 'node:child_process';
import { test, expect, chooseFiles, corpus, download } from './fixtures';

test('flattens a filled form: the fields are gone and the values are on the page', async ({ page }) => {
  await page.goto('/flatten-pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Flatten PDF' })).toBeVisible();
  await chooseFiles(page, [corpus('form-acroform-irs1040-prefilled.pdf')]);
  await page.getByRole('radio', { name: /Form fields only/ }).check();
  await page.getByRole('button', { name: 'Flatten PDF' }).click();
  await expect(page.getByTestId('toast')).toContainText('PDF flattened');
  const { path, filename } = await download(page, 'Download PDF');
  expect(filename).toBe('form-acroform-irs1040-prefilled-flattened.pdf');
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  expect(info).toMatch(/Form:\s+none/);
  expect(info).toMatch(/Pages:\s+2/);
  const fields = JSON.parse(execFileSync('qpdf', ['--json', '--json-key=acroform', path], { encoding: 'utf8' })).acroform.fields;
  expect(fields).toEqual([]);
  expect(execFileSync('pdftotext', ['-f', '2', '-l', '2', path, '-'], { encoding: 'utf8' })).toContain('foobar');
});
