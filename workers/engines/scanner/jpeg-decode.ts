// JPEG decoding with mozjpeg (@jsquash/jpeg, WebAssembly), the same code in the worker and in Node:
// the export works from the stored pages, which are JPEG.
import decode, { init } from '@jsquash/jpeg/decode.js';
import { compileWasmOnce } from '../wasm/compile-wasm';
import { EngineError } from '../../../src/contract/errors';
import type { RawImage } from '../../../src/contract/pdf-scanner';

let ready: Promise<void> | undefined;
const compileModule = compileWasmOnce('/vendor/mozjpeg/mozjpeg_dec.wasm', '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm');

function loadDecoder(): Promise<void> {
  ready ??= compileModule().then((module) => init(module));
  return ready;
}

export async function decodeJpeg(bytes: Uint8Array, index: number): Promise<RawImage> {
  await loadDecoder();
  try {
    const image = await decode(bytes.slice().buffer);
    return { width: image.width, height: image.height, rgba: new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.length) };
  } catch {
    throw new EngineError('corrupt', `Page ${index + 1} is not a readable JPEG image.`, { fileIndex: index });
  }
}
