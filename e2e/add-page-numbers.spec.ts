import { execFileSync } from 'node:child_process';
import { test, expect, chooseFiles, corpus, download, inspectPdf, waitForServiceWorkerControl, pickChoice } from './fixtures';
import { rawPageTexts } from './page-tools-helpers';

// This spec needs the service worker (offline use, the installed app, engines kept after first use).
test.use({ serviceWorkers: 'allow' });

const tracemonkey = 'multipage-text-tracemonkey-14p.pdf';

/** Words poppler finds on one page, with their boxes (origin top left, points). */
function wordBoxes(path: string, page: number) {
  const html = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), path, '-'], { encoding: 'utf8' });
  const size = /<page width="([\d.]+)" height="([\d.]+)"/.exec(html)!;
  const words = [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)]
    .map(([, xMin, yMin, xMax, yMax, text]) => ({ text, xMin: Number(xMin), yMin: Number(yMin), xMax: Number(xMax), yMax: Number(yMax) }));
  return { width: Number(size[1]), height: Number(size[2]), words };
}

test('numbers the chosen pages as set, the live preview follows the settings, and the download has the numbers', async ({ page }) => {
  await page.goto('/add-page-numbers');
  await expect(page.getByRole('heading', { level: 1, name: 'Add page numbers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to all tools' })).toBeVisible();
  await chooseFiles(page, [corpus(tracemonkey)]);
  await expect(page.getByTestId('toast')).toContainText('PDF uploaded');
  await expect(page.getByTestId('page-count')).toHaveText(' · 14 pages');
  await expect(page.getByRole('img', { name: `First page of ${tracemonkey}` })).toBeVisible();

  // The spec's defaults.
  await expect(page.getByRole('radio', { name: 'Bottom' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Center' })).toBeChecked();
  await expect(page.getByLabel('Number format')).toHaveValue('number');
  await expect(page.getByLabel('Starting number')).toHaveValue('1');
  await expect(page.getByLabel('Font size')).toHaveValue('12');
  await expect(page.getByLabel('Horizontal margin')).toHaveValue('50');
  await expect(page.getByLabel('Vertical margin')).toHaveValue('30');

  // The live preview shows the real first page, and changes when a setting does.
  const preview = page.getByTestId('stamp-preview');
  const image = page.getByTestId('stamp-preview-image');
  await expect(preview).toContainText('Preview: page 1 of 14');
  await expect(image).toBeVisible();
  const first = await image.getAttribute('src');
  await page.getByLabel('Number format').selectOption('roman');
  await expect.poll(() => image.getAttribute('src')).not.toBe(first);

  await pickChoice(page, 'Top');
  await pickChoice(page, 'Right');
  await page.getByLabel('Starting number').fill('-2');
  await expect(page.getByText('Enter a whole number from 0 to 99999.')).toBeVisible();
  // The run waits for a good number: it must never number from a value the field does not show.
  await expect(page.getByRole('button', { name: 'Add Page Numbers' })).toBeDisabled();
  await page.getByLabel('Starting number').fill('3');
  await expect(page.getByText('Enter a whole number from 0 to 99999.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Page Numbers' })).toBeEnabled();
  await page.getByLabel('Prefix').fill('Page ');
  await pickChoice(page, 'Only these pages');
  await page.getByLabel('Page numbers or ranges').fill('2-5');
  await expect(preview).toContainText('Preview: page 2 of 14');

  // A larger preview on demand: drawn again at twice the width.
  const widthOf = () => image.evaluate((element) => (element as HTMLImageElement).naturalWidth);
  const smallWidth = await widthOf();
  await page.getByRole('button', { name: 'Larger preview' }).click();
  await expect(page.getByRole('button', { name: 'Larger preview' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(widthOf).toBeGreaterThan(smallWidth * 1.8);

  await page.getByRole('button', { name: 'Add Page Numbers' }).click();
  await expect(page.getByText('Your numbered PDF is ready!')).toBeVisible();
  await expect(page.getByTestId('toast').filter({ hasText: 'Page numbers added successfully' })).toContainText('4 of 14 pages numbered.');
  const { filename, path } = await download(page, 'Download PDF');
  expect(filename).toBe('multipage-text-tracemonkey-14p-numbered.pdf');

  const output = inspectPdf(path);
  expect(output.pages).toBe(14);
  const labels = output.pageTexts.map((text) => /Page ([IVXLC]+)\b/.exec(text)?.[1]);
  expect(labels).toEqual([undefined, 'III', 'IV', 'V', 'VI', ...Array(9).fill(undefined)]);
  // At the top right: the label ends 50 pt from the right edge, near the top.
  const { width, words } = wordBoxes(path, 3);
  const label = words.find((word) => word.text === 'IV')!;
  expect(Math.abs(width - 50 - label.xMax)).toBeLessThan(2);
  expect(label.yMin).toBeLessThan(45);
});

test('a page that does not exist is named at once, and the run says the same', async ({ page }) => {
  await page.goto('/add-page-numbers');
  await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf')]);
  await pickChoice(page, 'Only these pages');
  await page.getByLabel('Page numbers or ranges').fill('2-7');
  await expect(page.getByText('Page 7 does not exist: this document has 4 pages').first()).toBeVisible();
  await expect(page.getByTestId('stamp-preview')).toContainText('Page 7 does not exist');
  await page.getByRole('button', { name: 'Add Page Numbers' }).click();
  await expect(page.getByTestId('job-error')).toHaveText('Page 7 does not exist: this document has 4 pages');
  await expect(page.getByTestId('download-card')).toHaveCount(0);
});

test('works offline after one visit: the embedded fonts come from the precache', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 30_000 });
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.goto('/add-page-numbers');
  await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf')]);
  // A Cyrillic prefix needs the Cyrillic font file besides the Latin one.
  await page.getByLabel('Prefix').fill('Стр. ');
  await page.getByLabel('Font family').selectOption('Courier');
  await expect(page.getByTestId('stamp-preview-image')).toBeVisible();
  await page.getByRole('button', { name: 'Add Page Numbers' }).click();
  await expect(page.getByText('Your numbered PDF is ready!')).toBeVisible();
  const { path } = await download(page, 'Download PDF');
  expect(inspectPdf(path).pageTexts.map((text) => /Стр\. (\d)/.exec(text)?.[1])).toEqual(['1', '2', '3', '4']);
  const fonts = execFileSync('pdffonts', [path], { encoding: 'utf8' });
  expect(fonts).toContain('Cousine');
  await context.setOffline(false);
});

test('two PDFs at once: each is numbered from the starting number, with its own download', async ({ page }) => {
  const outline = 'multipage-outline-links-4p.pdf';
  await page.goto('/add-page-numbers');
  await chooseFiles(page, [corpus(tracemonkey), corpus(outline)]);
  await expect(page.getByTestId('page-count')).toHaveText([' · 14 pages', ' · 4 pages']);
  await expect(page.getByTestId('stamp-preview-file')).toContainText(tracemonkey);
  await page.getByLabel('Prefix').fill('No. ');
  await page.getByRole('button', { name: 'Add Page Numbers' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Page numbers added' })).toContainText('2 files numbered', { timeout: 30_000 });
  await expect(page.getByTestId('job-result')).toHaveCount(2);
  for (const [input, pages] of [[tracemonkey, 14], [outline, 4]] as const) {
    const name = input.replace(/\.pdf$/, '-numbered.pdf');
    const { path } = await download(page, `Download ${name}`);
    // In content-stream order: the number, drawn last, is the last thing on each page.
    const texts = rawPageTexts(path);
    expect(texts).toHaveLength(pages);
    expect(texts.map((text) => /No\. (\d+)\s*$/.exec(text)?.[1])).toEqual(Array.from({ length: pages }, (_, index) => String(index + 1)));
  }
});
