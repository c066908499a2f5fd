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

/** Reads part of a Blob at once; in a worker, FileReaderSync (MuPDF's reads are synchronous). */
export type ReadBlobSync = (part: Blob) => ArrayBuffer;

/** The worker's synchronous Blob reader, or undefined where there is none (the page, Node). */
export function blobReaderSync(): ReadBlobSync | undefined {
  // Looked up on the global object: the Node tests compile this file without the worker's library.
  const Reader = (globalThis as { FileReaderSync?: new () => { readAsArrayBuffer(part: Blob): ArrayBuffer } }).FileReaderSync;
  if (!Reader) return undefined;
  const reader = new Reader();
  return (part) => reader.readAsArrayBuffer(part);
}

// MuPDF asks for a few kilobytes at a time; reading the file a block at a time keeps the calls few.
const BLOCK_BYTES = 1024 * 1024;

/**
 * A MuPDF stream over the user's own file (a Blob, backed by the file on disk): read a block at a
 * time as MuPDF needs it, so neither the page nor the worker ever holds the whole file. The file must
 * stay unchanged while a document opened from the stream is open.
 */
export function streamOverBlob(mupdf: Mupdf, blob: Blob, readSync: ReadBlobSync): Stream {
  let block: { start: number; bytes: Uint8Array } | undefined;
  return new mupdf.Stream({
    fileSize: () => blob.size,
    read(memory, offset, length, position) {
      const end = Math.min(position + length, blob.size);
      if (position >= end) return 0;
      if (!block || position < block.start || end > block.start + block.bytes.byteLength) {
        const blockEnd = Math.min(blob.size, Math.max(end, position + BLOCK_BYTES));
        block = { start: position, bytes: new Uint8Array(readSync(blob.slice(position, blockEnd))) };
      }
      memory.set(block.bytes.subarray(position - block.start, end - block.start), offset);
      return end - position;
    },
    close() {
      block = undefined;
    },
  });
}
