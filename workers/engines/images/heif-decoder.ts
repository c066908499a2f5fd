// HEIC/HEIF decoding with libheif (libheif-js, WebAssembly; LGPL-3.0), for phone photos into PDF. Each
// top-level image of the file is a frame (a burst or a sequence becomes one page each), decoded upright:
// libheif applies the file's rotation and mirroring, which is where HEIC keeps its orientation.
import libheifFactory from 'libheif-js/libheif-wasm/libheif.js';
import { compileWasmOnce } from '../wasm/compile-wasm';

/** Where the app serves the copied decoder (workers/document/descriptor.ts). */
export const HEIF_DECODER_PATH = '/vendor/heavy/heif/libheif.wasm';

const compileDecoder = compileWasmOnce(HEIF_DECODER_PATH, 'libheif-js/libheif-wasm/libheif.wasm');

interface HeifImage {
  get_width(): number;
  get_height(): number;
  is_primary(): boolean;
  display(target: { data: Uint8ClampedArray; width: number; height: number }, done: (result: unknown) => void): void;
  free(): void;
}
interface HeifDecoder {
  decode(bytes: Uint8Array): HeifImage[];
  /** The context (a copy of the file) the last decode() read into: freed only by the next decode() or by us. */
  decoder?: number;
}
interface Libheif {
  HeifDecoder: new () => HeifDecoder;
  heif_context_free(context: number): void;
}

let ready: Promise<Libheif> | undefined;

function loadLibheif(): Promise<Libheif> {
  // The factory's types know only its C functions; HeifDecoder is the library's JavaScript wrapper.
  ready ??= compileDecoder().then((module) => (libheifFactory as unknown as (options: object) => Libheif | Promise<Libheif>)({
    instantiateWasm: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) => {
      const instance = new WebAssembly.Instance(module, imports);
      done(instance);
      return instance.exports;
    },
  }));
  return ready;
}

export interface HeifFrame {
  rgba: Uint8Array;
  width: number;
  height: number;
}

/**
 * Every top-level image's size, before any is decoded: what the caller checks against its limits. The
 * primary image comes first (a burst's chosen picture), the others in the file's order.
 */
export async function heifImages(bytes: Uint8Array): Promise<{ sizes: Array<{ width: number; height: number }>; decode: (index: number) => Promise<HeifFrame>; free: () => void }> {
  const libheif = await loadLibheif();
  const decoder = new libheif.HeifDecoder();
  const images = decoder.decode(bytes);
  const free = () => {
    images.forEach((image) => image.free());
    if (decoder.decoder) libheif.heif_context_free(decoder.decoder);
  };
  if (images.length === 0) {
    free();
    throw new Error('no image');
  }
  images.sort((a, b) => Number(b.is_primary()) - Number(a.is_primary()));
  return {
    sizes: images.map((image) => ({ width: image.get_width(), height: image.get_height() })),
    decode: (index) => new Promise((resolve, reject) => {
      const image = images[index];
      const width = image.get_width();
      const height = image.get_height();
      const data = new Uint8ClampedArray(width * height * 4);
      image.display({ data, width, height }, (result) => (result ? resolve({ rgba: new Uint8Array(data.buffer), width, height }) : reject(new Error('HEIF decoding failed'))));
    }),
    free,
  };
}
