import { afterEach, describe, expect, it, vi } from 'vitest';
import { getResponse } from 'msw';
import { localApiHandlers } from '../local-api';
import type { LocalEngines } from '../local-engines';
import { origin } from '../../test/setup/local-api';
import type { EngineOperation } from '../../src/contract/engine-operation';
import { BACKGROUND_ASSETS_PATH, exportCutoutOperation, type ExportCutoutInput } from '../../src/contract/remove-background';
import { findResultByUrl, storeResult } from '../result-store';

// Canvas work runs only in a browser (e2e/background-remover.spec.ts checks the real images);
// here an engine records what it was asked and answers fixed bytes, as the worker would.
function recordingEngine() {
  const calls: ExportCutoutInput[] = [];
  const engine = {
    async run(operation: EngineOperation<unknown, unknown>, input: ExportCutoutInput) {
      expect(operation).toBe(exportCutoutOperation);
      calls.push(input);
      return new Uint8Array([1, 2, 3]);
    },
  } as unknown as LocalEngines;
  return { engine, calls };
}

function call(engine: LocalEngines, path: string, init: RequestInit = {}) {
  const handlers = localApiHandlers(engine);
  return getResponse(handlers, new Request(new URL(path, origin), init), { baseUrl: origin }).then((response) => response!);
}

describe('POST /api/remove-background/export', () => {
  it('makes a new stored result from the stored cut-out, with the colour and format asked for', async () => {
    const cutout = storeResult(new Blob([new Uint8Array([9, 9])], { type: 'image/png' }), 'tiger-no-bg.png');
    const { engine, calls } = recordingEngine();
    const query = new URLSearchParams({ from: cutout.url, background: '#ffcc00', format: 'webp' });
    const response = await call(engine, `/api/remove-background/export?${query}`, { method: 'POST' });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ filename: 'tiger-no-bg.webp', size: 3 });
    expect(findResultByUrl(answer.url)!.blob.type).toBe('image/webp');
    expect(calls).toEqual([{ png: new Uint8Array([9, 9]), background: '#ffcc00', format: 'webp' }]);
  });

  it('answers 404 for a cut-out no longer stored and 400 for a bad colour or format', async () => {
    const { engine, calls } = recordingEngine();
    expect((await call(engine, '/api/remove-background/export?from=blob:gone', { method: 'POST' })).status).toBe(404);
    const cutout = storeResult(new Blob([new Uint8Array([9])], { type: 'image/png' }), 'a-no-bg.png');
    expect((await call(engine, `/api/remove-background/export?from=${encodeURIComponent(cutout.url)}&background=red`, { method: 'POST' })).status).toBe(400);
    expect((await call(engine, `/api/remove-background/export?from=${encodeURIComponent(cutout.url)}&format=gif`, { method: 'POST' })).status).toBe(400);
    expect(calls).toEqual([]);
  });
});

describe('GET /api/remove-background/model', () => {
  it('says the model is not on the device when its file list cannot be read, and refuses an unknown quality', async () => {
    const { engine } = recordingEngine();
    const response = await call(engine, '/api/remove-background/model?quality=best');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ onDevice: false });
    expect((await call(engine, '/api/remove-background/model?quality=huge')).status).toBe(400);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('counts the chosen quality’s model with the runtime, from the folder’s resources.json', async () => {
    const resource = (name: string, size: number) => ({ size, mime: 'application/octet-stream', chunks: [{ name, offsets: [0, size] }] });
    const resources = {
      '/models/isnet_fp16': resource('models/best', 800),
      '/models/isnet_int8': resource('models/fast', 400),
      '/onnxruntime-web/ort-wasm-simd-threaded.wasm': resource('onnxruntime-web/ort.wasm', 100),
      '/onnxruntime-web/ort-wasm-simd-threaded.mjs': resource('onnxruntime-web/ort.mjs', 10),
    };
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: URL) => {
      asked.push(url.pathname);
      return Response.json(resources);
    });
    const { engine } = recordingEngine();
    expect(await (await call(engine, '/api/remove-background/model?quality=fast')).json()).toMatchObject({ bytes: 510, onDevice: false });
    expect(await (await call(engine, '/api/remove-background/model?quality=best')).json()).toMatchObject({ bytes: 910, onDevice: false });
    expect(asked).toEqual([`${BACKGROUND_ASSETS_PATH}resources.json`, `${BACKGROUND_ASSETS_PATH}resources.json`]);
  });
});
