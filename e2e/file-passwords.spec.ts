// A PDF that needs a password to open, through Merge, Split and Compress: the password is typed on
// the file card, the one prompt per file whether it is alone or one of several, the file is decrypted
// on the device, and the downloaded result opens without any password in independent readers (qpdf,
// poppler). No success toast says the file is ready while it still waits for its password.
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
  // The card itself asks, and nothing else does.
  await expect(lockedCard.getByTestId('file-password')).toContainText('This PDF needs a password to open.');
  await expect(page.getByLabel(`Password for ${locked}`)).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // 'Files added' waits for the locked file: the pick is not ready while one of its files is locked.
  await expect(page.getByTestId('toast')).toHaveCount(0);

  await typePassword(page, 'not-the-password');
  await expect(lockedCard.getByTestId('file-password')).toContainText('That password is not correct. Try again.');
  await expect(page.getByTestId('merge-entry').nth(0).getByTestId('page-count')).toHaveText(' · 4 pages');

  await typePassword(page, PASSWORD);
  await expect(lockedCard.getByTestId('file-unlocked')).toContainText('the result will not be encrypted');
  await expect(page.getByTestId('toast')).toContainText('Files added2 file(s) have been added.');
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

test('Split: a single locked file asks once, on its card, with the focus in the field; no "PDF uploaded" until the password opens it', async ({ page }) => {
  await page.goto('/split-pdf');
  // Chosen from the drop area with the keyboard: the focus follows to the card, and on to its field.
  await page.getByTestId('upload-area').focus();
  await chooseFiles(page, [corpus(locked)]);
  const prompt = page.getByTestId('file-password');
  await expect(prompt).toContainText('This PDF needs a password to open.');
  await expect(prompt).toContainText('the password never leaves this device and is not saved');
  await expect(page.getByLabel(`Password for ${locked}`)).toHaveCount(1);
  await expect(page.getByLabel(`Password for ${locked}`)).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Split PDF' })).toBeDisabled();
  // Neither the upload's 'Files added' nor Split's 'PDF uploaded': the file is not ready yet.
  await expect(page.getByTestId('toast')).toHaveCount(0);

  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Enter');
  await expect(prompt).toContainText('That password is not correct. Try again.');
  await expect(page.getByLabel(`Password for ${locked}`)).toBeFocused();
  await expect(page.getByTestId('toast')).toHaveCount(0);

  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('file-unlocked')).toBeVisible();
  await expect(page.getByTestId('toast')).toContainText('PDF uploadedChoose how to split it.');
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
  await expect(page.getByTestId('file-password')).toContainText('This PDF needs a password to open.');

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
