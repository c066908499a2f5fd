import { execFileSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, chooseFiles, corpus, download } from './fixtures';

const tracemonkey = corpus('multipage-text-tracemonkey-14p.pdf');

test.use({ viewport: { width: 1400, height: 1000 }, permissions: ['clipboard-read', 'clipboard-write'] });

/** Where a point of the shown page (PDF points from its top-left) is on the screen. */
async function screenPoint(page: Page, [x, y]: [number, number]): Promise<[number, number]> {
  const overlay = page.getByTestId('editor-overlay');
  const box = (await overlay.boundingBox())!;
  const pageWidth = Number((await overlay.getAttribute('viewBox'))!.split(' ')[2]);
  const scale = box.width / pageWidth;
  return [box.x + x * scale, box.y + y * scale];
}

/** Drags the mouse across the shown page between two points in PDF points. */
async function dragOnPage(page: Page, from: [number, number], to: [number, number]) {
  await page.getByTestId('editor-overlay').scrollIntoViewIfNeeded();
  // Both points are measured before the press: a press held still for half a second is a long press
  // (it selects one word), and measuring between press and move took that long on a loaded machine.
  const [start, end] = [await screenPoint(page, from), await screenPoint(page, to)];
  await page.mouse.move(...start);
  await page.mouse.down();
  await page.mouse.move(...end, { steps: 8 });
  await page.mouse.up();
}

async function openPaper(page: Page, tool: string) {
  await page.goto('/edit-pdf');
  await chooseFiles(page, [tracemonkey]);
  await expect(page.getByTestId('page-of')).toHaveText('Page 1 of 14');
  await page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('button', { name: tool, exact: true }).click();
  // The page's words come from the worker once the page is shown with a tool that selects text.
  await expect(page.getByTestId('text-layer')).toBeAttached();
}

/** pdftotext -bbox's words of page 1 of a file on disk. */
function popplerWords(path: string) {
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', path, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)]
    .map((match) => ({ xMin: Number(match[1]), yMin: Number(match[2]), xMax: Number(match[3]), yMax: Number(match[4]), text: match[5] }));
}

test('drags across a line of text, shows it selected, and Ctrl+C copies its words', async ({ page }, testInfo) => {
  await openPaper(page, 'Select');
  // Over text the pointer is an I-beam.
  const [x, y] = await screenPoint(page, [120, 87]);
  expect(await page.evaluate(([px, py]) => getComputedStyle(document.elementFromPoint(px, py)!).cursor, [x, y])).toBe('text');

  // Text the person selected before on the screen (here the guide's heading) is not what Ctrl+C copies then.
  await page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('h2')!);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
  });
  // The title's first line: "Trace-based Just-in-Time Type Specialization for Dynamic".
  await dragOnPage(page, [84, 87], [525, 88]);
  await expect(page.getByTestId('text-selection')).toHaveCount(1);
  await expect(page.getByTestId('text-selection-bar')).toContainText('6 words selected');
  await page.getByTestId('editor-page').screenshot({ path: testInfo.outputPath('text-selection.png') });

  await page.keyboard.press('Control+c');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('Trace-based Just-in-Time Type Specialization for Dynamic');

  // The copy handler itself puts the words on the event's data (whatever the clipboard allows headless).
  const copied = await page.evaluate(() => {
    const event = new ClipboardEvent('copy', { clipboardData: new DataTransfer(), bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    return { text: event.clipboardData!.getData('text/plain'), handled: event.defaultPrevented };
  });
  expect(copied).toEqual({ text: 'Trace-based Just-in-Time Type Specialization for Dynamic', handled: true });

  // A double click selects one word; Escape clears the selection.
  await page.mouse.dblclick(...await screenPoint(page, [495, 87]));
  await expect(page.getByTestId('text-selection-bar')).toContainText('1 word selected');
  await page.keyboard.press('Control+c');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('Dynamic');
  // Shift+Right takes in the next word, on the next line.
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByTestId('text-selection-bar')).toContainText('2 words selected');
  await page.keyboard.press('Control+c');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('Dynamic\nLanguages');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('text-selection')).toHaveCount(0);
  await expect(page.getByTestId('text-selection-bar')).toHaveCount(0);

  // Selected with Select, highlighted from the bar: one band per line.
  await page.mouse.dblclick(...await screenPoint(page, [495, 87]));
  await page.keyboard.press('Shift+ArrowRight');
  await page.getByTestId('text-selection-bar').getByRole('button', { name: 'Highlight' }).click();
  await expect(page.locator('[data-item-kind="highlight"] rect')).toHaveCount(2);
  await expect(page.getByTestId('text-selection-bar')).toHaveCount(0);
});

test('highlights a passage with the highlight tool, and the saved file has a Highlight whose quads cover its words', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await openPaper(page, 'Highlight');
  // The abstract, left column: from the start of its third line to the end of its seventh.
  await dragOnPage(page, [56, 376], [292, 416]);
  const bands = page.locator('[data-item-kind="highlight"] rect');
  await expect(bands).toHaveCount(5);
  await page.getByTestId('editor-page').screenshot({ path: testInfo.outputPath('text-highlight.png') });
  // A click in the empty margin still makes a free highlight.
  await dragOnPage(page, [20, 30], [20, 30]);
  await expect(page.locator('[data-item-kind="highlight"]')).toHaveCount(2);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = await download(page, 'Download PDF');
  const path = testInfo.outputPath('highlighted.pdf');
  copyFileSync(saved.path, path);

  const json = JSON.parse(execFileSync('qpdf', ['--json=2', path], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
  const objects = json.qpdf[1];
  const pageObject = objects[`obj:${json.pages[0].object}`].value;
  const pageHeight = pageObject['/MediaBox'][3] as number;
  const highlights = (pageObject['/Annots'] as string[]).map((ref) => objects[`obj:${ref}`].value).filter((annotation) => annotation['/Subtype'] === '/Highlight');
  expect(highlights).toHaveLength(2);
  const quads = (highlights[0]['/QuadPoints'] as number[]);
  expect(quads).toHaveLength(5 * 8);
  expect(highlights[0]['/AP']).toBeDefined();
  expect(highlights[1]['/QuadPoints']).toHaveLength(8);

  // Each quad, in top-left coordinates; every word of the five lines (as pdftotext places them) lies in one.
  const boxes = Array.from({ length: 5 }, (_, index) => {
    const quad = quads.slice(index * 8, index * 8 + 8);
    const xs = [quad[0], quad[2], quad[4], quad[6]];
    const ys = [quad[1], quad[3], quad[5], quad[7]].map((value) => pageHeight - value);
    return { xMin: Math.min(...xs), xMax: Math.max(...xs), yMin: Math.min(...ys), yMax: Math.max(...ys) };
  });
  const linesWords = popplerWords(path).filter((word) => word.xMax < 300 && word.yMin > 370 && word.yMax < 421);
  expect(linesWords.length).toBeGreaterThan(40);
  for (const word of linesWords) {
    expect(boxes.some((box) => word.xMin >= box.xMin - 1 && word.xMax <= box.xMax + 1 && word.yMin >= box.yMin - 1 && word.yMax <= box.yMax + 1), word.text).toBe(true);
  }
  // And no quad reaches into the right column or the lines around.
  for (const box of boxes) {
    expect(box.xMax).toBeLessThan(300);
    expect(box.yMin).toBeGreaterThan(370);
    expect(box.yMax).toBeLessThan(421);
  }
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a finger dragged across text selects it, and a long press selects a word', async ({ page }) => {
    await openPaper(page, 'Select');
    const cdp = await page.context().newCDPSession(page);
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: [number, number]) => {
      await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point[0], y: point[1] }] : [] });
    };
    const [fromX, fromY] = await screenPoint(page, [84, 87]);
    const [toX] = await screenPoint(page, [525, 87]);
    await touch('touchStart', [fromX, fromY]);
    for (let step = 1; step <= 8; step += 1) await touch('touchMove', [fromX + ((toX - fromX) * step) / 8, fromY]);
    await touch('touchEnd');
    await expect(page.getByTestId('text-selection-bar')).toContainText('6 words selected');

    await touch('touchStart', await screenPoint(page, [495, 87]));
    await page.waitForTimeout(800);
    await touch('touchEnd');
    await expect(page.getByTestId('text-selection-bar')).toContainText('1 word selected');
    // The bar's Copy button serves screens without Ctrl+C.
    await page.getByTestId('text-selection-bar').getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('Dynamic');
  });
});
