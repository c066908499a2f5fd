// Each page load first shows the route's prerendered HTML, inert until the app has rendered over it
// (src/app/App.tsx). A person acts once the page responds, and so do the e2e tests and the bench:
// a file chosen in the inert page would be lost when the app replaces it.
import type { Page } from '@playwright/test';

export async function appStarted(page: Page): Promise<void> {
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
}

/** Makes `page.goto` and `page.reload` wait until the app has taken over (not with `waitUntil: 'commit'`). */
export function waitForAppOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await appStarted(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await appStarted(page);
    return response;
  };
}
