// How many digital signatures a PDF holds: its /ByteRange entries, counted in the bytes as they are
// (a signature's dictionary is never compressed or encrypted: its byte range must be found before
// the file is read). Read in slices from the Blob, so a large file is never held whole.
const MARKER = new TextEncoder().encode('/ByteRange');
const SLICE = 8 * 1024 * 1024;

export async function countSignatures(file: Blob): Promise<number> {
  let count = 0;
  for (let start = 0; start < file.size; start += SLICE) {
    // Each slice reaches into the next by the marker's length, so a marker across the seam is found once.
    count += countSignaturesIn(new Uint8Array(await file.slice(start, Math.min(file.size, start + SLICE + MARKER.length - 1)).arrayBuffer()));
  }
  return count;
}

/** The same count in bytes already read. */
export function countSignaturesIn(bytes: Uint8Array): number {
  let count = 0;
  for (let at = bytes.indexOf(MARKER[0]); at >= 0 && at + MARKER.length <= bytes.length; at = bytes.indexOf(MARKER[0], at + 1)) {
    if (MARKER.every((byte, offset) => bytes[at + offset] === byte)) count += 1;
  }
  return count;
}
