import { http, HttpResponse } from 'msw';
import { runJob } from '../run-job';
import { EngineError } from '../../src/contract/errors';
import { OFFLINE_DOWNLOAD_STAGE, type OfflineEngine, type OfflineEnginesAnswer } from '../../src/contract/offline';
import {
  HEAVY_CACHE_NAME, OFFLINE_CATALOGUE_FILE, VENDOR_FOLDER, type OfflineCatalogueEntry,
} from '../../workers/runtime/worker-descriptor';

// The engines a worker fetches on first use, made available offline ahead of use. The files go into
// the very cache the service worker serves /vendor/heavy/ from (CacheFirst), so a tool finds them
// there exactly as if it had fetched them itself.

async function readCatalogue(origin: string): Promise<OfflineCatalogueEntry[]> {
  const response = await fetch(new URL(`/${VENDOR_FOLDER}/${OFFLINE_CATALOGUE_FILE}`, origin));
  if (!response.ok) throw new EngineError('engine-failed', 'The list of offline engines could not be read. Reload the page and try again.');
  return response.json();
}

const hasCache = () => typeof caches !== 'undefined';

async function statusOf(entry: OfflineCatalogueEntry, origin: string): Promise<OfflineEngine> {
  const bytes = entry.files.reduce((sum, file) => sum + file.size, 0);
  let bytesOnDevice = 0;
  if (hasCache()) {
    const cache = await caches.open(HEAVY_CACHE_NAME);
    const found = await Promise.all(entry.files.map((file) => cache.match(new URL(file.path, origin).href).then(Boolean, () => false)));
    bytesOnDevice = entry.files.reduce((sum, file, index) => sum + (found[index] ? file.size : 0), 0);
  }
  return { id: entry.id, title: entry.title, bytes, bytesOnDevice, onDevice: bytes > 0 && bytesOnDevice === bytes };
}

async function findEngine(request: Request, id: string): Promise<OfflineCatalogueEntry> {
  const entry = (await readCatalogue(request.url)).find((candidate) => candidate.id === id);
  if (!entry) throw new EngineError('bad-params', `There is no engine "${id}" to keep offline.`);
  if (!hasCache()) throw new EngineError('engine-failed', 'This browser keeps no files for offline use (Cache Storage is not available).');
  return entry;
}

/** Reads a response whole, telling how many bytes have arrived. */
async function readWithProgress(response: Response, onBytes: (count: number) => void, signal: AbortSignal): Promise<Blob> {
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    if (signal.aborted) {
      await reader.cancel();
      throw new EngineError('cancelled', 'The download was cancelled.');
    }
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onBytes(value.byteLength);
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') ?? 'application/octet-stream' });
}

// Workbox names its precache after this prefix (and the scope).
const PRECACHE_PREFIX = 'workbox-precache';

/** What the service worker precached: the app and its light engines, with the bytes they take. */
async function appStatus(): Promise<OfflineEnginesAnswer['app']> {
  if (!hasCache()) return undefined;
  const name = (await caches.keys()).find((key) => key.startsWith(PRECACHE_PREFIX));
  if (!name) return undefined;
  const cache = await caches.open(name);
  const requests = await cache.keys();
  const sizes = await Promise.all(requests.map(async (request) => (await (await cache.match(request))?.blob())?.size ?? 0));
  return { files: requests.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

/** GET /api/offline — the app and every first-use engine, its size and whether it is on this device. */
const listHandler = http.get('/api/offline', ({ request }) => runJob(request, async () => {
  const catalogue = await readCatalogue(request.url);
  const answer: OfflineEnginesAnswer = {
    engines: await Promise.all(catalogue.map((entry) => statusOf(entry, request.url))),
    cacheAvailable: hasCache(),
    app: await appStatus(),
  };
  return HttpResponse.json(answer);
}));

/** POST /api/offline/{engine} — fetches the engine's missing files into the cache, reporting bytes. */
const downloadHandler = http.post('/api/offline/:engine', ({ request, params }) => runJob(request, async ({ signal, onProgress }) => {
  const entry = await findEngine(request, String(params.engine));
  const cache = await caches.open(HEAVY_CACHE_NAME);
  const urls = entry.files.map((file) => new URL(file.path, request.url).href);
  const present = await Promise.all(urls.map((url) => cache.match(url).then(Boolean, () => false)));
  const missing = entry.files.map((file, index) => ({ ...file, url: urls[index] })).filter((_, index) => !present[index]);
  const total = missing.reduce((sum, file) => sum + file.size, 0);
  let done = 0;
  onProgress(0, total, OFFLINE_DOWNLOAD_STAGE);
  for (const file of missing) {
    const response = await fetch(file.url, { signal });
    if (!response.ok || !response.body) {
      throw new EngineError('engine-failed', `${file.path} could not be downloaded (${response.status}). Check the connection and try again.`);
    }
    const blob = await readWithProgress(response, (count) => {
      done += count;
      onProgress(Math.min(done, total), total, OFFLINE_DOWNLOAD_STAGE);
    }, signal);
    await cache.put(file.url, new Response(blob, { headers: { 'Content-Type': blob.type, 'Content-Length': String(blob.size) } }));
  }
  return HttpResponse.json(await statusOf(entry, request.url));
}));

/** DELETE /api/offline/{engine} — removes the engine's files from this device; it is fetched again on next use. */
const removeHandler = http.delete('/api/offline/:engine', ({ request, params }) => runJob(request, async () => {
  const entry = await findEngine(request, String(params.engine));
  const cache = await caches.open(HEAVY_CACHE_NAME);
  await Promise.all(entry.files.map((file) => cache.delete(new URL(file.path, request.url).href)));
  return HttpResponse.json(await statusOf(entry, request.url));
}));

export default function offlineHandlers() {
  return [listHandler, downloadHandler, removeHandler];
}
