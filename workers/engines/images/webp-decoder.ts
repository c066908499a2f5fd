// WebP decoding with libwebp (@jsquash/webp, WebAssembly), in the browser worker and the Node tests
// alike: lossless, and the same decoder everywhere.
import decode, { init } from '@jsquash/webp/decode.js';
import { compileWasmOnce } from '../wasm/compile-wasm';

/** Where the app serves the copied decoder (workers/document/descriptor.ts). */
export const WEBP_DECODER_PATH = '/vendor/webp/webp_dec.wasm';

let ready: Promise<void> | undefined;
const compileModule = compileWasmOnce(WEBP_DECODER_PATH, '@jsquash/webp/codec/dec/webp_dec.wasm');

function loadDecoder(): Promise<void> {
  ready ??= compileModule().then((module) => init(module));
  return ready;
}

/** RGBA pixels of the WebP's (first) frame. */
export async function decodeWebp(bytes: Uint8Array): Promise<{ rgba: Uint8Array; width: number; height: number }> {
  await loadDecoder();
  const copy = bytes.slice().buffer;
  const image = await decode(copy);
  return { rgba: new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength), width: image.width, height: image.height };
}
