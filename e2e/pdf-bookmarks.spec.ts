import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { test, expect, chooseFiles, corpus, download } from './fixtures';
import { outlineLines, qpdfOutline, qpdfOutlineOfFile } from '../test/readers/qpdf-outline';
import { manyBookmarksFixture, reportFixture } from '../test/fixtures/bookmark-fixtures';

const outlined = 'multipage-outline-links-4p.pdf';
const tile = (page: import('@playwright/test').Page, number: number) => page.locator(`[data-testid="page-tile"][data-page="${number}"] button[data-tile-button]`);

test('edits a file’s bookmarks: renamed, led to a page by its thumbnail, nested by keyboard, one added in bold and dragged first; qpdf reads the saved outline', async ({ page }, testInfo) => {
  await page.goto('/pdf-bookmarks');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit bookmarks' })).toBeVisible();
  await chooseFiles(page, [corpus(outlined)]);
  const rows = page.getByTestId('bookmark-row');
  const own = qpdfOutlineOfFile(corpus(outlined)).length;
  await expect(page.getByTestId('bookmark-count')).toHaveText(`(${own} bookmarks)`);

  await page.getByLabel('Title of bookmark 1', { exact: true }).fill('Cover');
  // The second bookmark leads to page 3 once its row is chosen and page 3's thumbnail clicked.
  await page.getByLabel('Title of bookmark 2', { exact: true }).click();
  await tile(page, 3).click();
  await expect(page.getByLabel('Page of bookmark 2', { exact: true })).toHaveValue('3');
  // Alt+→ in the third title nests it under the second.
  await page.getByLabel('Title of bookmark 3', { exact: true }).press('Alt+ArrowRight');
  await expect(rows.nth(2)).toHaveAttribute('aria-level', '2');
  // A new bookmark after the chosen one (the third, nested now), at its level, on its page; made bold.
  await page.getByRole('button', { name: 'Add bookmark' }).click();
  await expect(page.getByTestId('bookmark-count')).toHaveText(`(${own + 1} bookmarks)`);
  await page.getByLabel('Title of bookmark 4', { exact: true }).fill('Added by hand');
  await page.getByTestId('bookmark-style').getByLabel('Bold').check();
  // A page past the end is refused before the save.
  await page.getByLabel('Page of bookmark 4', { exact: true }).fill('9');
  await expect(page.getByTestId('bookmarks-problem')).toContainText('leads to page 9, but the file has 4 pages');
  await expect(page.getByRole('button', { name: 'Save bookmarks' })).toBeDisabled();
  await page.getByLabel('Page of bookmark 4', { exact: true }).fill('4');
  // Dragged by its grip onto the top edge of the first bookmark, it moves before it, out of its parent.
  await rows.nth(3).getByTestId('bookmark-grip').dragTo(rows.nth(0), { targetPosition: { x: 200, y: 4 } });
  await expect(page.getByLabel('Title of bookmark 1', { exact: true })).toHaveValue('Added by hand');
  await expect(rows.nth(0)).toHaveAttribute('aria-level', '1');
  await page.screenshot({ path: testInfo.outputPath('bookmarks-editor.png'), fullPage: true });

  await page.getByRole('button', { name: 'Save bookmarks' }).click();
  await expect(page.getByTestId('toast')).toContainText('Bookmarks saved');
  const saved = await download(page, 'Download PDF');
  expect(saved.filename).toBe('multipage-outline-links-4p-bookmarks.pdf');
  const lines = outlineLines(qpdfOutline(saved.bytes));
  expect(lines.slice(0, 4)).toEqual(['Added by hand → 4', 'Cover → 2', 'Bar → 3', '  Baz → 2']);
  expect(lines).toHaveLength(own + 1);
  // Bold is /F 2 on the outline item (object streams unpacked by qpdf, which sorts its keys).
  const unpacked = execFileSync('qpdf', ['--qdf', '--object-streams=disable', saved.path, '-']).toString('latin1');
  const title = `feff${Buffer.from('Added by hand', 'utf16le').swap16().toString('hex')}`;
  expect(unpacked).toMatch(new RegExp(`/F 2\\s[^>]*?/Title <${title}>`, 'i'));
});

test('makes bookmarks from a report’s headings, exports them as JSON and imports them back', async ({ page }, testInfo) => {
  const report = testInfo.outputPath('report.pdf');
  writeFileSync(report, await reportFixture());
  await page.goto('/pdf-bookmarks');
  await chooseFiles(page, [report]);
  await expect(page.getByText('No bookmarks yet')).toBeVisible();
  await page.getByRole('button', { name: 'Make from headings', exact: true }).click();
  await expect(page.getByTestId('bookmarks-note')).toHaveText('4 bookmarks made from the headings. Check them, then save.');
  const exported = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]).then(([file]) => file);
  expect(exported.suggestedFilename()).toBe('report-bookmarks.json');
  const json = JSON.parse(readFileSync(await exported.path(), 'utf8'));
  expect(json.$schema).toBe('urn:folio:bookmarks:1');
  expect(json.bookmarks.map((node: { title: string }) => node.title)).toEqual(['1 Introduction', '2 Methods and the materials used in the study']);

  await page.getByRole('button', { name: 'Remove “1 Introduction” and the bookmarks under it' }).click();
  await expect(page.getByTestId('bookmark-count')).toHaveText('(2 bookmarks)');
  await page.getByTestId('import-bookmarks').setInputFiles(await exported.path());
  await expect(page.getByTestId('bookmarks-note')).toHaveText('4 bookmarks imported.');
  await page.getByTestId('import-bookmarks').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"bookmarks": [{"page": 1}]}') });
  await expect(page.getByTestId('bookmarks-note')).toHaveText('That file could not be imported: Bookmark 1 has no title.');
  await expect(page.getByTestId('bookmark-count')).toHaveText('(4 bookmarks)');

  await page.getByRole('button', { name: 'Save bookmarks' }).click();
  const saved = await download(page, 'Download PDF');
  expect(outlineLines(qpdfOutline(saved.bytes))).toEqual([
    '1 Introduction → 1', '  1.1 Background → 1', '2 Methods and the materials used in the study → 2', '  2.1 Sampling → 2',
  ]);
});

test('a file with 10,000 bookmarks stays quick: only the rows in view are drawn, and the last is reached by scrolling', async ({ page }, testInfo) => {
  const many = testInfo.outputPath('many-bookmarks.pdf');
  writeFileSync(many, await manyBookmarksFixture(10_000));
  await page.goto('/pdf-bookmarks');
  await chooseFiles(page, [many]);
  await expect(page.getByTestId('bookmark-count')).toHaveText('(10,000 bookmarks)');
  expect(await page.getByTestId('bookmark-row').count()).toBeLessThan(40);
  await page.getByTestId('bookmark-tree').evaluate((element) => { element.scrollTop = element.scrollHeight; });
  await expect(page.getByLabel('Title of bookmark 10000', { exact: true })).toHaveValue('Bookmark 10000');
  // Typing stays instant with all of them loaded: the edit shows at once.
  await page.getByLabel('Title of bookmark 10000', { exact: true }).fill('The very last');
  await expect(page.getByLabel('Title of bookmark 10000', { exact: true })).toHaveValue('The very last');
});
