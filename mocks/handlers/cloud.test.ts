// The /api/cloud/{provider}/... handlers against the emulated provider of the e2e suite (a real HTTP
// server on a free loopback port): the PKCE sign-in, the listing filtered by the tool's types, the
// download with its size rule, and the provider's refusals in the contract's words.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callLocalApi, origin } from '../../test/setup/local-api';
import { corpusDir } from '../../test/fixtures/corpus';
import { startEmulatedProvider, type EmulatedProvider } from '../../test/setup/cloud-provider-emulator';
import { CLOUD_CONFIG_PATH, type CloudConfig } from '../../src/contract/cloud-config';
import type { CloudDownloadAnswer, CloudFilesAnswer, CloudProviderId } from '../../src/contract/cloud';
import { JOB_ID_HEADER } from '../../src/contract/job-progress';
import { subscribeJobProgress } from '../job-progress';
import { PDF_ACCEPT } from '../../src/contract/upload-rules';

const corpusPath = (name: string) => `${corpusDir}${name}`;
const outlinePdf = corpusPath('multipage-outline-links-4p.pdf');
const formPdf = corpusPath('form-acroform-irs1040-prefilled.pdf');
const photo = corpusPath('image-photo-mountain.jpg');

let provider: EmulatedProvider;

beforeAll(async () => {
  provider = await startEmulatedProvider(0, [
    { id: 'd1', name: 'outline.pdf', path: outlinePdf, mimeType: 'application/pdf' },
    { id: 'd2', name: 'mountain.jpg', path: photo, mimeType: 'image/jpeg' },
    { id: 'broken', name: 'unreachable.pdf', mimeType: 'application/pdf' },
  ], [
    { path_lower: '/documents/irs-form.pdf', name: 'IRS-form.pdf', path: formPdf, mimeType: 'application/pdf' },
    { path_lower: '/documents/notes.txt', name: 'notes.txt', path: photo, mimeType: 'text/plain' },
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
  // The site's own /cloud-config.json, as the build writes it; everything else goes to the network (the emulator).
  const networkFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin === origin && url.pathname === CLOUD_CONFIG_PATH) return Promise.resolve(Response.json(config));
    return networkFetch(input, init);
  });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await provider?.close();
});

/** Follows the popup's path: the authorisation URL, the provider's page, its Allow (or Deny) link's code and state. */
async function authorise(id: CloudProviderId, choice: 'Allow' | 'Deny' = 'Allow') {
  const auth = await callLocalApi(`/api/cloud/${id}/auth`);
  expect(auth.status).toBe(200);
  const { authUrl } = await auth.json() as { authUrl: string };
  const page = await (await fetch(authUrl)).text();
  const link = new RegExp(`<a href="([^"]+)">${choice}</a>`).exec(page)?.[1];
  expect(link, 'the provider’s consent page').toBeDefined();
  const back = new URL(link!.replace(/&amp;/g, '&'));
  return { authUrl: new URL(authUrl), back, code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

const exchange = (id: CloudProviderId, body: unknown) => callLocalApi(`/api/cloud/${id}/token`, {
  method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
});

async function connect(id: CloudProviderId) {
  const { code, state } = await authorise(id);
  expect((await exchange(id, { code, state })).status).toBe(204);
}

const download = (id: CloudProviderId, body: unknown, query = '', headers: Record<string, string> = {}) => callLocalApi(`/api/cloud/${id}/download${query}`, {
  method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body),
});

describe('signing in (authorisation code with PKCE, from the page)', () => {
  it('sends the provider to our callback with an S256 challenge and a fresh state, and exchanges the code with the verifier and no secret', async () => {
    const { authUrl, back, code, state } = await authorise('google-drive');
    expect(authUrl.origin).toBe(provider.origin);
    expect(authUrl.searchParams.get('client_id')).toBe('folio-test-drive');
    expect(authUrl.searchParams.get('response_type')).toBe('code');
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('redirect_uri')).toBe(`${origin}/cloud-callback.html`);
    expect(back.pathname).toBe('/cloud-callback.html');
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const before = provider.calls.length;
    expect((await exchange('google-drive', { code, state })).status).toBe(204);
    const tokenCall = provider.calls.slice(before).find((call) => call.path === '/token');
    expect(tokenCall?.body?.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenCall?.body).not.toHaveProperty('client_secret');
    // The code is exchanged once: the same answer again matches no sign-in under way.
    expect((await exchange('google-drive', { code, state })).status).toBe(400);
  });

  it('refuses an answer whose state it did not issue, without asking the provider', async () => {
    const { code } = await authorise('dropbox');
    const before = provider.calls.length;
    const response = await exchange('dropbox', { code, state: 'not-the-one-we-sent' });
    expect(response.status).toBe(400);
    expect(response.headers.get('X-Error-Code')).toBe('bad-params');
    expect(await response.text()).toBe('The answer from Dropbox does not match this sign-in.');
    expect(provider.calls.slice(before).some((call) => call.path === '/token')).toBe(false);
  });

  it('answers a code the provider will not exchange with engine-failed', async () => {
    const { state } = await authorise('dropbox');
    const response = await exchange('dropbox', { code: 'forged', state });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Dropbox refused the request (400).');
  });

  it('names an unknown provider', async () => {
    const response = await callLocalApi('/api/cloud/onedrive/auth');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('There is no cloud provider "onedrive".');
  });
});

describe('listing and downloading with the token', () => {
  it('asks to connect first', async () => {
    // A sign-in started and not finished leaves no token.
    await authorise('dropbox');
    const response = await callLocalApi('/api/cloud/dropbox/files');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Connect to Dropbox first.');
  });

  it('lists only the files the tool accepts, with sizes and dates', async () => {
    await connect('google-drive');
    await connect('dropbox');
    const accept = encodeURIComponent(PDF_ACCEPT.join(','));
    const drive = await (await callLocalApi(`/api/cloud/google-drive/files?accept=${accept}`)).json() as CloudFilesAnswer;
    expect(drive.files.map((file) => file.name)).toEqual(['outline.pdf', 'unreachable.pdf']);
    expect(drive.files[0]).toMatchObject({ id: 'd1', size: readFileSync(outlinePdf).length, modified: '2026-11-02T10:00:00Z' });
    const dropbox = await (await callLocalApi(`/api/cloud/dropbox/files?accept=${accept}`)).json() as CloudFilesAnswer;
    // The folder and the text file are left out.
    expect(dropbox.files).toEqual([{ path_lower: '/documents/irs-form.pdf', name: 'IRS-form.pdf', size: readFileSync(formPdf).length, modified: '2026-11-02T10:00:00Z', mimeType: 'application/pdf' }]);
    // An image tool gets the photo.
    const photos = await (await callLocalApi('/api/cloud/google-drive/files?accept=image/*')).json() as CloudFilesAnswer;
    expect(photos.files.map((file) => file.name)).toEqual(['mountain.jpg']);
  });

  it('downloads the very bytes from each provider, with progress, kept for GET /api/uploads/{filename}', async () => {
    await connect('google-drive');
    await connect('dropbox');
    const seen: Array<{ done: number; total: number }> = [];
    const stop = subscribeJobProgress('cloud-job', (progress) => seen.push(progress));
    const driveAnswer = await download('google-drive', { fileId: 'd1', fileName: 'outline.pdf' }, '', { [JOB_ID_HEADER]: 'cloud-job' });
    stop();
    expect(driveAnswer.status).toBe(200);
    const drive = await driveAnswer.json() as CloudDownloadAnswer;
    const expected = readFileSync(outlinePdf);
    expect(drive.file).toMatchObject({ mimetype: 'application/pdf', size: expected.length });
    expect(seen.at(-1)).toMatchObject({ done: expected.length, total: expected.length });
    const driveBytes = new Uint8Array(await (await callLocalApi(`/api/uploads/${encodeURIComponent(drive.file.filename)}`)).arrayBuffer());
    expect(Buffer.from(driveBytes).equals(expected)).toBe(true);

    const dropbox = await (await download('dropbox', { filePath: '/documents/irs-form.pdf', fileName: 'IRS-form.pdf' })).json() as CloudDownloadAnswer;
    const dropboxBytes = new Uint8Array(await (await callLocalApi(`/api/uploads/${encodeURIComponent(dropbox.file.filename)}`)).arrayBuffer());
    expect(Buffer.from(dropboxBytes).equals(readFileSync(formPdf))).toBe(true);
  });

  it('stops a file over the tool’s size limit with too-large', async () => {
    await connect('google-drive');
    // The outline PDF is larger than 0.01 MB.
    const response = await download('google-drive', { fileId: 'd1', fileName: 'outline.pdf' }, '?maxSizeMb=0.01');
    expect(response.status).toBe(413);
    expect(response.headers.get('X-Error-Code')).toBe('too-large');
    expect(await response.text()).toBe('outline.pdf exceeds the maximum size of 0.01MB.');
  });

  it('words a failed download and a request without a file', async () => {
    await connect('google-drive');
    const failed = await download('google-drive', { fileId: 'broken', fileName: 'unreachable.pdf' });
    expect(failed.status).toBe(500);
    expect(await failed.text()).toBe('Google Drive refused the request (500).');
    const unnamed = await download('google-drive', { fileName: 'outline.pdf' });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.text()).toBe('Name the file to download (fileId or filePath, and fileName).');
  });

  it('forgets a token the provider no longer takes, so the next try connects again', async () => {
    await connect('dropbox');
    provider.revokeTokens();
    const refused = await callLocalApi('/api/cloud/dropbox/files');
    expect(refused.status).toBe(500);
    expect(await refused.text()).toBe('Dropbox refused the request (401).');
    const again = await callLocalApi('/api/cloud/dropbox/files');
    expect(again.status).toBe(400);
    expect(await again.text()).toBe('Connect to Dropbox first.');
  });
});
