// The dark theme (issue 31): it follows the system, a switch (light, dark, system) keeps the choice on the
// device, the first paint is already in the chosen theme, and every screen stays readable (axe, AA contrast).
import type { Page } from '@playwright/test';
import { test, expect, chooseFiles, corpus } from './fixtures';
import { seriousAxeFindings } from './axe';

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme') ?? 'light');
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('#root > div') ?? document.body).backgroundColor);
const footerSwitch = (page: Page) => page.getByTestId('theme-switch').last();

test('a dark system gets the dark theme before the app runs, and the switch keeps a choice across pages and reloads', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // With the app's scripts refused, only the page's head script can have set the theme: the first paint is dark.
  const withoutApp = await page.context().newPage();
  await withoutApp.emulateMedia({ colorScheme: 'dark' });
  await withoutApp.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await withoutApp.goto('/merge-pdf');
  expect(await theme(withoutApp)).toBe('dark');
  const firstPaint = await pageBackground(withoutApp);
  await withoutApp.evaluate(() => document.documentElement.removeAttribute('data-theme'));
  expect(firstPaint, 'the prerendered page painted in the dark palette').not.toBe(await pageBackground(withoutApp));
  await withoutApp.close();

  await page.goto('/merge-pdf');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await theme(page)).toBe('dark');
  const dark = await pageBackground(page);
  await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf')]);
  await expect(page.getByText('multipage-outline-links-4p.pdf')).toBeVisible();

  // Light while the system is dark: at once, with the chosen file still there.
  await footerSwitch(page).getByText('Light', { exact: true }).click();
  expect(await theme(page)).toBe('light');
  expect(await pageBackground(page)).not.toBe(dark);
  await expect(page.getByText('multipage-outline-links-4p.pdf')).toBeVisible();
  await expect(footerSwitch(page).getByRole('radio', { name: 'Light' })).toBeChecked();

  // Kept on the device: another page and a reload open light.
  await page.goto('/compress-pdf');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await theme(page)).toBe('light');
  await page.reload();
  expect(await theme(page)).toBe('light');

  // The header's button turns it dark; System follows the system again, also when it changes.
  await page.getByTestId('theme-toggle').click();
  expect(await theme(page)).toBe('dark');
  await expect(page.getByTestId('theme-toggle')).toHaveAccessibleName('Switch to the light theme');
  await footerSwitch(page).getByText('System', { exact: true }).click();
  expect(await theme(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => theme(page)).toBe('light');
  await page.reload();
  expect(await theme(page)).toBe('light');
});

test('the switch is in the small-screen menu too, and works with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menuSwitch = page.getByRole('dialog', { name: 'Menu' }).getByTestId('theme-switch');
  await menuSwitch.getByRole('radio', { name: 'System' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(menuSwitch.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await theme(page)).toBe('dark');
});

// The home page and the busiest screens: a file list, option cards, the page grid, the editor's chrome.
const screens: { route: string; file?: string; open?: string }[] = [
  { route: '/' },
  { route: '/merge-pdf', file: 'multipage-outline-links-4p.pdf' },
  { route: '/compress-pdf', file: 'multipage-outline-links-4p.pdf' },
  { route: '/organize-pdf', file: 'multipage-outline-links-4p.pdf', open: 'Organize PDF' },
  { route: '/edit-pdf', file: 'multipage-outline-links-4p.pdf' },
];
for (const colorScheme of ['dark', 'light'] as const) {
  for (const { route, file, open } of screens) {
    test(`${route} in the ${colorScheme} theme: no serious or critical axe finding`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (file) {
        await chooseFiles(page, [corpus(file)]);
        await expect(page.getByText(file).first()).toBeVisible();
      }
      if (open) {
        await page.getByRole('button', { name: open, exact: true }).click();
        await expect(page.getByTestId('page-tile').first().locator('img')).toBeVisible();
      }
      expect(await theme(page)).toBe(colorScheme);
      expect(await seriousAxeFindings(page)).toEqual([]);
    });
  }
}

test('every page of the home grid and More tools, in the dark theme: no serious or critical axe finding', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const routes = [...new Set(await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!)))];
  expect(routes.length, 'the home page links every tool').toBeGreaterThan(40);
  const findings: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    findings.push(...(await seriousAxeFindings(page)).map((finding) => `${route}: ${finding}`));
  }
  expect(findings).toEqual([]);
});
