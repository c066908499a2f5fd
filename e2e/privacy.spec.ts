import { test, expect, chooseFiles, corpus } from './fixtures';

// Every test in the suite already fails if a request leaves the origin (see fixtures.ts),
// including the service worker's (playwright.config.ts). This one checks more: processing a file
// sends no request at all that could carry it, not even to our own origin.
test('merging sends no request off the page, and nothing but the app’s own files from it', async ({ page, context }) => {
  const requests: Array<{ url: string; method: string; size: number }> = [];
  context.on('request', (request) => {
    requests.push({ url: request.url(), method: request.method(), size: request.postDataBuffer()?.length ?? 0 });
  });
  await page.goto('/merge-pdf');
  await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf'), corpus('multipage-text-tracemonkey-14p.pdf')]);
  await page.getByRole('button', { name: 'Merge PDFs' }).click();
  await expect(page.getByText('Your merged PDF is ready!')).toBeVisible();

  const origin = new URL(page.url()).origin;
  const network = requests.filter((request) => !request.url.startsWith('blob:') && !request.url.startsWith('data:'));
  expect(network.every((request) => request.url.startsWith(origin))).toBe(true);
  // The /api calls are answered inside the page: none reaches the network, and nothing is uploaded.
  expect(network.filter((request) => new URL(request.url).pathname.startsWith('/api/'))).toEqual([]);
  expect(network.filter((request) => request.method !== 'GET')).toEqual([]);
});
