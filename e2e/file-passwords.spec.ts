// A PDF that needs a password to open, through Merge, Split and Compress: the password is typed on
// the file card (or in the dialog a single file gets), the file is decrypted on the device, and the
// downloaded result opens without any password in independent readers (qpdf, poppler).
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { test, expect, chooseFiles, corpus, corpusPageTexts, download, inspectPdf } from './fixtures';

const locked = 'encrypted-userpw-01.pdf';
// From test/corpus/MANIFEST.tsv: its user password.
const PASSWORD = 'openpassword';
const outline = 'multipage-outline-links-4p.pdf';

/** The locked file's text as poppler reads it with the password: what every output must still hold. */
function lockedPageTexts(): string[] {
  return execFileSync('pdftotext', ['-layout', '-upw', PASSWORD, corpus(locked), '-'], { encoding: 'utf8' }).split('\f').slice(0, 1);
}

/** The output is a sound PDF without encryption: qpdf checks it cleanly and says so, with no password given. */
function expectOpensWithoutPassword(path: string): void {
  expect(execFileSync('qpdf', ['--check', path], { encoding: 'utf8' })).toContain('No syntax or stream encoding errors found');
  expect(execFileSync('qpdf', ['--show-encryption', path], { encoding: 'utf8' })).toContain('File is not encrypted');
  expect(execFileSync('pdfinfo', [path], { encoding: 'utf8' })).toMatch(/Encrypted:\s+no/);
}

async function typePassword(page: Page, password: string) {
  await page.getByLabel(`Password for ${locked}`).fill(password);
  await page.getByRole('button', { name: 'Unlock' }).click();
}

test('Merge: the card asks for the password; a wrong one is refused on the card, the retry opens it, and the merged file has no password', async ({ page }) => {
  await page.goto('/merge-pdf');
  await chooseFiles(page, [corpus(outline), corpus(locked)]);
  const lockedCard = page.getByTestId('merge-entry').nth(1);
  // Two files: no dialog, the card itself asks.
  await expect(lockedCard.getByTestId('file-password')).toContainText('This PDF needs a password to open.');
  await expect(page.getByTestId('file-password-dialog')).toHaveCount(0);

  await typePassword(page, 'not-the-password');
  await expect(lockedCard.getByTestId('file-password')).toContainText('That password is not correct. Try again.');
  await expect(page.getByTestId('merge-entry').nth(0).getByTestId('page-count')).toHaveText(' · 4 pages');

  await typePassword(page, PASSWORD);
  await expect(lockedCard.getByTestId('file-unlocked')).toContainText('the result will not be encrypted');
  await expect(lockedCard.getByTestId('page-count')).toHaveText(' · 1 page');
  await expect(page.getByRole('img', { name: `First page of ${locked}` })).toBeVisible();
  // The password never lands in the address or in storage.
  expect(page.url()).not.toContain(PASSWORD);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(PASSWORD);

  await page.getByRole('button', { name: 'Merge PDFs' }).click();
  await expect(page.getByText('Your merged PDF is ready!')).toBeVisible();
  await expect(page.getByTestId('job-notice')).toContainText(`${locked} was opened on this device with the password you gave. The result is not encrypted`);
  const { path } = await download(page, 'Download PDF');
  expectOpensWithoutPassword(path);
  const merged = inspectPdf(path);
  expect(merged.pages).toBe(5);
  expect(merged.pageTexts).toEqual([...corpusPageTexts(outline), ...lockedPageTexts()]);
});

test('Split: a single locked file asks in a dialog; with the password the pages show and split, unencrypted', async ({ page }) => {
  await page.goto('/split-pdf');
  await chooseFiles(page, [corpus(locked)]);
  const dialog = page.getByTestId('file-password-dialog');
  await expect(dialog.getByRole('heading', { name: `Enter the password for ${locked}` })).toBeVisible();
  await expect(dialog).toContainText('the password never leaves this device and is not saved');
  await expect(page.getByRole('button', { name: 'Split PDF' })).toBeDisabled();
  await dialog.getByLabel(`Password for ${locked}`).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('page-count')).toHaveText(' · 1 page');
  await expect(page.getByTestId('file-problem')).toHaveCount(0);

  await page.getByLabel('Page ranges').fill('1');
  await page.getByRole('button', { name: 'Split PDF' }).click();
  await expect(page.getByTestId('result-file')).toHaveCount(1);
  const { path } = await download(page, 'Download encrypted-userpw-01-page-1.pdf');
  expectOpensWithoutPassword(path);
  expect(inspectPdf(path)).toEqual({ pages: 1, pageTexts: lockedPageTexts() });
});

test('Compress: run without the password, get encrypted; type it on the card, retry, and the compressed file opens without it', async ({ page }) => {
  await page.goto('/compress-pdf');
  await chooseFiles(page, [corpus(locked)]);
  // The dialog may be closed: the card keeps asking.
  const dialog = page.getByTestId('file-password-dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Compress PDF' }).click();
  await expect(page.getByTestId('job-error')).toContainText(`${locked} is encrypted: it needs its password to open.`);

  await typePassword(page, 'wrong');
  await expect(page.getByTestId('file-password')).toContainText('That password is not correct. Try again.');
  await typePassword(page, PASSWORD);
  await expect(page.getByTestId('file-unlocked')).toBeVisible();
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  await expect(page.getByTestId('download-card')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('job-notice')).toContainText('The result is not encrypted');
  const { path } = await download(page, 'Download PDF');
  expectOpensWithoutPassword(path);
  expect(inspectPdf(path).pageTexts.map((text) => text.replace(/\s+/g, ' ').trim()))
    .toEqual(lockedPageTexts().map((text) => text.replace(/\s+/g, ' ').trim()));
  await page.screenshot({ path: 'test-results/file-passwords-compress.png', fullPage: true });
});
