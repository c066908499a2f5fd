// Whether a font embedded in a file lets new text be written with it: its OpenType OS/2 table's
// fsType says what its licence allows. "Restricted" and "preview and print" fonts may travel in a
// document to be read, not to be edited; the editor then writes new text in a substitute.
import type { PDFObject } from 'mupdf';

const RESTRICTED = 0x0002;
const PREVIEW_AND_PRINT = 0x0004;
const EDITABLE = 0x0008;

/** False when the font's program says it may not be used to edit; true otherwise (and when it does not say). */
export function mayEditWith(font: PDFObject): boolean {
  // Paths, not chained gets: mupdf.js's null object (a key the file leaves out) has no further keys.
  const composite = font.get('Subtype').isName() && font.get('Subtype').asName() === 'Type0';
  const descriptor: Array<string | number> = composite ? ['DescendantFonts', 0, 'FontDescriptor'] : ['FontDescriptor'];
  const program = [font.get(...descriptor, 'FontFile2'), font.get(...descriptor, 'FontFile3')].find((file) => file.isStream());
  if (!program) return true;
  const fsType = fsTypeOf(program.readStream().asUint8Array());
  if (fsType === undefined || (fsType & EDITABLE) !== 0) return true;
  return (fsType & (RESTRICTED | PREVIEW_AND_PRINT)) === 0;
}

/** Where the OS/2 table's fsType sits in an sfnt (TrueType or OpenType) file, if it has one. */
export function fsTypeOffset(bytes: Uint8Array): number | undefined {
  if (bytes.byteLength < 12) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = view.getUint16(4);
  for (let index = 0; index < tables; index += 1) {
    const entry = 12 + index * 16;
    if (entry + 16 > bytes.byteLength) return undefined;
    if (String.fromCharCode(...bytes.subarray(entry, entry + 4)) !== 'OS/2') continue;
    const offset = view.getUint32(entry + 8) + 8;
    return offset + 2 <= bytes.byteLength ? offset : undefined;
  }
  return undefined;
}

/** The OS/2 table's fsType of an sfnt file, if it has one. */
export function fsTypeOf(bytes: Uint8Array): number | undefined {
  const offset = fsTypeOffset(bytes);
  return offset === undefined ? undefined : new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint16(offset);
}
