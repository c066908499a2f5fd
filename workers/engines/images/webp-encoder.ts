// WebP encoding with libwebp (@jsquash/webp, WebAssembly), for PDF to images. The encoder has a SIMD
// build and a plain one; the one the machine runs is compiled from our own origin's copy (the
// package would pick the SIMD build itself, so it must be handed that build's module).
import encode, { init } from '@jsquash/webp/encode.js';
import { simd } from 'wasm-feature-detect';
import { compileWasmOnce } from '../wasm/compile-wasm';

/** Where the app serves the copied encoders (workers/document/descriptor.ts). */
export const WEBP_ENCODER_PATHS = { plain: '/vendor/webp/webp_enc.wasm', simd: '/vendor/webp/webp_enc_simd.wasm' };

const compilePlain = compileWasmOnce(WEBP_ENCODER_PATHS.plain, '@jsquash/webp/codec/enc/webp_enc.wasm');
const compileSimd = compileWasmOnce(WEBP_ENCODER_PATHS.simd, '@jsquash/webp/codec/enc/webp_enc_simd.wasm');
let ready: Promise<unknown> | undefined;

function loadEncoder(): Promise<unknown> {
  ready ??= simd().then((fast) => (fast ? compileSimd() : compilePlain())).then((module) => init(module));
  return ready;
}

/** RGBA pixels as a lossy WebP at the given quality (0–100). */
export async function encodeWebp(rgba: Uint8ClampedArray, width: number, height: number, quality: number): Promise<Uint8Array> {
  await loadEncoder();
  // The encoder reads only these three fields of an ImageData (which Node does not have).
  const encoded = await encode({ data: rgba, width, height, colorSpace: 'srgb' } as ImageData, { quality });
  return new Uint8Array(encoded);
}
