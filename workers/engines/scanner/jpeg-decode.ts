// JPEG decoding with mozjpeg (@jsquash/jpeg, WebAssembly), the same code in the worker and in Node:
// the export works from the stored pages, which are JPEG.
import decode, { init } from '@jsquash/jpeg/decode.js';
import { EngineError } from '../../../src/contract/errors';
import type { RawImage } from '../../../src/contract/pdf-scanner';

let ready: Promise<void> | undefined;

function loadDecoder(): Promise<void> {
  ready ??= (async () => {
    const inNode = typeof process !== 'undefined' && Boolean(process.versions?.node);
    const module = inNode ? await compileFromPackage() : await WebAssembly.compileStreaming(fetch(new URL('/vendor/mozjpeg/mozjpeg_dec.wasm', self.location.origin)));
    await init(module);
  })();
  return ready;
}

async function compileFromPackage(): Promise<WebAssembly.Module> {
  const [nodeModule, nodeFs] = ['node:module', 'node:fs'];
  const { createRequire } = (await import(/* @vite-ignore */ nodeModule)) as typeof import('node:module');
  const { readFileSync } = (await import(/* @vite-ignore */ nodeFs)) as typeof import('node:fs');
  return WebAssembly.compile(readFileSync(createRequire(import.meta.url).resolve('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm')));
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
