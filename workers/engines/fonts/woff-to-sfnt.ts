// A WOFF 1.0 font as the TrueType/OpenType file it wraps (W3C WOFF 1.0, §4–5): each table inflated
// where it was compressed, written back with the sfnt table directory. For engines that read only sfnt
// (MuPDF's FreeType build), from the WOFF files the stamp fonts already are.
import { unzlibSync } from 'fflate';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const align4 = (length: number) => (length + 3) & ~3;

export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < WOFF_HEADER || view.getUint32(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = WOFF_HEADER + index * WOFF_ENTRY;
    const [tag, offset, compLength, origLength, checksum] = [view.getUint32(at), view.getUint32(at + 4), view.getUint32(at + 8), view.getUint32(at + 12), view.getUint32(at + 16)];
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? unzlibSync(stored) : stored;
    if (data.length !== origLength) throw new Error('a WOFF table does not inflate to its length');
    return { tag, checksum, data };
  });

  let size = SFNT_HEADER + numTables * SFNT_ENTRY;
  for (const table of tables) size += align4(table.data.length);
  const sfnt = new Uint8Array(size);
  const out = new DataView(sfnt.buffer);
  // The binary search fields of the offset table (OpenType, "Table Directory").
  const power = 2 ** Math.floor(Math.log2(Math.max(numTables, 1)));
  out.setUint32(0, flavor);
  out.setUint16(4, numTables);
  out.setUint16(6, power * 16);
  out.setUint16(8, Math.log2(power));
  out.setUint16(10, numTables * 16 - power * 16);
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  tables.forEach((table, index) => {
    const at = SFNT_HEADER + index * SFNT_ENTRY;
    out.setUint32(at, table.tag);
    out.setUint32(at + 4, table.checksum);
    out.setUint32(at + 8, offset);
    out.setUint32(at + 12, table.data.length);
    sfnt.set(table.data, offset);
    offset += align4(table.data.length);
  });
  return sfnt;
}
