import { Zip, ZipPassThrough } from 'fflate';

/**
 * A ZIP written entry by entry into a Blob: each entry's bytes become part of the Blob as soon as they
 * are written (a Blob made of Blobs shares them; the browser may keep large ones on disk), so the
 * worker holds one entry at a time, never the whole archive, however many files or pages go in.
 * Entries are stored, not deflated: PDFs and images are already compressed.
 */
export class ZipStream {
  private readonly parts: Blob[] = [];
  private readonly zip = new Zip((error, chunk) => {
    if (error) throw error;
    this.parts.push(new Blob([chunk as BlobPart]));
  });

  /** `filename` must be unique within the ZIP (uniqueEntryName makes it so). */
  add(filename: string, bytes: Uint8Array): void {
    const entry = new ZipPassThrough(filename);
    this.zip.add(entry);
    entry.push(bytes, true);
  }

  finish(): Blob {
    this.zip.end();
    return new Blob(this.parts, { type: 'application/zip' });
  }
}

/** A name not used yet in this ZIP: repeated names get a counter ('a.pdf', 'a (2).pdf'), so no entry overwrites another. */
export function uniqueEntryName(name: string, used: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let counter = 2; used.has(candidate); counter += 1) candidate = `${stem} (${counter})${extension}`;
  used.add(candidate);
  return candidate;
}
