import { afterEach, describe, expect, it, vi } from 'vitest';
import { callLocalApi, origin } from '../../test/setup/local-api';
import { ocrLanguageFile } from '../../src/contract/ocr-pdf';
import { HEAVY_CACHE_NAME } from '../../workers/runtime/worker-descriptor';

// Node has no Cache Storage: a small one in memory stands in for the browser's, holding what the
// service worker would have kept after a first download.
function cacheStorageWith(cacheName: string, urls: string[]): CacheStorage {
  const kept = new Set(urls);
  return {
    open: async (name: string) => ({
      match: async (url: string) => (name === cacheName && kept.has(url) ? new Response('model') : undefined),
    }),
  } as unknown as CacheStorage;
}

afterEach(() => vi.unstubAllGlobals());

const onDevice = async () => ((await (await callLocalApi('/api/ocr-languages')).json()) as { onDevice: string[] }).onDevice;

describe('GET /api/ocr-languages', () => {
  it('lists English and the languages whose file the service worker has kept from an earlier download', async () => {
    vi.stubGlobal('caches', cacheStorageWith(HEAVY_CACHE_NAME, [new URL(ocrLanguageFile('deu'), origin).href, new URL(ocrLanguageFile('jpn'), origin).href]));
    expect(await onDevice()).toEqual(['eng', 'deu', 'jpn']);
  });

  it('does not count a file kept in another cache, or a language never fetched', async () => {
    vi.stubGlobal('caches', cacheStorageWith('some-other-cache', [new URL(ocrLanguageFile('fra'), origin).href]));
    expect(await onDevice()).toEqual(['eng']);
  });

  it('answers English alone where the browser has no Cache Storage', async () => {
    vi.stubGlobal('caches', undefined);
    expect(await onDevice()).toEqual(['eng']);
  });
});
