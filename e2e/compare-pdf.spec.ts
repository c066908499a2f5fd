import { writeFileSync } from 'node:fs';
import { test, expect, chooseFiles, corpus } from './fixtures';
import { readFileSync } from 'node:fs';
import { compareVersions, withPageInserted } from '../test/fixtures/compare-fixtures';

test.use({ viewport: { width: 1400, height: 1000 } });

test('compares two versions: the summary lists each difference, picking one shows it, both files side by side; then on a phone', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const { before, after } = await compareVersions();
  const [first, second] = [before, after].map((version) => {
    const path = testInfo.outputPath(version.name);
    writeFileSync(path, version.bytes);
    return path;
  });
  await page.goto('/edit-pdf?tool=compare');
  await expect(page.getByRole('heading', { level: 1, name: 'Compare PDF' })).toBeVisible();
  await chooseFiles(page, [first]);
  await expect(page.getByRole('heading', { name: 'Compare with another PDF' })).toBeVisible();

  // The second file is a PDF too.
  await chooseFiles(page, [corpus('image-greyscale-bird.png')]);
  await expect(page.getByTestId('toast').filter({ hasText: 'Invalid file type' })).toContainText('Please upload a PDF file');
  await chooseFiles(page, [second]);

  await expect(page.getByTestId('compare-count')).toHaveText('5 differences', { timeout: 60_000 });
  await expect(page.getByTestId('compare-difference')).toHaveText([
    "Page 1: 'quick' → 'slow'",
    "Page 1: 'lazy dog' → 'sleepy cat'",
    'Page 1: drawing changed',
    'Page 3: paragraph added (24 words)',
    'Page 4: page added',
  ]);
  // Both columns show every page; the fourth exists only in the second file.
  await expect(page.getByTestId('compare-page-before')).toHaveCount(4);
  await expect(page.getByTestId('compare-page-after')).toHaveCount(4);
  await expect(page.getByTestId('compare-page-before').first().locator('img')).toBeVisible();
  await expect(page.getByTestId('compare-page-after').first().locator('img')).toBeVisible();
  await expect(page.getByTestId('compare-page-before').nth(3)).toContainText('Page added: the first file has no page here');
  await expect(page.getByTestId('compare-page-after').nth(3)).toContainText('Added page');
  // Page 1 marks the changed words on both sides and the picture's old and new places.
  const firstAfter = page.getByTestId('compare-page-after').first();
  await expect(firstAfter.locator('[data-tone="changed"]')).toHaveCount(2);
  // (At least one region at each of the picture's two places.)
  await expect(page.getByTestId('compare-page-before').first().locator('[data-tone="drawing"]').nth(1)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('compare-desktop.png') });

  // Picked with the keyboard: arrows move through the list, Enter scrolls the page to the added
  // paragraph's mark, which takes the focus.
  await page.getByRole('listbox', { name: 'Differences' }).focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { selected: true })).toHaveText('Page 3: paragraph added (24 words)');
  await page.keyboard.press('Enter');
  const addedMark = page.getByTestId('compare-page-after').nth(2).locator('[data-tone="added"]').first();
  await expect(addedMark).toBeFocused();
  await expect(addedMark).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('compare-desktop-picked.png') });
  // Clicked: the drawing change on page 1.
  await page.getByTestId('compare-difference').filter({ hasText: 'drawing changed' }).click();
  const drawingMark = firstAfter.locator('[data-tone="drawing"]').first();
  await expect(drawingMark).toBeFocused();
  await expect(drawingMark).toBeInViewport();

  // A phone: the two columns stack, nothing is wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('compare-difference').first().click();
  await expect(firstAfter.locator('[data-tone="changed"]').first()).toBeFocused();
  // Both boxes measured in one frame: the click scrolls smoothly, and two separate looks straddled a scroll step.
  const stacked = await page.evaluate(() => {
    const [before, after] = ['compare-page-before', 'compare-page-after']
      .map((id) => document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect());
    return after.top >= before.bottom - 1;
  });
  expect(stacked, 'the after page starts below the before page').toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('compare-phone.png') });
  await page.evaluate(() => window.scrollTo(0, document.querySelector('[data-testid="compare-view"]')!.getBoundingClientRect().top + window.scrollY - 80));
  await page.screenshot({ path: testInfo.outputPath('compare-phone-summary.png') });
});

test('a page inserted at page 2: listed once as added, shown beside an empty place, and the later pages still paired', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const paper = corpus('multipage-text-tracemonkey-14p.pdf');
  const inserted = testInfo.outputPath('tracemonkey-inserted.pdf');
  writeFileSync(inserted, await withPageInserted(readFileSync(paper), 1, ['A page inserted into the paper', 'between its first and second pages']));
  await page.goto('/edit-pdf?tool=compare');
  await chooseFiles(page, [paper]);
  await expect(page.getByRole('heading', { name: 'Compare with another PDF' })).toBeVisible();
  await chooseFiles(page, [inserted]);

  await expect(page.getByTestId('compare-count')).toHaveText('1 difference', { timeout: 90_000 });
  await expect(page.getByTestId('compare-difference')).toHaveText(['Page 2: page added']);
  // 15 rows: the first file's page 2 now sits beside the second file's page 3.
  await expect(page.getByTestId('compare-row')).toHaveCount(15);
  await expect(page.getByTestId('compare-row').nth(2).getByRole('heading')).toHaveText('Page 2 (now 3)');
  await expect(page.getByTestId('compare-row').nth(1).getByRole('heading')).toHaveText('Page 2: added');

  await page.getByTestId('compare-difference').click();
  const added = page.locator('#compare-page-after-2');
  await expect(added).toBeFocused();
  await expect(added).toBeInViewport();
  await expect(added).toContainText('Added page');
  await expect(added.locator('img')).toBeVisible();
  const placeholder = page.getByTestId('compare-row').nth(1).getByTestId('compare-page-before');
  await expect(placeholder).toHaveText('Page added: the first file has no page here');
  await expect(page.getByTestId('compare-row').nth(2).getByTestId('compare-page-before').locator('img')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('compare-page-added.png') });
});

test('many differences: the summary draws only the rows in view, and the keyboard reaches the last one', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/edit-pdf?tool=compare');
  await chooseFiles(page, [corpus('multipage-text-tracemonkey-14p.pdf')]);
  await expect(page.getByRole('heading', { name: 'Compare with another PDF' })).toBeVisible();
  await chooseFiles(page, [corpus('multipage-mixed-geotopo-117p.pdf')]);
  await expect(page.getByTestId('compare-count')).toHaveText(/^\d+\+? differences$/, { timeout: 150_000 });
  const total = Number((await page.getByTestId('compare-count').textContent())!.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(100);
  const list = page.getByRole('listbox', { name: 'Differences' });
  expect(await list.getByRole('option').count()).toBeLessThan(40);
  await list.focus();
  await page.keyboard.press('End');
  const last = list.getByRole('option', { selected: true });
  await expect(last).toHaveText('Page 117: page added');
  await expect(last).toBeInViewport();
  expect(await list.getByRole('option').count()).toBeLessThan(40);
  await page.keyboard.press('Enter');
  await expect(page.locator('#compare-page-after-117')).toBeFocused();
  await expect(page.locator('#compare-page-after-117')).toBeInViewport();
});

test('two identical files: "No differences found"', async ({ page }, testInfo) => {
  const { before } = await compareVersions();
  const path = testInfo.outputPath(before.name);
  writeFileSync(path, before.bytes);
  const copy = testInfo.outputPath('copy.pdf');
  writeFileSync(copy, before.bytes);
  await page.goto('/edit-pdf?tool=compare');
  await chooseFiles(page, [path]);
  await expect(page.getByRole('heading', { name: 'Compare with another PDF' })).toBeVisible();
  await chooseFiles(page, [copy]);
  await expect(page.getByTestId('compare-count')).toHaveText('No differences found', { timeout: 60_000 });
  await expect(page.getByTestId('compare-difference')).toHaveCount(0);
});

test('a second file that needs a password is compared once its password is given on its card', async ({ page }, testInfo) => {
  const { before } = await compareVersions();
  const path = testInfo.outputPath(before.name);
  writeFileSync(path, before.bytes);
  const locked = 'encrypted-userpw-01.pdf';
  await page.goto('/edit-pdf?tool=compare');
  await chooseFiles(page, [path]);
  await expect(page.getByRole('heading', { name: 'Compare with another PDF' })).toBeVisible();
  await chooseFiles(page, [corpus(locked)]);
  const panel = page.getByTestId('compare-panel');
  await expect(panel.getByRole('alert').filter({ hasText: 'password' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('compare-count')).toHaveCount(0);
  // From test/corpus/MANIFEST.tsv: its user password.
  await panel.getByLabel(`Password for ${locked}`).fill('openpassword');
  await panel.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByTestId('compare-count')).toHaveText(/^\d+ differences?$/, { timeout: 60_000 });
  await expect(page.getByTestId('compare-difference').filter({ hasText: 'Page 2: page removed' })).toBeVisible();
});
