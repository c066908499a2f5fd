import { test, expect, corpus, waitForServiceWorkerControl } from './fixtures';
import { readFileSync } from 'node:fs';

// This spec needs the service worker (offline use, the installed app, engines kept after first use).
test.use({ serviceWorkers: 'allow' });

const outline = 'multipage-outline-links-4p.pdf';

test('the manifest makes the app installable: standalone, theme colour, any and maskable icons', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ display: 'standalone', theme_color: '#dc2626', start_url: '/' });
  expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toEqual(expect.arrayContaining(['any', 'maskable']));
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.file_handlers[0].accept['application/pdf']).toContain('.pdf');
  expect(manifest.share_target.action).toBe('/merge-pdf');
});

test('an install button appears where the browser offers installation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => { (window as unknown as { prompted: boolean }).prompted = true; },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await page.getByRole('button', { name: 'Install app' }).click();
  expect(await page.evaluate(() => (window as unknown as { prompted: boolean }).prompted)).toBe(true);
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
});

test('PDFs opened with the installed app (file handlers) land in Merge PDF', async ({ page }) => {
  const bytes = [...readFileSync(corpus(outline))];
  // Stand in for the browser's launch queue, as it calls the app when a PDF is opened with it.
  await page.addInitScript(({ name, data }) => {
    // Chromium has a native, read-only launchQueue; define ours over it.
    Object.defineProperty(window, 'launchQueue', {
      value: {
        setConsumer(consumer: (params: unknown) => void) {
          const file = new File([new Uint8Array(data)], name, { type: 'application/pdf' });
          consumer({ files: [{ getFile: async () => file }] });
        },
      },
    });
  }, { name: outline, data: bytes });
  await page.goto('/merge-pdf');
  await expect(page.getByTestId('file-card')).toContainText(outline);
  await expect(page.getByTestId('page-count')).toHaveText(' · 4 pages');
});

test('PDFs shared to the installed app (share target) land in Merge PDF', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const bytes = [...readFileSync(corpus(outline))];
  // What the share sheet does: a multipart POST of the files to the manifest's action.
  await page.evaluate(({ name, data }) => {
    const form = Object.assign(document.createElement('form'), { method: 'POST', action: '/merge-pdf', enctype: 'multipart/form-data' });
    const input = Object.assign(document.createElement('input'), { type: 'file', name: 'file' });
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(data)], name, { type: 'application/pdf' }));
    input.files = transfer.files;
    form.append(input);
    document.body.append(form);
    form.submit();
  }, { name: outline, data: bytes });
  await expect(page).toHaveURL(/\/merge-pdf$/);
  await expect(page.getByTestId('file-card')).toContainText(outline);
  await expect(page.getByTestId('page-count')).toHaveText(' · 4 pages');
});
