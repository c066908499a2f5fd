import { execFileSync } from 'node:child_process';
import { test, expect, chooseFiles, corpus, download } from './fixtures';

const pdfinfo = (path: string, ...flags: string[]) => execFileSync('pdfinfo', [...flags, path], { encoding: 'utf8' });

test('shows a PDF’s properties, writes edited ones to Info and XMP, then removes them all', async ({ page }) => {
  await page.goto('/pdf-metadata');
  await page.setViewportSize({ width: 1280, height: 1600 });
  await expect(page.getByRole('heading', { level: 1, name: 'Edit PDF metadata' })).toBeVisible();
  await chooseFiles(page, [corpus('multipage-text-tracemonkey-14p.pdf')]);
  // The file's own values, read on the device.
  await expect(page.getByLabel(/^Creator/)).toHaveValue('TeX');
  await expect(page.getByLabel(/^Created/)).toHaveValue('2009-04-01T16:39:25');
  await expect(page.getByTestId('metadata-findings')).toContainText('No XMP packet');
  await expect(page.getByLabel('Name of custom field 1')).toHaveValue('PTEX.Fullbanner');

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Trace-based JIT — 追踪');
  await page.getByLabel(/^Author/).fill('Andreas Gal; Brendan Eich');
  await page.getByRole('button', { name: 'Remove custom field PTEX.Fullbanner' }).click();
  await page.getByRole('button', { name: 'Add a custom field' }).click();
  await page.getByLabel('Name of custom field 1').fill('Company');
  await page.getByLabel('Value of custom field 1').fill('Mozilla');
  await page.getByRole('button', { name: 'Save metadata' }).click();
  await expect(page.getByTestId('toast')).toContainText('Metadata saved');
  const edited = await download(page, 'Download PDF');
  expect(edited.filename).toBe('multipage-text-tracemonkey-14p-metadata.pdf');
  const info = pdfinfo(edited.path, '-custom');
  expect(info).toContain('Title:           Trace-based JIT — 追踪');
  expect(info).toContain('Author:          Andreas Gal; Brendan Eich');
  expect(info).toContain('Company:         Mozilla');
  expect(info).toContain('Creator:         TeX');
  expect(info).not.toContain('PTEX.Fullbanner');
  expect(pdfinfo(edited.path, '-meta')).toContain('Trace-based JIT — 追踪');

  await page.getByRole('radio', { name: /Remove all metadata/ }).check();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Remove all metadata' }).click();
  await expect(page.getByTestId('toast')).toContainText('Metadata removed');
  const cleaned = await download(page, 'Download PDF');
  const cleanedInfo = pdfinfo(cleaned.path);
  expect(cleanedInfo).not.toMatch(/^(Title|Author|Creator|Producer|CreationDate):/m);
  expect(cleanedInfo).toContain('Pages:           14');
  expect(pdfinfo(cleaned.path, '-meta').trim()).toBe('');
});
