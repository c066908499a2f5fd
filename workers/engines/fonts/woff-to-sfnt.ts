// A WOFF 1.0 font unpacked to the TrueType/OpenType file it wraps (W3C WOFF File Format 1.0, §4–5):
// each table inflated where it is compressed, the table directory rebuilt. MuPDF reads and embeds
// plain TrueType, while our fonts are served as WOFF (fontkit reads those directly).
import { unzlibSync } from 'fflate';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/** The font file inside a WOFF; anything else is returned as it is. */
export function woffToSfnt(bytes: Uint8Array): Uint8Array {
  const woff = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < WOFF_HEADER || woff.getUint32(0) !== WOFF_SIGNATURE) return bytes;
  const flavor = woff.getUint32(4);
  const count = woff.getUint16(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = woff.getUint32(entry + 4);
    const stored = woff.getUint32(entry + 8);
    const length = woff.getUint32(entry + 12);
    const data = bytes.subarray(offset, offset + stored);
    return {
      tag: woff.getUint32(entry),
      checksum: woff.getUint32(entry + 16),
      // A table is stored deflated only when that made it smaller.
      data: stored < length ? unzlibSync(data) : data,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce((sum, table) => sum + padded(table.data.byteLength), SFNT_HEADER + count * SFNT_ENTRY);
  const out = new Uint8Array(size);
  const sfnt = new DataView(out.buffer);
  // The binary-search fields of the table directory (OpenType spec, "Table Directory").
  const power = 2 ** Math.floor(Math.log2(Math.max(count, 1)));
  sfnt.setUint32(0, flavor);
  sfnt.setUint16(4, count);
  sfnt.setUint16(6, power * 16);
  sfnt.setUint16(8, Math.log2(power));
  sfnt.setUint16(10, count * 16 - power * 16);
  let at = SFNT_HEADER + count * SFNT_ENTRY;
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER + index * SFNT_ENTRY;
    sfnt.setUint32(entry, table.tag);
    sfnt.setUint32(entry + 4, table.checksum);
    sfnt.setUint32(entry + 8, at);
    sfnt.setUint32(entry + 12, table.data.byteLength);
    out.set(table.data, at);
    at += padded(table.data.byteLength);
  });
  return out;
}
