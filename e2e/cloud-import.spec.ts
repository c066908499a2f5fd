// Cloud import. Without a client ID (the default build) the dialogs say so and nothing is asked of
// any provider. With the build pointed at an emulated provider (a copy of the build with its
// /cloud-config.json written as a build with the provider variables writes it, served on its own
// port with the matching content security policy): connect in the popup, pick, download, merge.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test as base, expect, corpus, download, inspectPdf } from './fixtures';
import { startEmulatedProvider, type EmulatedProvider } from '../test/setup/cloud-provider-emulator';
import type { CloudConfig } from '../src/contract/cloud-config';

// Requests to the user's own provider are the point of these tests; anything else leaving the
// origin is not (the common fixture's privacy check, minus the emulated provider's origin).
const providerOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 4173) + 200}`;
const test = base.extend({
  foreignRequests: async ({ context, baseURL }, handOver) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    context.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith(providerOrigin) && !url.startsWith('blob:') && !url.startsWith('data:')) foreign.push(url);
    });
    await handOver(foreign);
    expect(foreign, 'requests that left the origin for anywhere but the provider').toEqual([]);
  },
});
const port = Number(process.env.E2E_PORT ?? 4173);
const appPort = port + 100;
const providerPort = Number(new URL(providerOrigin).port);
const root = fileURLToPath(new URL('..', import.meta.url));

async function openDialog(page: Page, provider: 'Google Drive' | 'Dropbox') {
  await page.getByRole('button', { name: `Import from ${provider}` }).first().click();
  const dialog = page.getByTestId('cloud-dialog');
  await expect(dialog.getByRole('heading', { name: `Import from ${provider}` })).toBeVisible();
  return dialog;
}

test('without a client ID, both dialogs say cloud import is not set up, offer no connect button, and ask nothing of any provider', async ({ page }) => {
  await page.goto('/merge-pdf');
  for (const provider of ['Google Drive', 'Dropbox'] as const) {
    const dialog = await openDialog(page, provider);
    await expect(dialog.getByTestId('cloud-not-set-up')).toHaveText(`Cloud import from ${provider} is not set up on this site. Download the file to your device and add it from there.`);
    await expect(dialog.getByRole('button', { name: /Connect/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toHaveCount(0);
  }
  // And the page's policy names no provider (the fixture checks that no request left the origin).
  const policy = (await page.request.get('/merge-pdf')).headers()['content-security-policy'];
  expect(policy).toContain("connect-src 'self' blob: data:;");
});

test.describe('against an emulated provider', () => {
  // Two sign-ins in popups, downloads and a merge: measured at 30–60 s on a busy machine, against the
  // default 60 s. A run out of time stops wherever it is, typically at the second sign-in's wait.
  test.describe.configure({ timeout: 120_000 });
  let provider: EmulatedProvider;
  let app: ChildProcess;
  const appOrigin = `http://localhost:${appPort}`;
  const outDir = 'dist-cloud';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    provider = await startEmulatedProvider(providerPort, [
      { id: 'd1', name: 'multipage-outline-links-4p.pdf', path: corpus('multipage-outline-links-4p.pdf'), mimeType: 'application/pdf' },
      { id: 'd2', name: 'multipage-text-tracemonkey-14p.pdf', path: corpus('multipage-text-tracemonkey-14p.pdf'), mimeType: 'application/pdf' },
      { id: 'd3', name: 'mountain.jpg', path: corpus('image-photo-mountain.jpg'), mimeType: 'image/jpeg' },
      { id: 'broken', name: 'unreachable.pdf', mimeType: 'application/pdf' },
    ], [
      { path_lower: '/documents/irs-form.pdf', name: 'IRS-form.pdf', path: corpus('form-acroform-irs1040-prefilled.pdf'), mimeType: 'application/pdf' },
      { path_lower: '/documents/notes.txt', name: 'notes.txt', path: corpus('image-text-simple.webp'), mimeType: 'text/plain' },
    ]);
    const config: CloudConfig = {
      'google-drive': {
        clientId: 'folio-test-drive', authUrl: `${provider.origin}/authorize`, tokenUrl: `${provider.origin}/token`,
        apiUrl: `${provider.origin}/drive/v3`, contentUrl: `${provider.origin}/drive/v3`,
      },
      dropbox: {
        clientId: 'folio-test-dropbox', authUrl: `${provider.origin}/authorize`, tokenUrl: `${provider.origin}/token`,
        apiUrl: `${provider.origin}/dropbox/2`, contentUrl: `${provider.origin}/dropbox-content/2`,
      },
    };
    // The build, as built with the provider variables set: only its cloud-config.json differs.
    rmSync(`${root}/${outDir}`, { recursive: true, force: true });
    execFileSync('cp', ['-al', `${root}/dist`, `${root}/${outDir}`]);
    rmSync(`${root}/${outDir}/cloud-config.json`, { force: true });
    writeFileSync(`${root}/${outDir}/cloud-config.json`, JSON.stringify(config));
    app = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(appPort), '--strictPort'], { cwd: root, stdio: 'ignore', detached: true });
    await expect.poll(() => fetch(appOrigin).then((response) => response.ok, () => false), { timeout: 60_000 }).toBe(true);
  });

  test.afterAll(async () => {
    if (app?.pid) process.kill(-app.pid);
    await provider?.close();
    rmSync(`${root}/${outDir}`, { recursive: true, force: true });
  });

  test.use({ baseURL: appOrigin });

  async function connect(page: Page, dialog: ReturnType<Page['getByTestId']>, choice: 'Allow' | 'Deny') {
    const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Connect & Import Files' }).click()]);
    await expect(dialog).toContainText('Waiting for you to sign in');
    await popup.waitForLoadState();
    expect(await popup.evaluate(() => [innerWidth, innerHeight])).toEqual([500, 600]);
    await popup.getByRole('link', { name: choice }).click();
    // The callback page closes itself where the browser lets it; under cross-origin isolation the
    // popup lost its opener at the provider's site, and a person closes it (here: the test).
    // The app hears from the callback page and moves on: to the files, or (refused) to a toast.
    await expect(page.getByText('Waiting for you to sign in')).toHaveCount(0, { timeout: 15_000 });
    for (const other of page.context().pages()) if (other !== page) await other.close();
  }

  test('a file from each provider lands in Merge’s list and merges; PKCE from the browser, no secret', async ({ page, foreignRequests }) => {
    await page.goto('/merge-pdf');
    // The policy names the configured provider's API origin, and only it.
    expect((await page.request.get('/merge-pdf')).headers()['content-security-policy']).toContain(`connect-src 'self' blob: data: ${provider.origin};`);

    const drive = await openDialog(page, 'Google Drive');
    await expect(drive.getByTestId('cloud-privacy')).toContainText('nothing is uploaded anywhere');
    await expect(drive.getByRole('button', { name: 'Connect & Import', exact: true })).toBeVisible();
    await expect(drive.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await connect(page, drive, 'Allow');
    // PDFs only (the photo is left out by Merge's types), the spec's first two chosen.
    await expect(drive.getByTestId('cloud-file')).toHaveText([/multipage-outline-links-4p\.pdf/, /multipage-text-tracemonkey-14p\.pdf/, /unreachable\.pdf/]);
    await expect(drive.getByRole('checkbox')).toHaveCount(3);
    await expect(drive.getByRole('checkbox').nth(0)).toBeChecked();
    await expect(drive.getByRole('checkbox').nth(1)).toBeChecked();
    await expect(drive.getByRole('checkbox').nth(2)).not.toBeChecked();
    // The user changes the choice: only the outline.
    await drive.getByRole('checkbox').nth(1).uncheck();
    await drive.getByRole('button', { name: 'Import 1 file' }).click();
    await expect(page.getByTestId('toast')).toContainText('File imported from Google Drive');
    await expect(page.getByTestId('merge-entry')).toHaveCount(1);

    const dropbox = await openDialog(page, 'Dropbox');
    await connect(page, dropbox, 'Allow');
    await expect(dropbox.getByTestId('cloud-file')).toHaveText([/IRS-form\.pdf/]);
    await expect(dropbox.getByRole('checkbox').first()).toBeChecked();
    await dropbox.getByRole('button', { name: 'Import 1 file' }).click();
    await expect(page.getByTestId('toast')).toContainText('File imported from Dropbox1 file has been successfully imported.');
    await expect(page.getByTestId('page-count')).toHaveText([' · 4 pages', ' · 2 pages']);

    await page.getByRole('button', { name: 'Merge PDFs' }).click();
    const { path } = await download(page, 'Download PDF');
    expect(inspectPdf(path).pages).toBe(4 + 2);

    // The provider saw a code flow with PKCE S256 and a token request with the verifier and no secret.
    const authorisations = provider.calls.filter((call) => call.path === '/authorize');
    expect(authorisations.map((call) => call.query.code_challenge_method)).toEqual(['S256', 'S256']);
    const exchanges = provider.calls.filter((call) => call.path === '/token');
    expect(exchanges).toHaveLength(2);
    for (const exchange of exchanges) {
      expect(exchange.body?.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(exchange.body).not.toHaveProperty('client_secret');
    }
    expect(provider.calls.some((call) => call.path === '/drive/v3/files' && call.query.q?.includes("mimeType = 'application/pdf'"))).toBe(true);
    expect(foreignRequests).toEqual([]);
  });

  test('a refused authorisation and a failed download give the spec’s toasts', async ({ page, foreignRequests }) => {
    await page.goto('/merge-pdf');
    const dropbox = await openDialog(page, 'Dropbox');
    await connect(page, dropbox, 'Deny');
    // One look at the whole toast: it closes itself after 5 s, which two looks in a row may straddle on a busy machine.
    await expect(page.getByTestId('toast')).toContainText('Authentication FailedUnable to authenticate with Dropbox. Please try again.');

    const drive = await openDialog(page, 'Google Drive');
    await connect(page, drive, 'Allow');
    await drive.getByRole('checkbox').nth(0).uncheck();
    await drive.getByRole('checkbox').nth(1).uncheck();
    await drive.getByRole('checkbox').nth(2).check();
    await drive.getByRole('button', { name: 'Import 1 file' }).click();
    await expect(page.getByTestId('toast')).toContainText('Import FailedUnable to import files from Google Drive. Please try again.');
    await expect(page.getByTestId('upload-area')).toBeVisible();
    expect(foreignRequests).toEqual([]);
  });
});
