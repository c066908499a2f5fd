// AVIF decoding and encoding with libavif (@jsquash/avif, WebAssembly), for AVIF photos into PDF and PDF
// pages out as AVIF. The single-threaded encoder is used everywhere: the threaded one needs a
// cross-origin-isolated page and a worker of its own, and a batch already keeps the cores busy.
import decode, { init as initDecoder } from '@jsquash/avif/decode.js';
import encoderFactory from '@jsquash/avif/codec/enc/avif_enc.js';
import { defaultOptions } from '@jsquash/avif/meta.js';
import { initEmscriptenModule } from '@jsquash/avif/utils.js';
import { compileWasmOnce } from '../wasm/compile-wasm';

/** Where the app serves the copied codecs (workers/document/descriptor.ts). */
export const AVIF_CODEC_PATHS = { decoder: '/vendor/heavy/avif/avif_dec.wasm', encoder: '/vendor/heavy/avif/avif_enc.wasm' };

const compileDecoder = compileWasmOnce(AVIF_CODEC_PATHS.decoder, '@jsquash/avif/codec/dec/avif_dec.wasm');
const compileEncoder = compileWasmOnce(AVIF_CODEC_PATHS.encoder, '@jsquash/avif/codec/enc/avif_enc.wasm');

let decoderReady: Promise<void> | undefined;
interface AvifEncoderModule {
  encode(data: Uint8Array, width: number, height: number, options: typeof defaultOptions): Uint8Array | null;
}
let encoderReady: Promise<AvifEncoderModule> | undefined;

/** RGBA pixels of the AVIF's (first) image, 8 bits a channel. */
export async function decodeAvif(bytes: Uint8Array): Promise<{ rgba: Uint8Array; width: number; height: number }> {
  decoderReady ??= compileDecoder().then((module) => initDecoder(module));
  await decoderReady;
  const image = await decode(bytes.slice().buffer);
  if (!image) throw new Error('no image');
  return { rgba: new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength), width: image.width, height: image.height };
}

/**
 * RGBA pixels as a lossy AVIF at the given quality (0–100, libavif's scale). Speed 8 of 10: a page at
 * 150 dpi in a second or two, files within a few per cent of the slowest setting's.
 */
export async function encodeAvif(rgba: Uint8ClampedArray, width: number, height: number, quality: number): Promise<Uint8Array> {
  encoderReady ??= compileEncoder().then((module) => initEmscriptenModule(encoderFactory, module) as Promise<AvifEncoderModule>);
  const encoder = await encoderReady;
  const output = encoder.encode(new Uint8Array(rgba.buffer, rgba.byteOffset, rgba.byteLength), width, height, { ...defaultOptions, quality, speed: 8 });
  if (!output) throw new Error('The AVIF encoder failed.');
  return new Uint8Array(output);
}
