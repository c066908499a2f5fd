// WebP decoding with libwebp (@jsquash/webp, WebAssembly), in the browser worker and the Node tests
// alike: lossless, and the same decoder everywhere.
import decode, { init } from '@jsquash/webp/decode.js';

let ready: Promise<void> | undefined;

/** Where the app serves the copied decoder (workers/document/descriptor.ts). */
export const WEBP_DECODER_PATH = '/vendor/webp/webp_dec.wasm';

function loadDecoder(): Promise<void> {
  ready ??= (async () => {
    const inNode = typeof process !== 'undefined' && Boolean(process.versions?.node);
    const module = inNode ? await compileFromPackage() : await WebAssembly.compileStreaming(fetch(new URL(WEBP_DECODER_PATH, self.location.origin)));
    await init(module);
  })();
  return ready;
}

// Node reads the .wasm from the package; the specifiers are variables so the browser bundle skips them.
async function compileFromPackage(): Promise<WebAssembly.Module> {
  const [nodeModule, nodeFs] = ['node:module', 'node:fs'];
  const { createRequire } = (await import(/* @vite-ignore */ nodeModule)) as typeof import('node:module');
  const { readFileSync } = (await import(/* @vite-ignore */ nodeFs)) as typeof import('node:fs');
  const path = createRequire(import.meta.url).resolve('@jsquash/webp/codec/dec/webp_dec.wasm');
  return WebAssembly.compile(readFileSync(path));
}

/** RGBA pixels of the WebP's (first) frame. */
export async function decodeWebp(bytes: Uint8Array): Promise<{ rgba: Uint8Array; width: number; height: number }> {
  await loadDecoder();
  const copy = bytes.slice().buffer;
  const image = await decode(copy);
  return { rgba: new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength), width: image.width, height: image.height };
}
