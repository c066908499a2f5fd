// The Workflow tool as a person uses it: build a chain, run it over several files, check the file that
// comes out; keep a workflow on the device, share it as a link, and run the "Scans to archive" preset.
import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { test, expect, chooseFiles, corpus, download, inspectPdf } from './fixtures';
import { pdfaIdentification } from '../test/readers/pdfa-checks';

async function addStep(page: Page, name: string) {
  await page.getByLabel('Choose a tool to add').selectOption({ label: name });
  await page.getByRole('button', { name: 'Add step' }).click();
}

/** Runs the workflow and downloads its one result. */
async function runForOneResult(page: Page) {
  await page.getByRole('button', { name: 'Run workflow' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Workflow complete' })).toBeVisible({ timeout: 60_000 });
  const links = page.getByTestId('workflow-results').getByRole('link');
  await expect(links).toHaveCount(1);
  return download(page, (await links.getAttribute('aria-label'))!);
}

const stepNames = (page: Page) => page.getByTestId('workflow-step-name').allTextContents();

/** Words of a page with their boxes, read by poppler: the lowest one is where a page number goes. */
function lowestWord(path: string, page: number): string {
  const html = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), path, '-'], { encoding: 'utf8' });
  const words = [...html.matchAll(/<word xMin="[\d.]+" yMin="[\d.]+" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((match) => ({ yMax: Number(match[1]), text: match[2] }));
  return words.reduce((low, word) => (word.yMax > low.yMax ? word : low)).text;
}

test('the steps\' settings panels are loaded when the first step is added, not with the page', async ({ page }) => {
  const panelChunks: string[] = [];
  page.on('request', (request) => { if (/\/assets\/step-panels-/.test(request.url())) panelChunks.push(request.url()); });
  await page.goto('/workflow');
  await expect(page.getByRole('button', { name: 'Add step' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(panelChunks).toEqual([]);
  await addStep(page, 'Compress PDF');
  await expect(page.getByRole('region', { name: 'Compress PDF settings' }).getByRole('radio').first()).toBeVisible();
  expect(panelChunks.length).toBeGreaterThan(0);
});

test('three images → PDF → merge → page numbers: one PDF whose pages carry their numbers', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/workflow');
  await expect(page.getByRole('heading', { level: 1, name: 'Workflow' })).toBeVisible();
  await addStep(page, 'JPG to PDF');
  // One PDF per image, so the merge step has three to join.
  await page.getByLabel('Combine into one PDF').uncheck();
  await addStep(page, 'Add Page Numbers');
  await addStep(page, 'Merge PDF');
  // Reordered with the keyboard-reachable buttons: merge before the numbers.
  await page.getByRole('button', { name: 'Move Merge PDF up' }).click();
  expect(await stepNames(page)).toEqual(['JPG to PDF', 'Merge PDF', 'Add Page Numbers']);
  await expect(page.getByText('All files become one here.')).toBeVisible();

  await chooseFiles(page, [corpus('image-photo-mountain.jpg'), corpus('image-greyscale-bird.png'), corpus('image-text-simple.webp')]);
  await expect(page.getByTestId('file-card')).toHaveCount(3);
  await page.screenshot({ path: testInfo.outputPath('workflow-chain.png'), fullPage: true });
  await page.getByRole('button', { name: 'Run workflow' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Workflow complete' })).toBeVisible({ timeout: 90_000 });
  await page.screenshot({ path: testInfo.outputPath('workflow-results.png'), fullPage: true });

  const result = await download(page, 'Download merged-numbered.pdf');
  const { pages } = inspectPdf(result.path);
  expect(pages).toBe(3);
  for (let number = 1; number <= 3; number++) expect(lowestWord(result.path, number)).toBe(String(number));
});

test('a step that cannot take what the one before gives says so before the run', async ({ page }) => {
  await page.goto('/workflow');
  await addStep(page, 'Compress PDF');
  await addStep(page, 'JPG to PDF');
  await expect(page.getByTestId('workflow-step-problem')).toHaveText('This step takes image files, but gets PDF files from the step before.');
  await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf')]);
  await expect(page.getByRole('button', { name: 'Run workflow' })).toBeDisabled();
  // Switched off, the step no longer blocks the run.
  await page.getByLabel('JPG to PDF: On').uncheck();
  await expect(page.getByTestId('workflow-step-problem')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Run workflow' })).toBeEnabled();
});

test('a workflow saved on the device is still there after a reload; a shared link opens the same steps in a fresh browser', async ({ page, browser, baseURL }) => {
  await page.goto('/workflow');
  await page.getByLabel('Workflow name').fill('Invoices');
  await addStep(page, 'Compress PDF');
  await page.getByRole('radio', { name: /^High/ }).check({ force: true });
  await addStep(page, 'Add Page Numbers');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('saved-workflows')).toContainText('Invoices');

  await page.reload();
  expect(await stepNames(page)).toEqual([]);
  await page.getByRole('button', { name: 'Open Invoices' }).click();
  expect(await stepNames(page)).toEqual(['Compress PDF', 'Add Page Numbers']);
  await expect(page.getByRole('radio', { name: /^High/ })).toBeChecked();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Link copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/workflow#workflow=[A-Za-z0-9_-]+$/);
  expect(link.startsWith(baseURL!)).toBe(true);

  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByTestId('toast').filter({ hasText: 'add your files to run it' })).toBeVisible();
  expect(await stepNames(other)).toEqual(['Compress PDF', 'Add Page Numbers']);
  await expect(other.getByLabel('Workflow name')).toHaveValue('Invoices');
  await expect(other.getByRole('radio', { name: /^High/ })).toBeChecked();
  await expect(other.getByText('Select the files for the workflow')).toBeVisible();
  // Nothing saved in this browser: the link alone carried the workflow.
  await expect(other.getByText('No saved workflows yet.')).toBeVisible();
  await fresh.close();
});

test('an imported workflow file that names an unknown tool is refused by name and changes nothing', async ({ page }) => {
  await page.goto('/workflow');
  await addStep(page, 'Repair PDF');
  await page.getByTestId('workflow-import').setInputFiles({
    name: 'flow.json', mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ format: 'urn:folio:workflow', version: 1, name: 'x', steps: [{ step: 'teleport-pdf' }] })),
  });
  await expect(page.getByTestId('toast').filter({ hasText: 'Step 1 is "teleport-pdf", a tool this version of Folio does not have.' })).toBeVisible();
  expect(await stepNames(page)).toEqual(['Repair PDF']);
});

test('"Scans to archive" on two scanned PDFs: each searchable, PDF/A-2b, sound by qpdf, and not much larger', async ({ page }, testInfo) => {
  test.setTimeout(420_000);
  const scans = ['scanned-no-text-01.pdf', 'large-jpeg-scan-poster-300dpi.pdf'];
  await page.goto('/workflow');
  await page.getByRole('button', { name: /^Scans to archive/ }).click();
  expect(await stepNames(page)).toEqual(['OCR PDF', 'Compress PDF', 'PDF to PDF/A']);
  await chooseFiles(page, scans.map(corpus));
  await expect(page.getByTestId('file-card')).toHaveCount(2);
  await page.getByRole('button', { name: 'Run workflow' }).click();
  // Two files run at once on a device with 8 GB or more: the line names whichever reported last.
  await expect(page.getByTestId('workflow-progress-line')).toContainText(/File [12] of 2 · Step \d of 3: /);
  await expect(page.getByTestId('toast').filter({ hasText: 'Workflow complete' })).toBeVisible({ timeout: 400_000 });
  await page.screenshot({ path: testInfo.outputPath('workflow-scans.png'), fullPage: true });

  for (const scan of scans) {
    const stem = scan.replace(/\.pdf$/, '');
    const links = page.getByTestId('workflow-results').getByRole('link', { name: new RegExp(`^Download ${stem}.*\\.pdf$`) });
    await expect(links).toHaveCount(1);
    const name = (await links.getAttribute('aria-label'))!.replace(/^Download /, '');
    const result = await download(page, `Download ${name}`);
    expect(execFileSync('pdftotext', [result.path, '-'], { encoding: 'utf8' }).trim().length, `${name} has a text layer`).toBeGreaterThan(20);
    expect(pdfaIdentification(result.path)).toEqual({ part: '2', conformance: 'B' });
    execFileSync('qpdf', ['--check', result.path]);
    expect(statSync(result.path).size).toBeLessThanOrEqual(statSync(corpus(scan)).size * 1.1);
  }
});

test('one file that cannot be read stops alone with its step and reason; a damaged one is repaired and the user told; split parts go on through the next step', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/workflow');
  await addStep(page, 'Split PDF');
  await page.getByRole('radio', { name: /^Split every N pages/ }).check({ force: true });
  await addStep(page, 'Rotate PDF');
  await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf'), corpus('broken-xref-01.pdf'), corpus('encrypted-userpw-01.pdf')]);
  await expect(page.getByTestId('file-card')).toHaveCount(3);
  await page.getByRole('button', { name: 'Run workflow' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Workflow complete' })).toBeVisible({ timeout: 90_000 });

  const failures = page.getByTestId('workflow-failures');
  await expect(failures).toContainText('encrypted-userpw-01.pdf: stopped at step 1 (Split PDF)');
  await expect(failures).toContainText('password');
  await expect(page.getByTestId('workflow-notices')).toContainText('broken-xref-01.pdf was damaged; Folio repaired it before the step');
  // The 4-page file split every page into 4 parts, each turned; the damaged file's parts too.
  const links = page.getByTestId('workflow-results').getByRole('link', { name: /^Download multipage-outline-links-4p/ });
  await expect(links).toHaveCount(4);
  const first = await download(page, (await links.first().getAttribute('aria-label'))!);
  expect(execFileSync('pdfinfo', [first.path], { encoding: 'utf8' })).toMatch(/Page rot:\s+90/);
});

test('files from a picked folder in, results written into a picked folder (the File System Access API, its picker stood in for)', async ({ page }) => {
  test.setTimeout(90_000);
  // Headless Chromium cannot show the folder dialog: the picker is replaced by one that answers a folder
  // built in the page (two PDFs and a text file) and records what is written into it.
  await page.addInitScript(() => {
    const written: Record<string, number> = {};
    (window as unknown as { folioWritten: Record<string, number> }).folioWritten = written;
    (window as unknown as { showDirectoryPicker: unknown }).showDirectoryPicker = async ({ mode }: { mode: string }) => ({
      async *values() {
        if (mode !== 'read') return;
        for (const name of ['multipage-outline-links-4p.pdf', 'pdfa-1b-01.pdf']) {
          const bytes = await (await fetch(`/__corpus__/${name}`)).blob();
          yield { kind: 'file', name, getFile: async () => new File([bytes], name, { type: 'application/pdf' }) };
        }
        yield { kind: 'file', name: 'notes.txt', getFile: async () => new File(['hello'], 'notes.txt', { type: 'text/plain' }) };
      },
      async getFileHandle(name: string) {
        return { createWritable: async () => ({ write: async (data: Blob) => { written[name] = data.size; }, close: async () => undefined }) };
      },
    });
  });
  // The stand-in folder's files come from the repository's corpus, served to the page by the test.
  await page.route('**/__corpus__/*', (route) => route.fulfill({ path: corpus(decodeURIComponent(route.request().url().split('/').pop()!)) }));
  await page.goto('/workflow');
  await addStep(page, 'Reverse PDF');
  await page.getByRole('button', { name: 'Add a folder' }).click();
  await expect(page.getByTestId('file-card')).toHaveCount(2);
  // The first step takes PDFs: the text file is refused by name, as a pick would be.
  await expect(page.getByTestId('toast').filter({ hasText: 'notes.txt' })).toBeVisible();
  await page.getByRole('button', { name: 'Run workflow' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Workflow complete' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Save to a folder' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '2 files written to the folder.' })).toBeVisible();
  const written = await page.evaluate(() => (window as unknown as { folioWritten: Record<string, number> }).folioWritten);
  expect(Object.keys(written).sort()).toEqual(['multipage-outline-links-4p-reversed.pdf', 'pdfa-1b-01-reversed.pdf']);
  Object.values(written).forEach((size) => expect(size).toBeGreaterThan(1000));
});

test('Remove pages as a step: the pages typed are taken out of each file', async ({ page }) => {
  await page.goto('/workflow');
  await addStep(page, 'Remove pages');
  const step = page.getByTestId('workflow-step');
  await step.getByRole('radio', { name: 'Specific Pages' }).check();
  await step.getByRole('textbox', { name: 'Specific Pages' }).fill('1, 3');
  await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf')]);
  const result = await runForOneResult(page);
  expect(inspectPdf(result.path).pages).toBe(2);
});

test('an encrypted file\'s password is typed once for the whole chain; Protect PDF locks the result with passwords the saved workflow never keeps', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/workflow');
  await page.getByLabel('Workflow name').fill('Lock it');
  await addStep(page, 'Add Page Numbers');
  await addStep(page, 'Protect PDF');
  const locked = 'encrypted-userpw-01.pdf';
  await chooseFiles(page, [corpus(locked)]);
  await page.getByLabel(`Password for ${locked}`).fill('openpassword');
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(page.getByTestId('file-unlocked')).toBeVisible();
  // No password for the result yet: the chain says so and cannot run.
  await expect(page.getByTestId('workflow-step-problem')).toHaveText('Enter a password to open the file, an owner password, or both.');
  await expect(page.getByRole('button', { name: 'Run workflow' })).toBeDisabled();
  await page.getByTestId('workflow-step').nth(1).getByLabel('Password to open').fill('new secret');
  const result = await runForOneResult(page);
  expect(() => execFileSync('qpdf', ['--check', result.path], { stdio: 'pipe' })).toThrow();
  expect(execFileSync('pdftotext', ['-upw', 'new secret', result.path, '-'], { encoding: 'utf8' })).toMatch(/\b1\b/);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Open Lock it' }).click();
  expect(await stepNames(page)).toEqual(['Add Page Numbers', 'Protect PDF']);
  await expect(page.getByTestId('workflow-step').nth(1).getByLabel('Password to open')).toHaveValue('');
});

test('PDF to Word ends a chain: Extract pages → PDF to Word gives a DOCX with the page\'s text', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/workflow');
  await addStep(page, 'Extract pages');
  const step = page.getByTestId('workflow-step').first();
  await step.getByRole('radio', { name: 'Specific Pages' }).check();
  await step.getByRole('textbox', { name: 'Specific Pages' }).fill('2');
  await addStep(page, 'PDF to Word');
  await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf')]);
  const result = await runForOneResult(page);
  expect(result.filename).toMatch(/\.docx$/);
  const words = execFileSync('pdftotext', ['-f', '2', '-l', '2', corpus('multipage-outline-links-4p.pdf'), '-'], { encoding: 'utf8' }).split(/\s+/).filter((word) => /^[A-Za-z]{5,}$/.test(word)).slice(0, 3);
  const xml = execFileSync('unzip', ['-p', result.path, 'word/document.xml'], { encoding: 'utf8' });
  for (const word of words) expect(xml).toContain(word);
});
