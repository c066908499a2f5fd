import { test, expect, chooseFiles, corpus, download } from './fixtures';
import { fontsEmbedded, isEncrypted, outputIntents, pdfaIdentification } from '../test/readers/pdfa-checks';

test('converts a PDF whose fonts are not embedded to PDF/A-2b: every font embedded (pdffonts), pdfaid in XMP, an output intent', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const form = 'form-acroform-irs1040-prefilled.pdf';
  expect(fontsEmbedded(corpus(form)).filter((font) => !font.embedded)).toHaveLength(3);
  await page.goto('/convert-from-pdf?type=pdfa');
  await expect(page.getByRole('heading', { level: 1, name: 'PDF to PDF/A' })).toBeVisible();
  await chooseFiles(page, [corpus(form)]);
  await expect(page.getByRole('radio', { name: /PDF\/A-2b/ })).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('pdfa-panel.png'), fullPage: true });
  await page.getByRole('button', { name: 'Convert to PDF/A' }).click();
  await expect(page.getByTestId('download-card')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('pdfa-changes')).toContainText('3 fonts were embedded');

  const result = await download(page, 'Download PDF/A');
  expect(result.filename).toBe('form-acroform-irs1040-prefilled-pdfa-2b.pdf');
  expect(pdfaIdentification(result.path)).toEqual({ part: '2', conformance: 'B' });
  const fonts = fontsEmbedded(result.path);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((font) => !font.embedded)).toEqual([]);
  expect(outputIntents(result.path)).toHaveLength(1);
  expect(isEncrypted(result.path)).toBe(false);
});

test('two PDFs at once, one locked: its card alone asks for the password, the other is converted meanwhile, and both come out as PDF/A-2b without encryption', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const healthy = 'pdfa-1b-01.pdf';
  const locked = 'encrypted-userpw-01.pdf';
  await page.goto('/convert-from-pdf?type=pdfa');
  await chooseFiles(page, [corpus(healthy), corpus(locked)]);
  await expect(page.getByTestId('file-card')).toHaveCount(2);
  // The file's password is asked for once, on its card: the panel has no password field of its own.
  await expect(page.getByTestId('file-card').nth(1).getByTestId('file-password')).toContainText('This PDF needs a password to open.');
  await expect(page.locator('input[type="password"]')).toHaveCount(1);

  // Run before the password is given: the locked file waits for it, the other is converted.
  await page.getByRole('button', { name: 'Convert to PDF/A' }).click();
  const jobs = page.getByTestId('job');
  await expect(jobs.nth(0)).toHaveAttribute('data-status', 'complete', { timeout: 120_000 });
  await expect(jobs.nth(1)).toHaveAttribute('data-status', 'error');
  await expect(jobs.nth(1).getByTestId('job-error')).toContainText(`${locked} is encrypted: it needs its password to open.`);

  await page.getByLabel(`Password for ${locked}`).fill('openpassword');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByTestId('file-card').nth(1).getByTestId('file-unlocked')).toBeVisible();
  await jobs.nth(1).getByRole('button', { name: 'Try again' }).click();
  await expect(jobs.nth(1)).toHaveAttribute('data-status', 'complete', { timeout: 120_000 });
  await page.screenshot({ path: testInfo.outputPath('pdfa-two-files.png'), fullPage: true });

  for (const name of [healthy, locked]) {
    const stem = name.replace(/\.pdf$/, '');
    const result = await download(page, `Download ${stem}-pdfa-2b.pdf`);
    expect(result.filename).toBe(`${stem}-pdfa-2b.pdf`);
    expect(pdfaIdentification(result.path)).toEqual({ part: '2', conformance: 'B' });
    expect(isEncrypted(result.path)).toBe(false);
    expect(fontsEmbedded(result.path).filter((font) => !font.embedded)).toEqual([]);
  }
  await jobs.nth(1).getByText('What Folio changed').click();
  await expect(jobs.nth(1).getByTestId('pdfa-changes')).toContainText('The encryption was removed: PDF/A files cannot be encrypted.');
});
