import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import { undrawnCharacters } from '../test/readers/notdef-glyphs';
import type { Page } from '@playwright/test';
import { test, expect, chooseFiles, corpus, download, waitForServiceWorkerControl } from './fixtures';

// This spec needs the service worker (offline use, the installed app, engines kept after first use).
test.use({ serviceWorkers: 'allow' });

const outline = 'multipage-outline-links-4p.pdf';
// A4 in points: the outline file's pages.
const A4_WIDTH = 595.276;
const A4_HEIGHT = 841.89;

// Room for the whole page at 50 %, so every point the tests click is on the screen.
test.use({ viewport: { width: 1400, height: 1000 } });
const bird = corpus('image-greyscale-bird.png');

/** Clicks (or drags across) the shown page at points measured from its top-left (PDF points). */
async function onPage(page: Page, points: Array<[number, number]>, shownWidth = A4_WIDTH) {
  const overlay = page.getByTestId('editor-overlay');
  await overlay.scrollIntoViewIfNeeded();
  const box = (await overlay.boundingBox())!;
  const scale = box.width / shownWidth;
  const [first, ...rest] = points.map(([x, y]) => [box.x + x * scale, box.y + y * scale] as const);
  await page.mouse.move(...first);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(...point, { steps: 4 });
  await page.mouse.up();
}

function annotationsOf(path: string, password?: string): string[] {
  const json = JSON.parse(execFileSync('qpdf', ['--json=2', ...(password ? [`--password=${password}`] : []), path], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
  const objects = json.qpdf[1];
  const pageObject = objects[`obj:${json.pages[0].object}`].value;
  return ((pageObject['/Annots'] ?? []) as string[]).map((ref) => objects[`obj:${ref}`].value['/Subtype'] as string).filter((type) => type !== '/Link');
}

async function open(page: Page, route: string, file = corpus(outline)) {
  await page.goto(route);
  await chooseFiles(page, [file]);
}

/** Shows the page at 50 %, whole on the screen. */
async function zoomToHalf(page: Page) {
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(page.getByTestId('zoom')).toHaveText('50%');
}

/** Moves to another card's address inside the app, the way its links do (the chosen file stays). */
async function goInApp(page: Page, route: string) {
  await page.evaluate((url) => {
    history.pushState({}, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, route);
}

test('each of the eight cards opens the editor on its own tool', async ({ page }) => {
  const cases: Array<[string, string, string]> = [
    ['/edit-pdf', 'Edit PDF', 'Text'], ['/edit-pdf?tool=sign', 'Sign PDF', 'Draw'], ['/edit-pdf?tool=rotate', 'Rotate PDF', 'Rotate page'],
    ['/edit-pdf?tool=crop', 'Crop PDF', 'Crop page'], ['/edit-pdf?tool=redact', 'Redact PDF', 'Redact'],
  ];
  await open(page, '/edit-pdf');
  for (const [route, title, tool] of cases) {
    await goInApp(page, route);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('page-of')).toHaveText('Page 1 of 4');
    await expect(page.getByRole('toolbar').getByRole('button', { name: tool, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await goInApp(page, '/edit-pdf?tool=compare');
  await expect(page.getByRole('heading', { level: 1, name: 'Compare PDF' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Compare with another PDF' })).toBeVisible();
  await goInApp(page, '/edit-pdf?tool=protect');
  await expect(page.getByRole('heading', { level: 1, name: 'Protect PDF' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Protect this PDF' })).toBeVisible();
  await goInApp(page, '/edit-pdf?tool=unlock');
  await expect(page.getByRole('heading', { level: 1, name: 'Unlock PDF' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unlock this PDF' })).toBeVisible();
  // A fresh visit to a card's address opens it too.
  await open(page, '/edit-pdf?tool=sign');
  await expect(page.getByRole('toolbar').getByRole('button', { name: 'Draw', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('a text item placed with a click takes every key typed next, in any script, the first one too, shown and saved with served fonts', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const requests: string[] = [];
  page.context().on('request', (request) => requests.push(request.url()));
  await open(page, '/edit-pdf');
  await expect(page.getByTestId('page-of')).toHaveText('Page 1 of 4');
  await zoomToHalf(page);
  await onPage(page, [[40, 400]]);
  const inline = page.getByTestId('inline-text');
  await expect(inline).toHaveValue('Click to edit');
  // Typed as a person types, key by key (fill would set the value past the focus).
  await expect(inline).toBeFocused();
  const words = ['你好世界', 'こんにちは', '안녕하세요', 'مرحبا', 'नमस्ते', 'สวัสดี', 'Привет', 'Ünïcødé'];
  await page.keyboard.type(words.join(' '));
  await expect(inline).toHaveValue(words.join(' '));
  // The page shows Hindi, Thai and Chinese with the app's own fonts (this machine has none of its own).
  await expect.poll(() => page.evaluate(async (text) => {
    await document.fonts.load('16px "Folio Scripts"', text);
    return document.fonts.check('16px "Folio Scripts"', text);
  }, 'नमस्ते สวัสดี 你好')).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('scripts.png') });

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('PDF saved successfully', { timeout: 60_000 });
  const saved = await download(page, 'Download PDF');
  const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', saved.path, '-'], { encoding: 'utf8' }).normalize('NFKC');
  for (const word of words) expect(text).toContain(word);
  expect(await undrawnCharacters(readFileSync(saved.path))).toEqual([]);
  const fonts = execFileSync('pdffonts', [saved.path], { encoding: 'utf8' });
  for (const script of ['sc', 'kr', 'arabic', 'devanagari', 'thai']) expect(fonts).toContain(`Folio-noto-sans-${script}`);
  // The fonts came from our own origin (the fixture checks that nothing left it): the Chinese slices
  // from the first-use folder.
  expect(requests.some((url) => url.includes('/vendor/heavy/fonts/noto-sans-sc-'))).toBe(true);
});

test('places text, shapes, an image and a drawn and a typed signature with the mouse, undoes and redoes, and saves real annotations', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await open(page, '/edit-pdf');
  await expect(page.getByTestId('toast')).toContainText('PDF loaded successfully');
  await expect(page.getByTestId('page-of')).toHaveText('Page 1 of 4');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('page-of')).toHaveText('Page 2 of 4');
  await page.getByRole('button', { name: 'Previous page' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByTestId('zoom')).toHaveText('125%');
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await zoomToHalf(page);

  // Text at the click point: 'Click to edit', typed over inline.
  await onPage(page, [[300, 400]]);
  const inline = page.getByTestId('inline-text');
  await expect(inline).toHaveValue('Click to edit');
  await inline.fill('Signed by Folio');
  await page.getByRole('button', { name: 'Bold' }).click();

  await page.getByRole('button', { name: 'Rectangle', exact: true }).click();
  await onPage(page, [[60, 300]]);
  await page.getByRole('button', { name: 'Circle', exact: true }).click();
  await onPage(page, [[200, 300]]);
  await expect(page.getByTestId('edit-count')).toHaveText('3 edits on this file');
  // Undo takes the circle away, redo brings it back; the keyboard does the same.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('edit-count')).toHaveText('2 edits on this file');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByTestId('edit-count')).toHaveText('3 edits on this file');
  await page.keyboard.press('Delete');
  await expect(page.getByTestId('edit-count')).toHaveText('2 edits on this file');
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('edit-count')).toHaveText('3 edits on this file');

  await page.getByRole('button', { name: 'Image', exact: true }).click();
  await page.getByTestId('image-input').setInputFiles(bird);
  await expect(page.getByTestId('edit-count')).toHaveText('4 edits on this file');

  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await onPage(page, [[320, 500], [340, 530], [360, 500], [380, 530]]);
  await expect(page.getByTestId('edit-count')).toHaveText('5 edits on this file');
  // A typed signature, in the script font, placed as a picture and kept on this device (opt-in).
  await page.getByLabel('Type your name').fill('Ada Lovelace');
  await page.getByLabel('Keep my signature on this device for next time').check();
  await page.getByRole('button', { name: 'Add typed signature' }).click();
  await expect(page.getByTestId('edit-count')).toHaveText('6 edits on this file');
  await expect(page.getByRole('button', { name: 'Use the signature Ada Lovelace' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('editor.png') });

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The first save starts MuPDF in the document worker (10 MB of WebAssembly): slow on a loaded machine.
  await expect(page.getByTestId('toast')).toContainText('PDF saved successfully', { timeout: 60_000 });
  const saved = await download(page, 'Download PDF');
  expect(saved.filename).toBe('multipage-outline-links-4p-edited.pdf');
  expect(annotationsOf(saved.path).sort()).toEqual(['/Circle', '/FreeText', '/Ink', '/Square', '/Stamp', '/Stamp']);
  const words = execFileSync('pdftotext', ['-f', '1', '-l', '1', saved.path, '-'], { encoding: 'utf8' });
  expect(words).toContain('Signed by Folio');
  expect(execFileSync('pdffonts', [saved.path], { encoding: 'utf8' })).toMatch(/Helvetica-Bold\s+CID Type 0C\s+Identity-H\s+yes/);

  // The kept signature is there after a reload, and can be deleted for good.
  await open(page, '/edit-pdf?tool=sign');
  await page.getByRole('button', { name: 'Use the signature Ada Lovelace' }).click();
  await expect(page.getByTestId('edit-count')).toHaveText('1 edit on this file');
  await page.getByRole('button', { name: 'Delete the saved signature Ada Lovelace' }).click();
  await expect(page.getByTestId('saved-signatures')).toHaveCount(0);
});

test('redacts by search and by a marked area, and the saved file has neither', async ({ page }) => {
  await open(page, '/edit-pdf?tool=redact');
  await expect(page.getByRole('note').filter({ hasText: 'cannot be undone' })).toBeVisible();
  await zoomToHalf(page);
  // The first "Baz" of the contents list: 139.7–158.6 × 194.6–203.4.
  await onPage(page, [[137, 192], [161, 206]]);
  await page.getByLabel('Words to find').fill('Bar');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const found = await page.getByTestId('match-count').textContent();
  const count = Number(/^(\d+)/.exec(found!)![1]);
  expect(count).toBeGreaterThan(3);
  await page.getByRole('button', { name: `Mark all ${count} for redaction` }).click();
  await expect(page.getByTestId('edit-count')).toHaveText(`${count + 1} edits on this file`);
  await page.getByLabel("Also remove the document's metadata (title, author, dates)").check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = await download(page, 'Download PDF');
  const text = execFileSync('pdftotext', ['-bbox', saved.path, '-'], { encoding: 'utf8' });
  expect(text).not.toMatch(/>Bar</);
  expect(text).not.toMatch(/yMin="194\.\d+"[^>]*>Baz</);
  expect(text).toMatch(/>Baz</);
  expect(execFileSync('pdfinfo', [saved.path], { encoding: 'utf8' })).not.toContain('pdfTeX');
});

test('turns, crops, deletes and moves pages, and the saved file says so', async ({ page }) => {
  await open(page, '/edit-pdf?tool=rotate');
  await zoomToHalf(page);
  await page.getByRole('button', { name: 'Rotate page right' }).click();
  await page.getByRole('button', { name: 'Delete page 4' }).click();
  await page.getByRole('button', { name: 'Move page 3 earlier' }).click();
  await expect(page.getByTestId('page-of')).toHaveText('Page 1 of 3');
  // Page 3 is second now: crop it.
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await page.getByRole('button', { name: 'Crop page', exact: true }).click();
  await onPage(page, [[50, 100], [350, 500]]);
  await expect(page.getByTestId('crop-mask')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = await download(page, 'Download PDF');
  const json = JSON.parse(execFileSync('qpdf', ['--json=2', saved.path], { encoding: 'utf8' }));
  const pages = json.pages.map((entry: { object: string }) => json.qpdf[1][`obj:${entry.object}`].value);
  expect(pages).toHaveLength(3);
  expect(pages[0]['/Rotate']).toBe(90);
  expect(pages[1]['/CropBox']).toBeDefined();
  const second = execFileSync('pdftotext', ['-f', '2', '-l', '2', '-nopgbrk', saved.path, '-'], { encoding: 'utf8' });
  const original3 = execFileSync('pdftotext', ['-f', '3', '-l', '3', '-nopgbrk', corpus(outline), '-'], { encoding: 'utf8' });
  expect(original3).toContain(second.trim().split('\n')[0]);
});

test('writes text on a page turned by /Rotate that reads upright and in order in poppler', async ({ page }, testInfo) => {
  // Page 1 turned a quarter by qpdf: shown landscape, 841.89 points across.
  const turned = testInfo.outputPath('turned.pdf');
  execFileSync('qpdf', [corpus(outline), '--rotate=+90:1', '--', turned]);
  await open(page, '/edit-pdf', turned);
  await zoomToHalf(page);
  await onPage(page, [[300, 200]], A4_HEIGHT);
  await page.getByTestId('inline-text').fill('Hello rotated page');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('PDF saved successfully', { timeout: 60_000 });
  const saved = await download(page, 'Download PDF');
  // pdftotext measures the page as shown; a drawing squeezed into the upright /Rect read "Helortaedpg".
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', saved.path, '-'], { encoding: 'utf8' });
  const words = [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>(Hello|rotated|page)<\/word>/g)]
    .map(([, x, y, word]) => ({ word, x: Number(x), y: Number(y) }))
    // The page's own text has a "page" or two elsewhere: only the words on the line placed are kept.
    .filter(({ y }) => Math.abs(y - 202) < 6);
  expect(words.map(({ word }) => word)).toEqual(['Hello', 'rotated', 'page']);
  expect(Math.abs(words[0].x - 302)).toBeLessThan(4);
  expect(words[1].x).toBeGreaterThan(words[0].x);
  expect(words[2].x).toBeGreaterThan(words[1].x);
});

test('protects with a password, then unlocks the protected file with it', async ({ page }, testInfo) => {
  await open(page, '/edit-pdf?tool=protect');
  await page.getByLabel('Password to open').fill('folio-secret');
  await page.getByLabel('Allow copying text and images').uncheck();
  await page.getByRole('button', { name: 'Protect PDF' }).click();
  await expect(page.getByTestId('toast')).toContainText('PDF protected with AES-256');
  const locked = await download(page, 'Download PDF');
  // The upload takes PDFs by name: the downloaded copy gets one.
  const lockedPath = testInfo.outputPath(locked.filename);
  copyFileSync(locked.path, lockedPath);
  const shown = execFileSync('qpdf', ['--show-encryption', '--password=folio-secret', locked.path], { encoding: 'utf8' });
  expect(shown).toContain('R = 6');
  expect(shown).toContain('extract for any purpose: not allowed');

  await open(page, '/edit-pdf?tool=unlock', lockedPath);
  // The file card is the one place that asks for the password (no dialog, no field of the panel's own).
  await expect(page.locator('input[type="password"]')).toHaveCount(1);
  await page.getByLabel(`Password for ${locked.filename}`).fill('folio-secret');
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(page.getByTestId('file-unlocked')).toBeVisible();
  await page.getByRole('button', { name: 'Unlock PDF' }).click();
  await expect(page.getByTestId('toast')).toContainText('PDF unlocked');
  const unlocked = await download(page, 'Download PDF');
  expect(execFileSync('qpdf', ['--show-encryption', unlocked.path], { encoding: 'utf8' })).toContain('File is not encrypted');
});

test('works offline after one visit: text and a rectangle placed, a word redacted, and the file saved', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 30_000 });
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  try {
    await open(page, '/edit-pdf');
    await expect(page.getByTestId('page-of')).toHaveText('Page 1 of 4');
    await zoomToHalf(page);
    // Text in an embedded font, a rectangle, and the word "Foo" redacted by search: every engine the
    // editor saves with (MuPDF, the fonts) comes from the service worker's caches.
    await onPage(page, [[300, 400]]);
    await page.getByTestId('inline-text').fill('Offline edit');
    await page.getByRole('button', { name: 'Rectangle', exact: true }).click();
    await onPage(page, [[60, 300]]);
    await page.getByRole('button', { name: 'Redact', exact: true }).click();
    await page.getByLabel('Words to find').fill('Foo');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: /^Mark (it|all \d+) for redaction$/ }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const saved = await download(page, 'Download PDF');
    expect(annotationsOf(saved.path)).toEqual(expect.arrayContaining(['/FreeText', '/Square']));
    const text = execFileSync('pdftotext', ['-l', '1', saved.path, '-'], { encoding: 'utf8' });
    expect(text).not.toContain('Foo');
    expect(text).toContain('Bar');
  } finally {
    await context.setOffline(false);
  }
});
