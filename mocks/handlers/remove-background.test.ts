import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { localApiHandlers } from '../local-api';
import type { LocalEngines } from '../local-engines';
import { nodeEngines } from '../../node/engines';
import { origin } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import type { EngineOperation } from '../../src/contract/engine-operation';
import type { EngineJob } from '../../src/contract/engine-job';
import { fileBytes } from '../../src/contract/named-file';
import { cutoutFilename, removeBackgroundOperation, type RemoveBackgroundSettings } from '../../src/contract/remove-background';
import type { JobProgress } from '../../src/contract/job-progress';
import { subscribeJobProgress } from '../job-progress';
import { findResultByUrl } from '../result-store';

// The model itself runs only in a browser (e2e/background-remover.spec.ts runs it on the tiger).
// Here the handler's side of the contract is checked with an engine that records what it was
// asked and answers a fixed PNG signature, as the worker would answer the PNG it made.
const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function recordingEngine() {
  const calls: Array<EngineJob<RemoveBackgroundSettings>> = [];
  const engine = {
    async run(operation: EngineOperation<unknown, unknown>, input: unknown, options?: { onProgress?: (done: number, total: number, stage?: string) => void }) {
      if (operation.worker !== removeBackgroundOperation.worker) return nodeEngines.run(operation, input, options);
      expect(operation).toBe(removeBackgroundOperation);
      const job = input as EngineJob<RemoveBackgroundSettings>;
      calls.push(job);
      options?.onProgress?.(1024, 4096, 'download');
      return { outputs: [{ name: cutoutFilename(job.files[0].name), type: 'image/png', data: PNG_SIGNATURE }], facts: { width: 1000, height: 667 } };
    },
  } as LocalEngines;
  return { engine, calls };
}

async function post(engine: LocalEngines, form: FormData, query = '', headers: Record<string, string> = {}) {
  const handlers = localApiHandlers(engine);
  const request = new Request(new URL(`/api/remove-background${query}`, origin), { method: 'POST', body: form, headers });
  return (await getResponse(handlers, request, { baseUrl: origin }))!;
}

const tiger = corpusFile('bgremove-tiger.jpg');
const imageForm = (file = new File([tiger.bytes as BlobPart], 'tiger.jpg', { type: 'image/jpeg' })) => {
  const form = new FormData();
  form.append('image', file, file.name);
  return form;
};

describe('POST /api/remove-background', () => {
  it('hands the image and the quality to the engine and answers {filename, url} for the PNG', async () => {
    const { engine, calls } = recordingEngine();
    const response = await post(engine, imageForm(), '?quality=best');
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ filename: 'tiger-no-bg.png', width: 1000, height: 667, size: 8 });
    const stored = findResultByUrl(answer.url)!;
    expect(stored.blob.type).toBe('image/png');
    expect(calls).toHaveLength(1);
    expect(calls[0].settings).toEqual({ quality: 'best' });
    expect(calls[0].files).toHaveLength(1);
    expect(calls[0].files[0]).toMatchObject({ name: 'tiger.jpg', type: 'image/jpeg' });
    expect(await fileBytes(calls[0].files[0])).toEqual(tiger.bytes);
  });

  it('runs Fast when no quality is given', async () => {
    const { engine, calls } = recordingEngine();
    await post(engine, imageForm());
    expect(calls[0].settings.quality).toBe('fast');
  });

  it('publishes the engine’s progress with its stage under X-Job-Id', async () => {
    const seen: JobProgress[] = [];
    const stop = subscribeJobProgress('bg-job', (progress) => seen.push(progress));
    await post(recordingEngine().engine, imageForm(), '', { 'X-Job-Id': 'bg-job' });
    stop();
    expect(seen).toEqual([{ done: 1024, total: 4096, stage: 'download' }]);
  });

  it('answers 400 bad-params for an unknown quality, without running the model', async () => {
    const { engine, calls } = recordingEngine();
    const response = await post(engine, imageForm(), '?quality=ultra');
    expect(response.status).toBe(400);
    expect(response.headers.get('X-Error-Code')).toBe('bad-params');
    expect(await response.text()).toBe('Unknown quality "ultra": use fast or best.');
    expect(calls).toEqual([]);
  });

  it('answers 415 unsupported-type for a file that is not a JPG, PNG or WebP image, in the upload widget’s words', async () => {
    const response = await post(recordingEngine().engine, imageForm(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })));
    expect(response.status).toBe(415);
    expect(response.headers.get('X-Error-File')).toBe('0');
    expect(await response.text()).toBe('anim.gif is not a supported file type.');
  });

  it('uses the first image of a request (spec: one image a call)', async () => {
    const { engine, calls } = recordingEngine();
    const form = imageForm();
    form.append('image', new File(['GIF89a'], 'second.gif', { type: 'image/gif' }));
    expect((await post(engine, form)).status).toBe(200);
    expect(calls[0].files.map((file) => file.name)).toEqual(['tiger.jpg']);
  });

  it('answers 400 when the image field is missing, 413 over 50 MB and 422 for an empty file', async () => {
    expect((await post(recordingEngine().engine, new FormData())).status).toBe(400);
    const huge = new File([new Uint8Array(50 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    const tooLarge = await post(recordingEngine().engine, imageForm(huge));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get('X-Error-Code')).toBe('too-large');
    expect(await tooLarge.text()).toBe('huge.png exceeds the maximum size of 50MB.');
    const empty = await post(recordingEngine().engine, imageForm(new File([], 'empty.webp', { type: 'image/webp' })));
    expect(empty.status).toBe(422);
    expect(await empty.text()).toBe('empty.webp is empty.');
  });

  it('answers 500 engine-failed when the engine cannot run (here: Node, no browser)', async () => {
    const { callLocalApi } = await import('../../test/setup/local-api');
    const response = await callLocalApi('/api/remove-background', { method: 'POST', body: imageForm() });
    expect(response.status).toBe(500);
    expect(response.headers.get('X-Error-Code')).toBe('engine-failed');
  });
});

describe('cutoutFilename', () => {
  it('names the result after the input: photo.jpg → photo-no-bg.png', () => {
    expect(cutoutFilename('photo.jpg')).toBe('photo-no-bg.png');
    expect(cutoutFilename('my.holiday.photo.webp')).toBe('my.holiday.photo-no-bg.png');
    expect(cutoutFilename('README')).toBe('README-no-bg.png');
    expect(cutoutFilename('.png')).toBe('image-no-bg.png');
  });
});
