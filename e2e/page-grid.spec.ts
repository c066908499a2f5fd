import { test, expect, chooseFiles, corpus } from './fixtures';

test('the grid of the 117-page file shows 117 thumbnails, each rendered as it scrolls into view', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/split-pdf');
  await chooseFiles(page, [corpus('multipage-mixed-geotopo-117p.pdf')]);
  const tiles = page.getByTestId('page-tile');
  await expect(tiles).toHaveCount(117);
  // Lazy: far-away pages are not rendered before they come near the screen. Split's options (six modes)
  // put the grid below the fold, so the first tile is scrolled to like the others.
  await tiles.first().scrollIntoViewIfNeeded();
  await expect(tiles.first().getByTestId('page-image')).toBeVisible();
  expect(await page.getByTestId('page-image').count()).toBeLessThan(117);
  for (let index = 0; index < 117; index += 4) {
    const tile = tiles.nth(index);
    await tile.scrollIntoViewIfNeeded();
    await expect(tile.getByTestId('page-image')).toBeVisible({ timeout: 30_000 });
  }
  await tiles.last().scrollIntoViewIfNeeded();
  await expect(page.getByTestId('page-image')).toHaveCount(117, { timeout: 60_000 });
  // Every image is a real rendering, not a placeholder.
  const sizes = await page.getByTestId('page-image').evaluateAll((images) =>
    images.map((image) => (image as HTMLImageElement).naturalWidth));
  expect(sizes.every((width) => width >= 100)).toBe(true);
  await expect(tiles.nth(116)).toHaveAttribute('data-page', '117');
});

test('a page opens larger in a preview, which steps through pages and closes with Escape', async ({ page }) => {
  await page.goto('/remove-pages');
  await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf')]);
  await page.getByRole('button', { name: 'Preview page 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Page 2' });
  await expect(dialog.getByTestId('page-image')).toBeVisible();
  const width = await dialog.getByTestId('page-image').evaluate((image) => (image as HTMLImageElement).naturalWidth);
  expect(width).toBeGreaterThan(400);
  await dialog.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('dialog', { name: 'Page 3' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Previewing selects nothing.
  await expect(page.getByTestId('selection-count')).toHaveText('0 of 4 pages selected');
});
