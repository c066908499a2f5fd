// Fetches a quality's model and ONNX Runtime's WASM from our own origin (never a CDN), counting bytes for the
// progress bar, and points the runtime at them. The files are listed in <assets>/resources.json,
// written at build (workers/background/model-resources.ts): each file's size and its chunks.
import * as ort from 'onnxruntime-web';
import {
  BACKGROUND_ASSETS_PATH, backgroundResourceKeys, type BackgroundQuality, type BackgroundResource,
} from '../../../src/contract/remove-background';

const PROGRESS_STEP = 1024 * 1024;

// ONNX Runtime starts its WASM once per worker: once its files are handed over, a second model (the
// other quality) needs only its own download.
let runtimeHandedOver = false;

/**
 * Downloads the quality's model (first use; later from the service worker's cache) and, the first
 * time, the runtime's WASM and glue, reporting bytes of all together, and hands the runtime its
 * files. Answers the model's bytes.
 */
export async function fetchModelFiles(quality: BackgroundQuality, onBytes: (done: number, total: number) => void): Promise<Uint8Array> {
  const base = new URL(BACKGROUND_ASSETS_PATH, self.location.origin);
  const resources = (await (await fetchOk(new URL('resources.json', base))).json()) as Record<string, BackgroundResource>;
  const keys = backgroundResourceKeys(quality).slice(0, runtimeHandedOver ? 1 : undefined);
  const files = keys.map((key) => {
    const resource = resources[key];
    if (!resource) throw new Error(`resources.json has no ${key}`);
    return resource;
  });
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const received = new Map<string, number>();
  let reported = 0;
  const report = (chunk: string, bytes: number) => {
    received.set(chunk, bytes);
    const done = [...received.values()].reduce((sum, value) => sum + value, 0);
    // Every megabyte, not every network read (tens of KB): each report repaints the page's progress bar.
    if (done - reported < PROGRESS_STEP && done < total) return;
    reported = done;
    onBytes(done, total);
  };
  const [modelBytes, wasmBytes, glueBytes] = await Promise.all(files.map((resource) => assemble(resource, base, report)));
  if (!runtimeHandedOver) {
    // The runtime imports its JavaScript glue, and starts its thread workers from it, by URL. Those
    // nested workers are not controlled by our service worker, so offline an https URL would fail:
    // blob: URLs of the bytes we fetched (from the cache when offline) work everywhere. The glue also
    // resolves the WASM's URL against its own, which only works when that one is a blob: URL too.
    ort.env.wasm.wasmPaths = {
      mjs: URL.createObjectURL(new Blob([glueBytes as BlobPart], { type: 'text/javascript' })),
      wasm: URL.createObjectURL(new Blob([wasmBytes as BlobPart], { type: 'application/wasm' })),
    };
    runtimeHandedOver = true;
  }
  return modelBytes;
}

/** One file from its chunks, fetched in parallel into one buffer. */
async function assemble(resource: BackgroundResource, base: URL, report: (chunk: string, bytes: number) => void): Promise<Uint8Array> {
  const bytes = new Uint8Array(resource.size);
  await Promise.all(resource.chunks.map(async ({ name, offsets: [start, end] }) => {
    const response = await fetchOk(new URL(name, base));
    const reader = response.body!.getReader();
    let offset = start;
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      if (offset + part.value.length > end) throw new Error(`${name} is longer than resources.json says`);
      bytes.set(part.value, offset);
      offset += part.value.length;
      report(name, offset - start);
    }
    if (offset !== end) throw new Error(`${name} is shorter than resources.json says`);
  }));
  return bytes;
}

async function fetchOk(url: URL): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
  return response;
}
