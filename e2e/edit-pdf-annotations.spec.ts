import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, chooseFiles, corpus, download } from './fixtures';

// A4 is 841.89 points high: PDF rects count y up from the bottom.
const PAGE_HEIGHT = 841.89;
const PAGE_WIDTH = 595.276;

/**
 * The 4-page corpus file (which has links) with a red Square annotation at x 100–250, y 300–400 (from
 * the top) on page 1, written by the mutool command (MuPDF's own tool, not Folio).
 */
function fileWithSquare(): string {
  const dir = mkdtempSync(join(tmpdir(), 'folio-annots-'));
  const script = join(dir, 'square.js');
  writeFileSync(script, [
    'var doc = new PDFDocument(scriptArgs[0]);',
    'var annot = doc.loadPage(0).createAnnotation("Square");',
    // MuPDF's page space counts y down from the top, as the screen does.
    'annot.setRect([100, 300, 250, 400]);',
    'annot.setColor([1, 0, 0]);',
    'annot.setBorder(3);',
    'annot.update();',
    'doc.save(scriptArgs[1], "");',
  ].join('\n'));
  const out = join(dir, 'boxed.pdf');
  execFileSync('mutool', ['run', script, corpus('multipage-outline-links-4p.pdf'), out]);
  return out;
}

/** Page 1's annotations, by qpdf: subtype and the drawn box (/Rect less the stroke's margin, /RD). */
function annotationsOf(path: string): Array<{ subtype: string; rect: number[]; color?: number[]; borderWidth?: number }> {
  const json = JSON.parse(execFileSync('qpdf', ['--json=2', path], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
  const objects = json.qpdf[1];
  const pageObject = objects[`obj:${json.pages[0].object}`].value;
  return ((pageObject['/Annots'] ?? []) as string[]).map((ref) => objects[`obj:${ref}`].value).map((value) => {
    const [x0, y0, x1, y1] = value['/Rect'] as number[];
    const [left, top, right, bottom] = (value['/RD'] as number[] | undefined) ?? [0, 0, 0, 0];
    const borderWidth = (value['/BS'] as { '/W'?: number } | undefined)?.['/W'];
    return { subtype: value['/Subtype'], rect: [x0 + left, y0 + bottom, x1 - right, y1 - top], color: value['/C'], borderWidth };
  });
}

/** Drags with the mouse across the shown page, at points measured from its top-left (PDF points). */
async function dragOnPage(page: Page, points: Array<[number, number]>) {
  const overlay = page.getByTestId('editor-overlay');
  await overlay.scrollIntoViewIfNeeded();
  const box = (await overlay.boundingBox())!;
  const scale = box.width / PAGE_WIDTH;
  const [first, ...rest] = points.map(([x, y]) => [box.x + x * scale, box.y + y * scale] as const);
  await page.mouse.move(...first);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(...point, { steps: 5 });
  await page.mouse.up();
}

async function openWithSelect(page: Page, file: string, kind = 'rectangle') {
  await page.goto('/edit-pdf');
  await chooseFiles(page, [file]);
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  // The file's annotation is an editor item, drawn once by the editor (the page image is drawn without it).
  await expect(page.locator(`[data-item-kind="${kind}"]`)).toHaveCount(1);
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1400, height: 1000 } });

  test('selects, moves and resizes the rectangle annotation already in a file, and saves it in place of the old one', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const file = fileWithSquare();
    await openWithSelect(page, file);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect(page.getByTestId('zoom')).toHaveText('50%');
    // The page is drawn again at its new width before the points are measured on it.
    await expect.poll(async () => Math.round((await page.getByTestId('editor-overlay').boundingBox())?.width ?? 0)).toBe(400);
    // Taken over, not yet changed: nothing to save.
    await expect(page.getByTestId('edit-count')).toHaveText('0 edits on this file');

    // Moved by 30 right and 40 down.
    await dragOnPage(page, [[175, 350], [190, 370], [205, 390]]);
    const handles = page.getByTestId('resize-handle');
    await expect(handles).toHaveCount(8);
    await expect(page.locator('[data-handle="e"]')).toHaveCSS('cursor', 'ew-resize');
    await expect(page.locator('[data-handle="nw"]')).toHaveCSS('cursor', 'nwse-resize');
    await page.getByTestId('editor-page').screenshot({ path: testInfo.outputPath('selected-with-handles.png') });

    // Now at x 130–280, y 340–440: its right side's handle (280, 390) dragged 50 right; the left side stays.
    await dragOnPage(page, [[280, 390], [300, 395], [330, 390]]);
    const drawn = page.locator('[data-item-kind="rectangle"]');
    // Mouse positions land on whole pixels: within 2 points (1.5 pixels at 50 %).
    const attribute = async (name: string) => Number(await drawn.getAttribute(name));
    expect(Math.abs(await attribute('x') - 130)).toBeLessThan(2);
    expect(Math.abs(await attribute('y') - 340)).toBeLessThan(2);
    expect(Math.abs(await attribute('width') - 200)).toBeLessThan(2);
    expect(await attribute('height')).toBe(100);
    await expect(page.getByTestId('edit-count')).toHaveText('1 edit on this file');
    // The panel shows the selected rectangle's own stroke (3 pt, red); a new width keeps its colour.
    const strokeWidth = page.getByRole('slider', { name: /Stroke width/ });
    await expect(strokeWidth).toHaveValue('3');
    await strokeWidth.fill('6');
    await expect(page.getByText('Stroke width: 6')).toBeVisible();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('toast')).toContainText('PDF saved successfully', { timeout: 60_000 });
    const saved = await download(page, 'Download PDF');
    const before = annotationsOf(file);
    const after = annotationsOf(saved.path);
    const squares = after.filter((annotation) => annotation.subtype === '/Square');
    expect(squares).toHaveLength(1);
    [130, PAGE_HEIGHT - 440, 330, PAGE_HEIGHT - 340].forEach((value, index) => expect(Math.abs(squares[0].rect[index] - value)).toBeLessThan(2));
    expect(squares[0].color).toEqual([1, 0, 0]);
    expect(squares[0].borderWidth).toBe(6);
    // The links are all still there, nothing else was added.
    expect(after.filter((annotation) => annotation.subtype === '/Link')).toHaveLength(before.filter((annotation) => annotation.subtype === '/Link').length);
    expect(after).toHaveLength(before.length);
  });
});

test.describe('a file saved by Folio', () => {
  test.use({ viewport: { width: 1400, height: 1000 } });

  test('opened again, its picture is an item that moves, and the saved file still has one stamp, in its new place', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto('/edit-pdf?tool=rotate');
    await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf')]);
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    await page.getByTestId('image-input').setInputFiles(corpus('image-greyscale-bird.png'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('toast')).toContainText('PDF saved successfully', { timeout: 60_000 });
    const first = await download(page, 'Download PDF');
    const [placed] = annotationsOf(first.path).filter((annotation) => annotation.subtype === '/Stamp');

    // Named as a PDF, as the picker requires (the download's own path has no extension).
    const reopened = testInfo.outputPath('saved-by-folio.pdf');
    copyFileSync(first.path, reopened);
    await openWithSelect(page, reopened, 'image');
    await expect(page.locator('[data-item-kind="image"]')).toHaveAttribute('href', /^blob:/);
    // At 100 % (800 pixels across): from its middle (200, 175), 50 points right and 100 down.
    await dragOnPage(page, [[200, 175], [225, 225], [250, 275]]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('toast')).toContainText('PDF saved successfully', { timeout: 60_000 });
    const second = await download(page, 'Download PDF');
    const stamps = annotationsOf(second.path).filter((annotation) => annotation.subtype === '/Stamp');
    expect(stamps).toHaveLength(1);
    [50, -100, 50, -100].forEach((shift, index) => expect(Math.abs(stamps[0].rect[index] - placed.rect[index] - shift)).toBeLessThan(2));
  });
});

test.describe('a text box', () => {
  test.use({ viewport: { width: 1400, height: 1000 } });

  test('takes the width its side handle gives it, and its words wrap on screen and in the saved file', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/edit-pdf');
    await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf')]);
    await dragOnPage(page, [[100, 500]]);
    await page.getByTestId('inline-text').fill('alpha beta gamma delta');
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await dragOnPage(page, [[110, 505]]);
    const side = (await page.locator('[data-handle="e"]').boundingBox())!;
    const words = page.locator('[data-item-kind="text"] tspan');
    await expect(words).toHaveCount(1);
    // The right side pulled in to about 80 points from the left one.
    const overlay = (await page.getByTestId('editor-overlay').boundingBox())!;
    const scale = overlay.width / PAGE_WIDTH;
    await page.mouse.move(side.x + side.width / 2, side.y + side.height / 2);
    await page.mouse.down();
    await page.mouse.move(overlay.x + 180 * scale, side.y + side.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => words.count()).toBeGreaterThan(1);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('toast')).toContainText('PDF saved successfully', { timeout: 60_000 });
    const saved = await download(page, 'Download PDF');
    const lines = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-layout', saved.path, '-'], { encoding: 'utf8' }).split('\n');
    const lineWith = (word: string) => lines.findIndex((line) => line.includes(word));
    expect(lineWith('alpha')).toBeGreaterThanOrEqual(0);
    expect(lineWith('delta')).toBeGreaterThan(lineWith('alpha'));
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a finger drags the selected item instead of scrolling the page', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await openWithSelect(page, fileWithSquare());
    const drawn = page.locator('[data-item-kind="rectangle"]');
    await drawn.scrollIntoViewIfNeeded();
    const item = (await drawn.boundingBox())!;
    const scroller = page.getByTestId('editor-overlay').locator('xpath=ancestor::div[contains(@class, "overflow-auto")][1]');
    const scrolled = () => Promise.all([page.evaluate(() => [scrollX, scrollY]), scroller.evaluate((element) => [element.scrollLeft, element.scrollTop])]);
    const scrollBefore = await scrolled();

    // A real touch drag, through the browser's input pipeline: it scrolls unless the page takes it.
    const cdp = await page.context().newCDPSession(page);
    const start = { x: item.x + item.width / 2, y: item.y + item.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
    for (let step = 1; step <= 8; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start.x - step * 5, y: start.y + step * 10 }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    const moved = (await drawn.boundingBox())!;
    expect(moved.y - item.y).toBeGreaterThan(60);
    expect(moved.x - item.x).toBeLessThan(-30);
    expect(await scrolled()).toEqual(scrollBefore);
    await expect(page.getByTestId('edit-count')).toHaveText('1 edit on this file');
    // Selected, with the larger handles of a touch screen.
    await expect(page.getByTestId('resize-handle')).toHaveCount(8);
    await page.getByTestId('editor-page').screenshot({ path: testInfo.outputPath('phone-selected-with-handles.png') });
  });
});
