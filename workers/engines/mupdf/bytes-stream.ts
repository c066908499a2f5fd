import type { Stream } from 'mupdf';
import type { Mupdf } from './load-mupdf';

/**
 * A MuPDF stream that reads the file from the caller's bytes where they are, a chunk at a time,
 * instead of copying the whole file into WebAssembly memory first. The bytes are held anyway (to
 * hand back the original when nothing got smaller), and WebAssembly memory never shrinks while the
 * worker lives, so a second full copy there would cost its size until the worker stops. The bytes
 * must stay unchanged while a document opened from the stream is open.
 */
export function streamOverBytes(mupdf: Mupdf, bytes: Uint8Array): Stream {
  return new mupdf.Stream({
    fileSize: () => bytes.byteLength,
    read(memory, offset, length, position) {
      const end = Math.min(position + length, bytes.byteLength);
      if (position >= end) return 0;
      memory.set(bytes.subarray(position, end), offset);
      return end - position;
    },
    close() {
      // Nothing to release: the bytes belong to the caller.
    },
  });
}
