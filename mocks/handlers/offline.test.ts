// The /api/offline handlers: the build's catalogue and the heavy files are served by a fetch mock (as
// our origin serves them), Cache Storage is an in-memory one (Node has none). What they put in the
// heavy-engine cache is what the service worker would serve a tool.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callLocalApi, origin } from '../../test/setup/local-api';
import { corpusDir } from '../../test/fixtures/corpus';
import { MemoryCacheStorage } from '../../test/setup/memory-cache-storage';
import { subscribeJobProgress } from '../job-progress';
import { JOB_ID_HEADER, type JobProgress } from '../../src/contract/job-progress';
import { OFFLINE_DOWNLOAD_STAGE, type OfflineEngine, type OfflineEnginesAnswer } from '../../src/contract/offline';
import { HEAVY_CACHE_NAME, type OfflineCatalogueEntry } from '../../workers/runtime/worker-descriptor';

// Two engines made of real files: what the build writes to /vendor/offline-engines.json.
const served: Record<string, Uint8Array> = {
  '/vendor/heavy/ocr/eng.traineddata': readFileSync(`${corpusDir}multipage-outline-links-4p.pdf`),
  '/vendor/heavy/ocr/core.wasm': readFileSync(`${corpusDir}image-photo-mountain.jpg`),
  '/vendor/heavy/office/soffice.wasm': readFileSync(`${corpusDir}form-acroform-irs1040-prefilled.pdf`),
};
const entry = (id: string, title: string, paths: string[]): OfflineCatalogueEntry => ({ id, title, files: paths.map((path) => ({ path, size: served[path].length })) });
const catalogue = [
  entry('ocr', 'OCR', ['/vendor/heavy/ocr/eng.traineddata', '/vendor/heavy/ocr/core.wasm']),
  entry('office', 'Office conversion', ['/vendor/heavy/office/soffice.wasm']),
];
const ocrBytes = served['/vendor/heavy/ocr/eng.traineddata'].length + served['/vendor/heavy/ocr/core.wasm'].length;
const href = (path: string) => new URL(path, origin).href;

let storage: MemoryCacheStorage;
let fetched: string[];
let missingFiles: Set<string>;

beforeEach(() => {
  storage = new MemoryCacheStorage();
  fetched = [];
  missingFiles = new Set();
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    fetched.push(url.pathname);
    if (url.origin !== origin) throw new TypeError('fetch failed');
    if (url.pathname === '/vendor/offline-engines.json') return Response.json(catalogue);
    const bytes = served[url.pathname];
    if (!bytes || missingFiles.has(url.pathname)) return new Response('not found', { status: 404 });
    return new Response(bytes as BlobPart, { headers: { 'Content-Type': 'application/octet-stream' } });
  });
});

afterEach(() => vi.unstubAllGlobals());

async function list(): Promise<OfflineEnginesAnswer> {
  const response = await callLocalApi('/api/offline');
  expect(response.status).toBe(200);
  return response.json();
}

describe('GET /api/offline', () => {
  it('lists every first-use engine with its size, none on a new device, and no app before the service worker has cached it', async () => {
    expect(await list()).toEqual({
      cacheAvailable: true,
      engines: [
        { id: 'ocr', title: 'OCR', bytes: ocrBytes, bytesOnDevice: 0, onDevice: false },
        { id: 'office', title: 'Office conversion', bytes: served['/vendor/heavy/office/soffice.wasm'].length, bytesOnDevice: 0, onDevice: false },
      ],
    });
  });

  it('counts the bytes of an engine partly on the device, and the app as the service worker precached it', async () => {
    const heavy = await storage.open(HEAVY_CACHE_NAME);
    await heavy.put(href('/vendor/heavy/ocr/core.wasm'), new Response(served['/vendor/heavy/ocr/core.wasm'] as BlobPart));
    const precache = await storage.open(`workbox-precache-v2-${origin}/`);
    await precache.put(href('/index.html'), new Response('<!doctype html><title>Folio</title>'));
    await precache.put(href('/assets/app.js'), new Response('console.log(1)'));

    const answer = await list();
    expect(answer.engines[0]).toEqual({ id: 'ocr', title: 'OCR', bytes: ocrBytes, bytesOnDevice: served['/vendor/heavy/ocr/core.wasm'].length, onDevice: false });
    expect(answer.app).toEqual({ files: 2, bytes: '<!doctype html><title>Folio</title>'.length + 'console.log(1)'.length });
  });

  it('says so where the browser has no Cache Storage', async () => {
    vi.stubGlobal('caches', undefined);
    const answer = await list();
    expect(answer.cacheAvailable).toBe(false);
    expect(answer.engines.every((engine) => engine.bytesOnDevice === 0)).toBe(true);
  });

  it('answers engine-failed when the catalogue cannot be read', async () => {
    vi.stubGlobal('fetch', async () => new Response('gone', { status: 404 }));
    const response = await callLocalApi('/api/offline');
    expect(response.status).toBe(500);
    expect(response.headers.get('X-Error-Code')).toBe('engine-failed');
  });
});

describe('POST /api/offline/{engine}', () => {
  it('puts every file of the engine into the heavy-engine cache, byte for byte, counting the bytes as they arrive', async () => {
    const seen: JobProgress[] = [];
    const stop = subscribeJobProgress('offline-job', (progress) => seen.push(progress));
    const response = await callLocalApi('/api/offline/ocr', { method: 'POST', headers: { [JOB_ID_HEADER]: 'offline-job' } });
    stop();
    expect(response.status).toBe(200);
    expect(await response.json() as OfflineEngine).toEqual({ id: 'ocr', title: 'OCR', bytes: ocrBytes, bytesOnDevice: ocrBytes, onDevice: true });

    expect(storage.urlsIn(HEAVY_CACHE_NAME).sort()).toEqual([href('/vendor/heavy/ocr/core.wasm'), href('/vendor/heavy/ocr/eng.traineddata')]);
    const kept = await (await storage.open(HEAVY_CACHE_NAME)).match(href('/vendor/heavy/ocr/eng.traineddata'));
    expect(Buffer.from(await kept!.arrayBuffer()).equals(served['/vendor/heavy/ocr/eng.traineddata'])).toBe(true);

    expect(seen[0]).toEqual({ done: 0, total: ocrBytes, stage: OFFLINE_DOWNLOAD_STAGE });
    expect(seen.at(-1)).toEqual({ done: ocrBytes, total: ocrBytes, stage: OFFLINE_DOWNLOAD_STAGE });
    const counts = seen.map((progress) => progress.done);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    // The other engine is untouched, and the listing now says the OCR engine works offline.
    expect((await list()).engines.map((engine) => engine.onDevice)).toEqual([true, false]);
  });

  it('fetches only the files that are missing', async () => {
    const heavy = await storage.open(HEAVY_CACHE_NAME);
    await heavy.put(href('/vendor/heavy/ocr/eng.traineddata'), new Response(served['/vendor/heavy/ocr/eng.traineddata'] as BlobPart));
    const seen: JobProgress[] = [];
    const stop = subscribeJobProgress('partial-job', (progress) => seen.push(progress));
    expect((await callLocalApi('/api/offline/ocr', { method: 'POST', headers: { [JOB_ID_HEADER]: 'partial-job' } })).status).toBe(200);
    stop();
    expect(fetched.filter((path) => path.startsWith('/vendor/heavy/'))).toEqual(['/vendor/heavy/ocr/core.wasm']);
    expect(seen.at(-1)?.total).toBe(served['/vendor/heavy/ocr/core.wasm'].length);
  });

  it('answers engine-failed naming a file that could not be downloaded, and keeps no part of it', async () => {
    missingFiles.add('/vendor/heavy/ocr/core.wasm');
    const response = await callLocalApi('/api/offline/ocr', { method: 'POST' });
    expect(response.status).toBe(500);
    expect(response.headers.get('X-Error-Code')).toBe('engine-failed');
    expect(await response.text()).toBe('/vendor/heavy/ocr/core.wasm could not be downloaded (404). Check the connection and try again.');
    expect(storage.urlsIn(HEAVY_CACHE_NAME)).not.toContain(href('/vendor/heavy/ocr/core.wasm'));
  });

  it('refuses an engine the catalogue does not list, and any download without Cache Storage', async () => {
    const unknown = await callLocalApi('/api/offline/tesseract', { method: 'POST' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toBe('There is no engine "tesseract" to keep offline.');
    vi.stubGlobal('caches', undefined);
    const noCache = await callLocalApi('/api/offline/ocr', { method: 'POST' });
    expect(noCache.status).toBe(500);
    expect(await noCache.text()).toBe('This browser keeps no files for offline use (Cache Storage is not available).');
  });
});

describe('DELETE /api/offline/{engine}', () => {
  it('removes that engine’s files and only them', async () => {
    expect((await callLocalApi('/api/offline/ocr', { method: 'POST' })).status).toBe(200);
    expect((await callLocalApi('/api/offline/office', { method: 'POST' })).status).toBe(200);
    const response = await callLocalApi('/api/offline/ocr', { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await response.json() as OfflineEngine).toEqual({ id: 'ocr', title: 'OCR', bytes: ocrBytes, bytesOnDevice: 0, onDevice: false });
    expect(storage.urlsIn(HEAVY_CACHE_NAME)).toEqual([href('/vendor/heavy/office/soffice.wasm')]);
    expect((await list()).engines.map((engine) => engine.onDevice)).toEqual([false, true]);
  });
});
