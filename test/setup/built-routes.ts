// The routes worth auditing, found the way a visitor finds them: every internal link of the home page
// and of the header's menus, minus the tools whose page still says they are being built. Nothing is
// listed by hand, so a tool that ships is audited from the day its screen replaces the notice.
import type { Page } from '@playwright/test';

/** ComingSoonScreen's words: a page that shows them has no screen yet. */
const BEING_BUILT = /This tool is being built/;

export async function discoverBuiltRoutes(page: Page, baseURL: string): Promise<string[]> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(new URL('/', baseURL).href);
  const found = new Set<string>(['/', ...await internalLinks(page, 'main, header')]);
  const menus = page.locator('header nav[aria-label="Main"] button[aria-expanded]');
  for (let index = 0; index < await menus.count(); index += 1) {
    await menus.nth(index).click();
    for (const link of await internalLinks(page, 'header')) found.add(link);
    await page.keyboard.press('Escape');
  }
  return builtAmong(page, baseURL, [...found]);
}

/** Of these routes, sorted, those whose page shows a screen rather than the notice (the home page always). */
export async function builtAmong(page: Page, baseURL: string, routes: string[]): Promise<string[]> {
  const built: string[] = [];
  for (const route of [...new Set(routes)].sort()) {
    if (route === '/' || await isBuilt(page, new URL(route, baseURL).href)) built.push(route);
  }
  return built;
}

async function internalLinks(page: Page, scope: string): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.locator(scope).locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    // Files beside the app (the source tarball, the licence) are not routes.
    .filter((url) => url.origin === origin && !/\.[a-z0-9]+$/i.test(url.pathname))
    .map((url) => url.pathname + url.search);
}

async function isBuilt(page: Page, url: string): Promise<boolean> {
  await page.goto(url);
  await page.locator('main h1').first().waitFor();
  // The screen is a lazy chunk: let it arrive before deciding that the notice is absent.
  await page.waitForLoadState('networkidle');
  return (await page.getByText(BEING_BUILT).count()) === 0;
}
