// Each route's first view comes in its HTML (scripts/prerender-routes.ts), so a visitor on a slow
// connection sees the page before any script has run, and the app then takes over without a swap.
import { test, expect } from './fixtures';

const PAGES = [
  { path: '/', heading: 'Free PDF Tools', title: 'Free PDF Tools — Folio' },
  { path: '/split-pdf', heading: 'Split PDF', title: 'Split PDF — Folio' },
  { path: '/merge-pdf', heading: 'Merge PDF Files', title: 'Merge PDF Files — Folio' },
];

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, title } of PAGES) {
    test(`${path} shows its own heading and title`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('a tool page shows its screen and its guide, not a placeholder', async ({ page }) => {
    await page.goto('/split-pdf');
    await expect(page.locator('input[type="file"]')).toHaveCount(1);
    await expect(page.locator('#tool-guide')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });
});

test('the app takes over the prerendered page in place: the heading keeps its box, and the page works', async ({ page }) => {
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    // Hold the app's script back, so the prerendered page is measured before the app starts.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/split-pdf', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Split PDF');
  const before = await heading.boundingBox();
  const prerendered = await heading.elementHandle();
  // Seen but not usable yet: a file chosen now would be lost when the app replaces the page.
  await expect(page.locator('#root')).toHaveAttribute('inert', '');

  // The app renders its own elements in place of the prerendered ones.
  await expect.poll(() => prerendered!.evaluate((element) => element.isConnected)).toBe(false);
  expect(await heading.boundingBox()).toEqual(before);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.setInputFiles('input[type="file"]', 'test/corpus/multipage-outline-links-4p.pdf');
  await expect(page.getByText('multipage-outline-links-4p.pdf').first()).toBeVisible();
});

// An address that picks a variant is served its route's page, which shows the default variant; the
// page's inline script turns it into the asked one before the first paint (scripts/variant-view-script.ts).
// The same for an unknown path, served the home page: it shows the not-found view.
for (const { address, heading } of [
  { address: '/no-such-page', heading: '404 Page Not Found' },
  { address: '/convert-to-pdf?type=word', heading: 'Word to PDF' },
  { address: '/convert-from-pdf?type=ocr', heading: 'OCR PDF' },
  { address: '/edit-pdf?tool=sign', heading: 'Sign PDF' },
  // Another screen than the editor's, and an upload of several files: its file input differs too.
  { address: '/edit-pdf?tool=unlock', heading: 'Unlock PDF' },
]) {
  test(`${address} shows its own variant before the app starts, as the app then shows it`, async ({ page }) => {
    const appScript = /\/assets\/index-[^/]+\.js$/;
    await page.route(appScript, (route) => route.abort());
    // 'commit': the fixture's goto would wait for the app, held back here.
    await page.goto(address, { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    await expect(page).toHaveTitle(`${heading} — Folio`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('#root')).toBeVisible();
    const prerendered = await page.locator('main').innerText();

    await page.unroute(appScript);
    await page.reload();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(await page.locator('main').innerText()).toBe(prerendered);
  });
}
