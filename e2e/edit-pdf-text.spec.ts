import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, chooseFiles, corpus, download } from './fixtures';
import { manyPagesTextBytes } from '../test/fixtures/many-pages-text';

const tracemonkey = corpus('multipage-text-tracemonkey-14p.pdf');

test.use({ viewport: { width: 1400, height: 1000 } });

/** pdftotext -bbox's words of a page of a file on disk. */
function popplerWords(path: string, pageNumber = 1) {
  const html = execFileSync('pdftotext', ['-bbox', '-f', String(pageNumber), '-l', String(pageNumber), path, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)]
    .map((match) => ({ xMin: Number(match[1]), yMin: Number(match[2]), xMax: Number(match[3]), yMax: Number(match[4]), text: match[5] }));
}

const fontsOf = (path: string) => execFileSync('pdffonts', [path], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean).map((row) => row.split(/\s+/)[0]).sort();
const textOf = (path: string) => execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });

/** Where a point of the shown page (PDF points from its top-left) is on the screen. */
async function screenPoint(page: Page, [x, y]: [number, number]): Promise<[number, number]> {
  const overlay = page.getByTestId('editor-overlay');
  await overlay.scrollIntoViewIfNeeded();
  const box = (await overlay.boundingBox())!;
  const pageWidth = Number((await overlay.getAttribute('viewBox'))!.split(' ')[2]);
  const scale = box.width / pageWidth;
  return [box.x + x * scale, box.y + y * scale];
}

test('edits a word in the middle of a line of the corpus paper, in place, and saves it as real text in the same font', async ({ page }) => {
  await page.goto('/edit-pdf?tool=edit-text');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit PDF text' })).toBeVisible();
  await chooseFiles(page, [tracemonkey]);
  await expect(page.getByTestId('page-of')).toHaveText('Page 1 of 14');
  await expect(page.getByRole('button', { name: 'Edit text', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('edit-text-layer')).toBeAttached();

  const machine = popplerWords(tracemonkey).find((word) => word.text === 'machine' && word.yMin > 400 && word.yMin < 420)!;
  const point = await screenPoint(page, [(machine.xMin + machine.xMax) / 2, (machine.yMin + machine.yMax) / 2]);
  await page.mouse.move(...point);
  // Hovering outlines the line, and its paragraph around it.
  await expect(page.getByTestId('edit-text-hover')).toBeVisible();
  await expect(page.getByTestId('edit-text-block')).toBeVisible();
  await page.mouse.click(...point);
  const field = page.getByRole('textbox', { name: 'Edit this line' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('generates machine code on the fly that is specialized for the ac-');
  await expect(page.getByTestId('chosen-font')).toContainText('NimbusRomNo9L-Regu');
  // Select the word as in any text field (double-click lands on it in the field's own font), then type over it.
  await field.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(10, 17));
  await page.keyboard.type('native');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('edit-text-change')).toHaveText('generates native code on the fly that is specialized for the ac-');

  // Escape leaves a line as it was.
  await page.mouse.click(...await screenPoint(page, [machine.xMin, machine.yMin - 30]));
  const other = page.getByRole('textbox', { name: 'Edit this line' });
  await other.press('End');
  await page.keyboard.type(' never saved');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('edit-text-change')).toHaveCount(1);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = await download(page, 'Download PDF');
  const text = textOf(saved.path);
  expect(text).toContain('generates native code on the fly that is specialized for the ac');
  expect(text).not.toContain('never saved');
  expect(text).not.toContain('generates machine code');
  const native = popplerWords(saved.path).find((word) => word.text === 'native')!;
  expect(Math.abs(native.xMin - machine.xMin)).toBeLessThan(2);
  expect(fontsOf(saved.path)).toEqual(fontsOf(tracemonkey));
});

test('finds a word on all 19 pages, shows every match, and replaces them all in one step', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'folio-replace-'));
  const file = join(dir, 'newsletter.pdf');
  writeFileSync(file, await manyPagesTextBytes(19));
  const expected = (textOf(file).match(/\bgarden\b/g) ?? []).length;
  expect(expected).toBe(57);

  await page.goto('/edit-pdf?tool=edit-text');
  await chooseFiles(page, [file]);
  await expect(page.getByTestId('page-of')).toHaveText('Page 1 of 19');
  const panel = page.getByRole('region', { name: 'Find and replace' });
  await panel.getByLabel('Find', { exact: true }).fill('garden');
  await panel.getByLabel('Replace with').fill('orchard');
  await panel.getByLabel('Whole words').check();
  await panel.getByRole('button', { name: 'Find all' }).click();
  await expect(panel.getByTestId('find-count')).toHaveText(`${expected} matches`);
  await expect(panel.getByTestId('find-matches').getByRole('listitem')).toHaveCount(expected);
  await expect(panel.getByTestId('find-matches').getByRole('listitem').first()).toContainText('Page 1');
  await panel.getByRole('button', { name: `Replace all ${expected}` }).click();
  await expect(panel.getByTestId('replace-done')).toContainText(`${expected} replaced`);
  // Undo takes the whole replacement back, redo puts it again.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByTestId('edit-text-change')).toHaveCount(0);
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(page.getByTestId('edit-text-change')).toHaveCount(3);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = await download(page, 'Download PDF');
  const after = textOf(saved.path);
  expect((after.match(/\borchard\b/g) ?? []).length).toBe(expected);
  expect(after).not.toMatch(/\bgarden\b/);
  expect(after).toContain('Every orchard bed by the east fence will be dug over and manured.');
});

test('a scanned page offers no line and says why, with the way to OCR', async ({ page }) => {
  await page.goto('/edit-pdf?tool=edit-text');
  await chooseFiles(page, [corpus('scanned-no-text-01.pdf')]);
  await expect(page.getByTestId('scanned-page')).toContainText('This page is a scanned image: there is no text to edit on it.');
  await expect(page.getByTestId('scanned-page').getByRole('link', { name: /Make it searchable with OCR first/ })).toHaveAttribute('href', '/convert-from-pdf?type=ocr');
  const [x, y] = await screenPoint(page, [150, 200]);
  await page.mouse.move(x, y);
  await expect(page.getByTestId('edit-text-hover')).toHaveCount(0);
});

test('once a file is open the editor is the window: at 1280 × 900 the toolbar, the page and its properties are in view together', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/edit-pdf');
  await chooseFiles(page, [tracemonkey]);
  await expect(page.getByTestId('page-of')).toHaveText('Page 1 of 14');
  await expect(page.getByTestId('workspace')).toBeVisible();
  const top = async (locator: ReturnType<Page['getByTestId']>) => (await locator.boundingBox())!.y;
  const toolbar = page.getByRole('toolbar', { name: 'Editor tools' });
  // One row of tools, every one still named.
  expect((await toolbar.boundingBox())!.height).toBeLessThan(60);
  await expect(toolbar.getByRole('button', { name: 'Edit text', exact: true })).toBeVisible();
  expect(await top(page.getByTestId('editor-page'))).toBeLessThan(300);
  expect(await top(page.getByTestId('properties'))).toBeLessThan(300);
  // The page's viewer reaches the bottom of the window, so two thirds of the window is page.
  const viewer = (await page.getByTestId('editor-page').locator('xpath=../../..').boundingBox())!;
  expect(viewer.y + viewer.height).toBeGreaterThan(850);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The file is in the title row, with its page count, and closes from there.
  await expect(page.getByTestId('file-card')).toContainText('14 pages');
  expect(await top(page.getByTestId('file-card'))).toBeLessThan(140);
  // The guide is still there, below.
  await expect(page.getByRole('heading', { name: 'How to edit a PDF' })).toBeAttached();
});

test('the keyboard reaches every line: the page\'s text takes the focus, the arrow keys move from line to line, Enter opens one', async ({ page }) => {
  await page.goto('/edit-pdf?tool=edit-text');
  await chooseFiles(page, [corpus('report-sidebar-libreoffice.pdf')]);
  const layer = page.getByRole('group', { name: /Text of the page/ });
  await expect(layer).toBeAttached();
  await layer.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('edit-text-hover')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const field = page.getByRole('textbox', { name: 'Edit this line' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('Revenue: 412 m');
  await page.keyboard.press('End');
  await page.keyboard.type('illion');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('edit-text-change')).toHaveText('Revenue: 412 million');
});
