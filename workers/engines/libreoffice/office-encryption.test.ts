import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { isEncryptedWorkbook, officeProtection } from './office-encryption';

const FREE = 0xffffffff;
const END = 0xfffffffe;

/**
 * A minimal OLE compound file (512-byte sectors, one FAT sector, one directory sector): streams under
 * 4096 bytes go to the mini stream, as Office writes them. Enough to make legacy Word files here.
 */
function compoundFile(streams: Array<{ name: string; bytes: Uint8Array }>): Uint8Array {
  const small = streams.filter((stream) => stream.bytes.length < 4096);
  const miniStream = new Uint8Array(small.reduce((sum, stream) => sum + Math.ceil(stream.bytes.length / 64) * 64, 0));
  const miniFat: number[] = [];
  const miniStart = new Map<string, number>();
  for (const stream of small) {
    const first = miniFat.length;
    miniStart.set(stream.name, first);
    miniStream.set(stream.bytes, first * 64);
    const count = Math.ceil(stream.bytes.length / 64);
    for (let index = 0; index < count; index += 1) miniFat.push(index === count - 1 ? END : first + index + 1);
  }
  const sectors: Uint8Array[] = [new Uint8Array(512), new Uint8Array(512)]; // FAT, directory
  const fat: number[] = [0xfffffffd, END];
  const addChain = (bytes: Uint8Array) => {
    if (bytes.length === 0) return END;
    const first = sectors.length;
    const count = Math.ceil(bytes.length / 512);
    for (let index = 0; index < count; index += 1) {
      const sector = new Uint8Array(512);
      sector.set(bytes.subarray(index * 512, index * 512 + 512));
      sectors.push(sector);
      fat.push(index === count - 1 ? END : first + index + 1);
    }
    return first;
  };
  const miniFatBytes = new Uint8Array(Math.max(1, miniFat.length) * 4).fill(0xff);
  miniFat.forEach((value, index) => new DataView(miniFatBytes.buffer).setUint32(index * 4, value, true));
  const miniFatStart = miniFat.length > 0 ? addChain(miniFatBytes) : END;
  const miniStreamStart = addChain(miniStream);
  const directory = new DataView(sectors[1].buffer);
  const entry = (slot: number, name: string, type: number, start: number, size: number) => {
    const at = slot * 128;
    [...name].forEach((char, index) => directory.setUint16(at + index * 2, char.charCodeAt(0), true));
    directory.setUint16(at + 0x40, (name.length + 1) * 2, true);
    directory.setUint8(at + 0x42, type);
    for (const link of [0x44, 0x48, 0x4c]) directory.setUint32(at + link, FREE, true);
    directory.setUint32(at + 0x74, start, true);
    directory.setUint32(at + 0x78, size, true);
  };
  entry(0, 'Root Entry', 5, miniStreamStart, miniStream.length);
  directory.setUint32(0x4c, 1, true);
  streams.forEach((stream, index) => {
    const start = stream.bytes.length < 4096 ? miniStart.get(stream.name)! : addChain(stream.bytes);
    entry(index + 1, stream.name, 2, start, stream.bytes.length);
    if (index + 1 < streams.length) directory.setUint32((index + 1) * 128 + 0x48, index + 2, true);
  });
  const fatView = new DataView(sectors[0].buffer);
  for (let index = 0; index < 128; index += 1) fatView.setUint32(index * 4, fat[index] ?? FREE, true);
  const header = new Uint8Array(512);
  const view = new DataView(header.buffer);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  view.setUint16(0x18, 0x3e, true);
  view.setUint16(0x1a, 3, true);
  view.setUint16(0x1c, 0xfffe, true);
  view.setUint16(0x1e, 9, true);
  view.setUint16(0x20, 6, true);
  view.setUint32(0x2c, 1, true);
  view.setUint32(0x30, 1, true);
  view.setUint32(0x38, 4096, true);
  view.setUint32(0x3c, miniFatStart, true);
  view.setUint32(0x40, miniFat.length > 0 ? 1 : 0, true);
  view.setUint32(0x44, END, true);
  for (let index = 0; index < 109; index += 1) view.setUint32(0x4c + index * 4, index === 0 ? 0 : FREE, true);
  const out = new Uint8Array(512 * (sectors.length + 1));
  out.set(header);
  sectors.forEach((sector, index) => out.set(sector, 512 * (index + 1)));
  return out;
}

/** A Word 97–2003 WordDocument stream: its FIB starts with wIdent 0xA5EC, flags at offset 10. */
function wordStream(length: number, encrypted: boolean): Uint8Array {
  const bytes = new Uint8Array(length).fill(0x20);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xa5ec, true);
  view.setUint16(2, 0x00c1, true);
  view.setUint16(10, encrypted ? 0x0100 | 0x0004 : 0x0004, true);
  return bytes;
}

const legacyWord = (encrypted: boolean, length = 8192) =>
  compoundFile([{ name: 'WordDocument', bytes: wordStream(length, encrypted) }, { name: '1Table', bytes: new Uint8Array(600) }]);

describe('officeProtection', () => {
  it('finds an encrypted .docx (a compound file holding EncryptionInfo and EncryptedPackage)', () => {
    expect(officeProtection(corpusFile('encrypted-docx-password-01.docx').bytes)).toBe('ooxml-encrypted');
  });

  it('passes every unprotected corpus Office and HTML file', () => {
    for (const name of ['docx-structured-01.docx', 'docx-govdoc-images-02.docx', 'pptx-themes-10slides.pptx', 'xlsx-conditional-formatting-18sheets.xlsx', 'html-wikipedia-mozilla.html']) {
      expect(officeProtection(corpusFile(name).bytes), name).toBeUndefined();
    }
  });

  it('finds a Word 97–2003 .doc LibreOffice saved with a password (its FIB says fEncrypted)', () => {
    expect(officeProtection(corpusFile('encrypted-doc-password-01.doc').bytes)).toBe('doc-encrypted');
  });

  it('finds a Word 97–2003 .doc whose FIB says fEncrypted, in the FAT or in the mini stream', () => {
    expect(officeProtection(legacyWord(true))).toBe('doc-encrypted');
    expect(officeProtection(legacyWord(true, 1024))).toBe('doc-encrypted');
    expect(officeProtection(legacyWord(false))).toBeUndefined();
    expect(officeProtection(legacyWord(false, 1024))).toBeUndefined();
  });

  it('leaves a damaged or truncated compound file to LibreOffice instead of throwing', () => {
    const encrypted = corpusFile('encrypted-docx-password-01.docx').bytes;
    expect(officeProtection(encrypted.subarray(0, 600))).toBeUndefined();
    expect(officeProtection(encrypted.subarray(0, 100))).toBeUndefined();
    const looped = legacyWord(true);
    new DataView(looped.buffer).setUint32(512 + 4, 1, true); // the directory's FAT entry points at itself
    expect(officeProtection(looped)).toBeUndefined();
  });
});

/** A Workbook stream: BOF, then the given records, then EOF; each record is type, size, data. */
function workbook(types: number[]): Uint8Array {
  const records = [0x0809, ...types, 0x000a];
  const bytes = new Uint8Array(records.length * 8);
  const view = new DataView(bytes.buffer);
  records.forEach((type, index) => {
    view.setUint16(index * 8, type, true);
    view.setUint16(index * 8 + 2, 4, true);
  });
  return bytes;
}

describe('isEncryptedWorkbook (asked once LibreOffice refused a file)', () => {
  it('finds the FILEPASS record of an .xls LibreOffice saved with a password', () => {
    const bytes = corpusFile('encrypted-xls-password-01.xls').bytes;
    expect(isEncryptedWorkbook(bytes)).toBe(true);
    // Not judged before LibreOffice: Excel's default-password workbooks open there.
    expect(officeProtection(bytes)).toBeUndefined();
  });

  it('passes a workbook without FILEPASS, and anything that is not a legacy workbook', () => {
    expect(isEncryptedWorkbook(compoundFile([{ name: 'Workbook', bytes: workbook([0x0042, 0x0085]) }]))).toBe(false);
    expect(isEncryptedWorkbook(compoundFile([{ name: 'Workbook', bytes: workbook([0x002f]) }]))).toBe(true);
    expect(isEncryptedWorkbook(corpusFile('encrypted-doc-password-01.doc').bytes)).toBe(false);
    expect(isEncryptedWorkbook(corpusFile('xlsx-conditional-formatting-18sheets.xlsx').bytes)).toBe(false);
  });
});
