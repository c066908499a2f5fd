import JSZip from 'jszip';
import type { ProgressCallback } from '../../../src/contract/errors';
import { implement } from '../../runtime/operations';
import { zipFilesOperation, type ZipEntry } from '../../../src/contract/download-all';

/** Packs results into one ZIP. Names that repeat get a counter, so no entry overwrites another. */
export const zipFiles = implement(zipFilesOperation, async function zipFiles({ entries }: { entries: ZipEntry[] }, onProgress?: ProgressCallback): Promise<Blob> {
  const zip = new JSZip();
  const used = new Set<string>();
  for (const entry of entries) {
    zip.file(uniqueName(entry.filename, used), await entry.blob.arrayBuffer());
  }
  // PDFs and images are already compressed; storing them avoids burning time for a few bytes.
  return zip.generateAsync({ type: 'blob', compression: 'STORE' }, (metadata) => {
    onProgress?.(Math.round(metadata.percent), 100);
  });
});

function uniqueName(name: string, used: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let counter = 2; used.has(candidate); counter += 1) candidate = `${stem} (${counter})${extension}`;
  used.add(candidate);
  return candidate;
}
