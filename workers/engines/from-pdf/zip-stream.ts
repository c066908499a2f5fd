import { Zip, ZipPassThrough } from 'fflate';

/**
 * A ZIP written entry by entry into the parts of a Blob: each page's image goes in as soon as it is
 * encoded and its pixels are freed, so a 500-page document never sits in memory as pixels, and the
 * encoded bytes are handed to the Blob (which the browser may keep on disk) rather than joined.
 * Images are already compressed, so entries are stored.
 */
export class ZipStream {
  private readonly parts: Uint8Array[] = [];
  private readonly zip = new Zip((error, chunk) => {
    if (error) throw error;
    this.parts.push(chunk);
  });

  /** `filename` must be unique within the ZIP (pages are named by number). */
  add(filename: string, bytes: Uint8Array): void {
    const entry = new ZipPassThrough(filename);
    this.zip.add(entry);
    entry.push(bytes, true);
  }

  finish(): Blob {
    this.zip.end();
    return new Blob(this.parts as BlobPart[], { type: 'application/zip' });
  }

}
