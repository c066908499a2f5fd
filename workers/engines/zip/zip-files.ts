import type { ProgressCallback } from '../../../src/contract/errors';
import { implement } from '../../runtime/operations';
import { zipFilesOperation, type ZipEntry } from '../../../src/contract/download-all';
import { uniqueEntryName, ZipStream } from './zip-stream';

/**
 * Packs results into one ZIP (Download all), one entry at a time: each result is read, written and let
 * go before the next, so fifty results never sit in the worker's memory together.
 */
export const zipFiles = implement(zipFilesOperation, async function zipFiles({ entries }: { entries: ZipEntry[] }, onProgress?: ProgressCallback): Promise<Blob> {
  const zip = new ZipStream();
  const used = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    zip.add(uniqueEntryName(entry.filename, used), new Uint8Array(await entry.blob.arrayBuffer()));
    onProgress?.(index + 1, entries.length);
  }
  return zip.finish();
});
