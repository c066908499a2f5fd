import type { NamedPdf, NamedPdfFile } from '../../../src/contract/named-pdf';
import { blobReaderSync, type ReadBlobSync } from './bytes-stream';

export type ReadableSource = NamedPdf | (NamedPdfFile & { readBlob: ReadBlobSync });

/**
 * A Blob is read where it lies when the worker can read it synchronously (MuPDF's reads are); where
 * it cannot (the Node tests), its bytes are read first.
 */
export async function readableInPlace(input: NamedPdf | NamedPdfFile): Promise<ReadableSource> {
  if (!('file' in input)) return input;
  const { file, ...named } = input;
  const readBlob = blobReaderSync();
  return readBlob ? { ...input, readBlob } : { ...named, bytes: new Uint8Array(await file.arrayBuffer()) };
}
