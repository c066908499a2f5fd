// Compress PDF on several files at once: one result per file with its own progress, error and
// download, Download all as one ZIP, and a batch that meets a damaged and a locked file.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { test, expect, chooseFiles, corpus, download, inspectPdf } from './fixtures';

const three = ['multipage-outline-links-4p.pdf', 'large-jpeg-qa-document-6p.pdf', 'multipage-text-tracemonkey-14p.pdf'];
const pagesOf: Record<string, number> = {
  'multipage-outline-links-4p.pdf': 4, 'large-jpeg-qa-document-6p.pdf': 6, 'multipage-text-tracemonkey-14p.pdf': 14,
  'truncated-startxref-02.pdf': 1, 'encrypted-userpw-01.pdf': 1,
};
// From test/corpus/MANIFEST.tsv: its user password.
const PASSWORD = 'openpassword';

/** qpdf finds nothing wrong with the file, and poppler counts its pages. */
function checkPdf(path: string, expectedPages: number) {
  execFileSync('qpdf', ['--check', path]);
  expect(inspectPdf(path).pages).toBe(expectedPages);
}

test('compresses three PDFs at once: a result per file, each sound with its pages, and all of them in one ZIP', async ({ page }) => {
  await page.goto('/compress-pdf');
  await chooseFiles(page, three.map(corpus));
  await expect(page.getByTestId('file-card')).toHaveCount(3);
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  // One row per file, each with its own state; all end done.
  const rows = page.getByTestId('job');
  await expect(rows).toHaveCount(3);
  await expect(page.locator('[data-testid="job"][data-status="complete"]')).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByText(/^3 files compressed$/)).toBeVisible();
  await expect(page.getByTestId('shrink-total')).toContainText(/^3 files: .+ → .+ · −\d+\.\d%$/);
  await page.screenshot({ path: 'test-results/compress-batch.png', fullPage: true });

  for (const [index, name] of three.entries()) {
    const row = rows.nth(index);
    await expect(row).toContainText(`Compressing ${name}`);
    await expect(row.getByTestId('size-line')).toContainText('→');
    const output = name.replace(/\.pdf$/, '-compressed.pdf');
    const { path, filename } = await download(page, `Download ${output}`);
    expect(filename).toBe(output);
    checkPdf(path, pagesOf[name]);
  }

  const [zipFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download all (ZIP)' }).click()]);
  expect(zipFile.suggestedFilename()).toBe('folio-compressed.zip');
  const entries = unzipSync(new Uint8Array(readFileSync(await zipFile.path())));
  expect(Object.keys(entries).sort()).toEqual(three.map((name) => name.replace(/\.pdf$/, '-compressed.pdf')).sort());
});

test('a batch with a damaged and a locked file: the damaged one is repaired, the locked one waits for its password on its own card, the others finish', async ({ page }) => {
  await page.goto('/compress-pdf');
  const names = ['multipage-outline-links-4p.pdf', 'truncated-startxref-02.pdf', 'encrypted-userpw-01.pdf'];
  await chooseFiles(page, names.map(corpus));
  await expect(page.getByTestId('file-card')).toHaveCount(3);
  await page.getByRole('button', { name: 'Compress PDF' }).click();

  const rows = page.getByTestId('job');
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });
  await expect(rows.nth(1).getByTestId('job-notice')).toHaveText('truncated-startxref-02.pdf was damaged; Folio repaired it before compressing.');
  await expect(rows.nth(2)).toHaveAttribute('data-status', 'error');
  await expect(rows.nth(2).getByTestId('job-error')).toContainText('encrypted-userpw-01.pdf is encrypted');
  await expect(page.getByTestId('toast').getByText('2 files compressed; 1 could not be read')).toBeVisible();

  // The locked file's card asks for its password; given, only that file runs again.
  await page.getByLabel('Password for encrypted-userpw-01.pdf').fill(PASSWORD);
  await page.getByLabel('Password for encrypted-userpw-01.pdf').press('Enter');
  await expect(page.getByTestId('file-unlocked')).toBeVisible();
  await rows.nth(2).getByRole('button', { name: 'Try again' }).click();
  await expect(rows.nth(2)).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'complete');

  for (const name of names) {
    const { path } = await download(page, `Download ${name.replace(/\.pdf$/, '-compressed.pdf')}`);
    checkPdf(path, pagesOf[name]);
    // No output is encrypted: qpdf needs no password for any of them.
    expect(execFileSync('qpdf', ['--show-encryption', path], { encoding: 'utf8' })).toContain('File is not encrypted');
  }
});

test('cancels one file of a batch; the others are compressed', async ({ page }) => {
  await page.goto('/compress-pdf');
  const names = ['multipage-mixed-geotopo-117p.pdf', 'multipage-outline-links-4p.pdf', 'multipage-text-tracemonkey-14p.pdf'];
  await chooseFiles(page, names.map(corpus));
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  await page.getByRole('button', { name: 'Cancel Compressing multipage-mixed-geotopo-117p.pdf' }).click();
  const rows = page.getByTestId('job');
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'cancelled');
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });
  await expect(rows.nth(2)).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });
  await expect(page.getByTestId('toast').getByText('2 files compressed; 1 cancelled')).toBeVisible();
});
