// Protect and Unlock on /edit-pdf: many PDFs at once, one job each, per-file results and Download all;
// on Unlock a locked file's password is asked for in one place, its card.
import { execFileSync } from 'node:child_process';
import { test, expect, chooseFiles, corpus, download, inspectPdf } from './fixtures';
import { downloadFromButton, unzipEntry, zipEntries } from './page-tools-helpers';

const locked = 'encrypted-userpw-01.pdf';
// From test/corpus/MANIFEST.tsv: its user password.
const PASSWORD = 'openpassword';
const outline = 'multipage-outline-links-4p.pdf';
const ownerOnly = 'encrypted-owner-only-01.pdf';

/** The file opens without any password, in qpdf and in poppler. */
function expectNotEncrypted(path: string): void {
  expect(execFileSync('qpdf', ['--show-encryption', path], { encoding: 'utf8' })).toContain('File is not encrypted');
  expect(execFileSync('pdfinfo', [path], { encoding: 'utf8' })).toMatch(/Encrypted:\s+no/);
}

test('Unlock with one password field: the card asks, nothing else does, and the copy has no encryption', async ({ page }, testInfo) => {
  await page.goto('/edit-pdf?tool=unlock');
  await chooseFiles(page, [corpus(locked)]);
  const card = page.getByTestId('file-card');
  await expect(card.getByTestId('file-password')).toContainText('This PDF needs a password to open.');
  // One field on the whole page: the card's. No dialog, no field of the panel's own.
  await expect(page.locator('input[type="password"]')).toHaveCount(1);
  await expect(page.getByTestId('file-password-dialog')).toHaveCount(0);
  // Nothing says the file is open while it is still locked.
  await expect(page.getByTestId('toast').filter({ hasText: 'PDF loaded successfully' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('unlock-locked.png'), fullPage: true });

  await page.getByLabel(`Password for ${locked}`).fill(PASSWORD);
  await card.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(card.getByTestId('file-unlocked')).toBeVisible();
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
  // Once it opens, it is announced.
  await expect(page.getByTestId('toast').filter({ hasText: 'PDF loaded successfully' })).toContainText('Press Unlock PDF for a copy without its password.');

  await page.getByRole('button', { name: 'Unlock PDF' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'PDF unlocked' })).toContainText('encrypted-userpw-01-unlocked.pdf opens without a password now.');
  const unlocked = await download(page, 'Download PDF');
  expect(unlocked.filename).toBe('encrypted-userpw-01-unlocked.pdf');
  expectNotEncrypted(unlocked.path);
  expect(inspectPdf(unlocked.path).pages).toBe(1);
});

test('Unlock with several files: the locked one fails on its own until its card has the password, the others are done; Download all', async ({ page }, testInfo) => {
  await page.goto('/edit-pdf?tool=unlock');
  await chooseFiles(page, [corpus(locked), corpus(ownerOnly)]);
  await expect(page.getByRole('heading', { name: 'Unlock these PDFs' })).toBeVisible();
  await expect(page.locator('input[type="password"]')).toHaveCount(1);

  await page.getByRole('button', { name: 'Unlock PDF' }).click();
  const jobs = page.getByTestId('job');
  await expect(jobs.nth(0)).toHaveAttribute('data-status', 'error');
  await expect(jobs.nth(0).getByTestId('job-error')).toContainText(`${locked} is encrypted: it needs its password to open.`);
  await expect(jobs.nth(1)).toHaveAttribute('data-status', 'complete');
  await expect(page.getByTestId('toast').filter({ hasText: 'PDFs unlocked' })).toContainText('1 file unlocked; 1 could not be read');

  await page.getByLabel(`Password for ${locked}`).fill(PASSWORD);
  await page.getByTestId('file-card').first().getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(page.getByTestId('file-unlocked')).toBeVisible();
  await jobs.nth(0).getByRole('button', { name: 'Try again' }).click();
  await expect(jobs.nth(0)).toHaveAttribute('data-status', 'complete');
  await page.screenshot({ path: testInfo.outputPath('unlock-several.png'), fullPage: true });

  const zip = await downloadFromButton(page, 'Download all (ZIP)');
  expect(zip.filename).toBe('folio-unlocked.zip');
  expect(zipEntries(zip.path)).toEqual(['encrypted-owner-only-01-unlocked.pdf', 'encrypted-userpw-01-unlocked.pdf']);
  for (const entry of zipEntries(zip.path)) expectNotEncrypted(unzipEntry(zip.path, entry, testInfo.outputPath(entry)));
});

test('Protect with several files: each gets the same password, one result per file, a damaged one repaired and said so, Download all, one summary', async ({ page }, testInfo) => {
  await page.goto('/edit-pdf?tool=protect');
  await chooseFiles(page, [corpus(outline), corpus('broken-xref-01.pdf')]);
  await expect(page.getByRole('heading', { name: 'Protect these PDFs' })).toBeVisible();
  await page.getByLabel('Password to open').fill('folio-secret');
  await page.getByLabel('Allow printing').uncheck();
  await page.getByRole('button', { name: 'Protect PDF' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'PDFs protected with AES-256' })).toContainText('2 files protected');
  await expect(page.getByTestId('job-result')).toHaveCount(2);
  await expect(page.getByTestId('job-notice')).toHaveText('broken-xref-01.pdf was damaged; Folio repaired it before protecting.');
  await page.screenshot({ path: testInfo.outputPath('protect-several.png'), fullPage: true });

  const zip = await downloadFromButton(page, 'Download all (ZIP)');
  expect(zip.filename).toBe('folio-protected.zip');
  expect(zipEntries(zip.path)).toEqual(['broken-xref-01-protected.pdf', 'multipage-outline-links-4p-protected.pdf']);
  for (const entry of zipEntries(zip.path)) {
    const path = unzipEntry(zip.path, entry, testInfo.outputPath(entry));
    const shown = execFileSync('qpdf', ['--show-encryption', '--password=folio-secret', path], { encoding: 'utf8' });
    expect(shown).toContain('R = 6');
    expect(shown).toContain('print high resolution: not allowed');
    // Without the password it does not open.
    expect(() => execFileSync('qpdf', ['--check', path], { stdio: 'pipe' })).toThrow(/invalid password/);
  }
});
