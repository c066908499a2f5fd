// A PNG's chunks, walked before pdf-lib reads it: pdf-lib trusts the file, and a truncated one makes
// it fail late or not at all. Checking that the chunks run to IEND inside the file is cheap.

const SIGNATURE_LENGTH = 8;

/** Whether the file has a header chunk, image data and an end chunk, each inside the file. */
export function hasWholePngStructure(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = SIGNATURE_LENGTH;
  let sawHeader = false;
  let sawData = false;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const next = offset + 12 + length;
    if (next > bytes.length) return false;
    if (type === 'IHDR') sawHeader = offset === SIGNATURE_LENGTH;
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawHeader && sawData;
    offset = next;
  }
  return false;
}
