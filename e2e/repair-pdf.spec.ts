import { execFileSync, spawnSync } from 'node:child_process';
import { test, expect, chooseFiles, corpus, download, inspectPdf } from './fixtures';
import { downloadFromButton, zipEntries } from './page-tools-helpers';
import { cutInLastStream, photoOnPageTwo } from '../test/fixtures/cut-stream-fixtures';

test('checks a damaged file on upload, repairs it, and the download passes qpdf --check with every page', async ({ page }) => {
  await page.goto('/repair-pdf');
  const status = page.getByTestId('repair-status');
  await expect(status).toHaveAttribute('data-status', 'idle');
  await chooseFiles(page, [corpus('broken-xref-01.pdf')]);
  // Checking: the problems are listed before anything is changed. The first check of a session loads
  // the local API and MuPDF, which on a loaded two-core machine can take a while.
  await expect(status).toHaveAttribute('data-status', 'checked', { timeout: 60_000 });
  await expect(status).toContainText('Check complete:');
  await expect(page.getByTestId('problems')).toContainText('The file’s index (which says where each part of the file starts) was wrong.');
  // MuPDF's own words are folded away under "Technical details", shown only when opened.
  const details = status.getByTestId('technical-details');
  await expect(details.getByText('ignoring broken object (10 0 R)').first()).toBeHidden();
  await details.getByText('Technical details').click();
  await expect(details.getByText('ignoring broken object (10 0 R)').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/repair-checked-desktop.png', fullPage: true });

  await page.getByRole('button', { name: 'Repair PDF' }).click();
  await expect(status).toHaveAttribute('data-status', 'complete', { timeout: 30_000 });
  await expect(status).toContainText('3 pages recovered.');
  await expect(page.getByText('PDF repaired successfully').first()).toBeVisible();
  await expect(page.getByTestId('report-fixes')).toContainText('The file’s index was wrong; Folio rebuilt it');
  await expect(page.getByTestId('report-problems')).not.toContainText('syntax error');

  const { path, filename } = await download(page, 'Download PDF');
  expect(filename).toBe('broken-xref-01-repaired.pdf');
  // qpdf exits 0 only when it finds nothing wrong (3 would mean warnings).
  execFileSync('qpdf', ['--check', path]);
  expect(inspectPdf(path).pages).toBe(3);
  await page.screenshot({ path: 'test-results/repair-complete-desktop.png', fullPage: true });
});

test('a truncated file: the report names the cut-off end, the text survives', async ({ page }) => {
  await page.goto('/repair-pdf');
  await chooseFiles(page, [corpus('truncated-startxref-02.pdf')]);
  await expect(page.getByTestId('problems')).toContainText('The end of the file is missing: it was cut off');
  await page.getByRole('button', { name: 'Repair PDF' }).click();
  await expect(page.getByTestId('download-card')).toBeVisible({ timeout: 30_000 });
  const { path } = await download(page, 'Download PDF');
  execFileSync('qpdf', ['--check', path]);
  expect(inspectPdf(path).pageTexts[0]).toContain('Missing value for startxref');
});

test('a download cut off inside a photo: the report names its page and does not claim full success', async ({ page }) => {
  // The check decodes the photo in the page's worker; on a loaded two-core machine that can take a while.
  test.setTimeout(150_000);
  await page.goto('/repair-pdf');
  const status = page.getByTestId('repair-status');
  await page.getByTestId('file-input').setInputFiles({ name: 'cut-photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from(cutInLastStream(photoOnPageTwo())) });
  await expect(page.getByTestId('problems')).toContainText('Page 2: an image on it is damaged and could not be fully recovered.', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Repair PDF' }).click();
  await expect(status).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });
  await expect(status).toContainText('could not be fully fixed');
  await expect(status).not.toContainText('found and fixed');
  await expect(page.getByText('PDF repaired, but some content is lost').first()).toBeVisible();
  await expect(page.getByTestId('report-problems')).toContainText('Page 2: an image on it is damaged and could not be fully recovered.');
  const { path } = await download(page, 'Download PDF');
  // qpdf, reading on its own, finds the same image broken in the repaired file (exit 3: warnings).
  const qpdf = spawnSync('qpdf', ['--check', path], { encoding: 'utf8' });
  expect(qpdf.status).toBe(3);
  expect(qpdf.stdout + qpdf.stderr).toMatch(/invalid jpeg data/);
  expect(inspectPdf(path).pages).toBe(3);
});

test('an intact file says "No problems found"', async ({ page }) => {
  await page.goto('/repair-pdf');
  await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf')]);
  await expect(page.getByTestId('repair-status')).toContainText('Check complete: No problems found');
  await page.getByRole('button', { name: 'Repair PDF' }).click();
  await expect(page.getByTestId('repair-status')).toContainText('Repair complete: No problems found');
});

test('garbage gets a clear error', async ({ page }) => {
  await page.goto('/repair-pdf');
  await page.getByTestId('file-input').setInputFiles({ name: 'garbage.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 nothing to see') });
  await expect(page.getByTestId('repair-status')).toContainText('garbage.pdf could not be repaired: no readable PDF pages were found in it.');
  await page.getByRole('button', { name: 'Repair PDF' }).click();
  await expect(page.getByTestId('job-error')).toContainText('could not be repaired');
  await expect(page.getByTestId('download-card')).toHaveCount(0);
});

test('at 375 px the repair screen fits', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/repair-pdf');
  await chooseFiles(page, [corpus('truncated-tail-01.pdf')]);
  await expect(page.getByTestId('problems')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/repair-mobile.png' });
});

test('two files at once, a damaged and a healthy one: each is checked under its card, both are repaired, each download passes qpdf --check', async ({ page }, testInfo) => {
  await page.goto('/repair-pdf');
  await chooseFiles(page, [corpus('broken-xref-01.pdf'), corpus('multipage-outline-links-4p.pdf')]);
  const status = page.getByTestId('repair-status');
  // Each file's check is said under its own card; the alert sums them up.
  const checks = page.getByTestId('file-check');
  await expect(checks).toHaveCount(2);
  await expect(status).toHaveAttribute('data-status', 'checked', { timeout: 60_000 });
  await expect(status).toContainText('Check complete: 1 of 2 files has problems');
  await expect(checks.nth(0)).toHaveAttribute('data-status', 'checked');
  await expect(checks.nth(0).getByTestId('problems')).toContainText('The file’s index (which says where each part of the file starts) was wrong.');
  await expect(checks.nth(1)).toContainText('Check complete: No problems found');
  await expect(checks.nth(1)).toContainText('4 pages readable.');
  await page.screenshot({ path: testInfo.outputPath('repair-two-files-checked.png'), fullPage: true });

  await page.getByRole('button', { name: 'Repair PDF' }).click();
  await expect(status).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });
  await expect(status).toContainText('Repair complete: 2 files repaired');
  // One summary toast for several files, not the one-file wording.
  await expect(page.getByText('2 files repaired').first()).toBeVisible();
  const jobs = page.getByTestId('job');
  await expect(jobs.nth(0).getByTestId('repair-summary')).toContainText(/problems? found and fixed; 3 pages recovered\./);
  await expect(jobs.nth(1).getByTestId('repair-summary')).toHaveText('No problems found; 4 pages recovered.');
  // The damaged file's full report, folded under its result.
  await jobs.nth(0).getByText('What was wrong and what Folio fixed').click();
  await expect(jobs.nth(0).getByTestId('report-fixes')).toContainText('The file’s index was wrong; Folio rebuilt it');
  await page.screenshot({ path: testInfo.outputPath('repair-two-files-complete.png'), fullPage: true });

  for (const [name, pages] of [['broken-xref-01', 3], ['multipage-outline-links-4p', 4]] as const) {
    const { path, filename } = await download(page, `Download ${name}-repaired.pdf`);
    expect(filename).toBe(`${name}-repaired.pdf`);
    // qpdf exits 0 only when it finds nothing wrong.
    execFileSync('qpdf', ['--check', path]);
    expect(inspectPdf(path).pages).toBe(pages);
  }
  const zip = await downloadFromButton(page, 'Download all (ZIP)');
  expect(zip.filename).toBe('folio-repaired.zip');
  expect(zipEntries(zip.path)).toEqual(['broken-xref-01-repaired.pdf', 'multipage-outline-links-4p-repaired.pdf']);
});
