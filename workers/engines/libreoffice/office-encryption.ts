// Is this Office file protected with a password? Read before LibreOffice sees it: LibreOffice (headless,
// in WebAssembly) has no way to ask for the password, and its answer to such a file is a vague failure.
// Both cases are OLE compound files (Microsoft's "Compound File Binary" format, [MS-CFB]):
// - an encrypted .docx/.xlsx/.pptx is no longer a ZIP but a compound file holding the streams
//   EncryptionInfo and EncryptedPackage ([MS-OFFCRYPTO] 2.3.4);
// - an encrypted Word 97–2003 .doc sets fEncrypted in the FIB at the start of its WordDocument stream
//   ([MS-DOC] 2.5.2).
// A legacy .xls is encrypted when its Workbook stream has a FILEPASS record ([MS-XLS] 2.4.117), but
// Excel also encrypts workbooks with its public default password ("VelvetSweatshop"), which LibreOffice
// opens: so that one is asked only after LibreOffice refused the file (isEncryptedWorkbook). Legacy
// .ppt is not judged.

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;
const DIRECTORY_ENTRY = 128;
const STREAM = 2;
const ROOT = 5;

export type OfficeProtection = 'ooxml-encrypted' | 'doc-encrypted';

interface Entry {
  name: string;
  type: number;
  start: number;
  size: number;
}

/** What protects the file, or undefined (not a compound file, or one without a password). */
export function officeProtection(bytes: Uint8Array): OfficeProtection | undefined {
  return withCompoundFile(bytes, (file) => {
    const names = new Set(file.entries.filter((entry) => entry.type === STREAM).map((entry) => entry.name));
    if (names.has('EncryptionInfo') && names.has('EncryptedPackage')) return 'ooxml-encrypted';
    const word = file.stream('WordDocument');
    if (!word) return undefined;
    const fib = file.read(word, 12);
    // FibBase: wIdent 0xA5EC, then at offset 10 the flags whose bit 8 is fEncrypted.
    return fib.length === 12 && u16(fib, 0) === 0xa5ec && (u16(fib, 10) & 0x0100) !== 0 ? 'doc-encrypted' : undefined;
  });
}

/** A legacy Excel workbook whose globals start with BOF then FILEPASS: it is encrypted. */
export function isEncryptedWorkbook(bytes: Uint8Array): boolean {
  return withCompoundFile(bytes, (file) => {
    const book = file.stream('Workbook') ?? file.stream('Book');
    if (!book) return false;
    const start = file.read(book, 4096);
    // Records: type and size (16 bits each), then the data. FILEPASS (0x002F) comes before the EOF (0x000A) of the globals.
    for (let offset = 0, count = 0; offset + 4 <= start.length && count < 64; count += 1) {
      const type = u16(start, offset);
      if (type === 0x002f) return true;
      if (type === 0x000a) return false;
      offset += 4 + u16(start, offset + 2);
    }
    return false;
  }) ?? false;
}

const u16 = (bytes: Uint8Array, offset: number) => bytes[offset] | (bytes[offset + 1] << 8);

/** Runs `read` on the compound file, or answers undefined: not one, or damaged (LibreOffice's to refuse). */
function withCompoundFile<T>(bytes: Uint8Array, read: (file: CompoundFile) => T): T | undefined {
  if (bytes.length < 512 || SIGNATURE.some((byte, index) => bytes[index] !== byte)) return undefined;
  try {
    return read(new CompoundFile(bytes));
  } catch {
    return undefined;
  }
}

/** Just enough of [MS-CFB] to list the directory and read the start of a stream. */
class CompoundFile {
  readonly entries: Entry[];
  private readonly view: DataView;
  private readonly sectorSize: number;
  private readonly fat: number[];

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.sectorSize = 1 << this.u16(0x1e);
    if (this.sectorSize !== 512 && this.sectorSize !== 4096) throw new Error('bad sector size');
    this.fat = this.readFat();
    const directory = this.chainBytes(this.u32(0x30), Number.POSITIVE_INFINITY);
    this.entries = [];
    for (let offset = 0; offset + DIRECTORY_ENTRY <= directory.length; offset += DIRECTORY_ENTRY) {
      const entry = directory.subarray(offset, offset + DIRECTORY_ENTRY);
      const nameLength = Math.min(64, entry[0x40] | (entry[0x41] << 8));
      const view = new DataView(entry.buffer, entry.byteOffset, DIRECTORY_ENTRY);
      let name = '';
      for (let at = 0; at + 2 < nameLength; at += 2) name += String.fromCharCode(view.getUint16(at, true));
      this.entries.push({ name, type: entry[0x42], start: view.getUint32(0x74, true), size: view.getUint32(0x78, true) });
    }
  }

  stream(name: string): Entry | undefined {
    return this.entries.find((entry) => entry.type === STREAM && entry.name === name);
  }

  /** The first `length` bytes of a stream (from the mini stream when it is small). */
  read(entry: Entry, length: number): Uint8Array {
    const wanted = Math.min(length, entry.size);
    if (entry.size >= this.u32(0x38)) return this.chainBytes(entry.start, wanted);
    const root = this.entries.find((candidate) => candidate.type === ROOT);
    if (!root) return new Uint8Array();
    const miniStream = this.chainBytes(root.start, root.size);
    const miniFatBytes = this.chainBytes(this.u32(0x3c), Number.POSITIVE_INFINITY);
    const miniFat = new DataView(miniFatBytes.buffer, miniFatBytes.byteOffset, miniFatBytes.byteLength);
    const miniSize = 1 << this.u16(0x20);
    const out = new Uint8Array(wanted);
    let sector = entry.start;
    for (let done = 0, steps = 0; done < wanted && sector !== END_OF_CHAIN; steps += 1) {
      if (steps > miniFatBytes.length / 4 || (sector + 1) * miniSize > miniStream.length) throw new Error('bad mini chain');
      const part = miniStream.subarray(sector * miniSize, sector * miniSize + Math.min(miniSize, wanted - done));
      out.set(part, done);
      done += part.length;
      sector = miniFat.getUint32(sector * 4, true);
    }
    return out;
  }

  private u16(offset: number) {
    return this.view.getUint16(offset, true);
  }

  private u32(offset: number) {
    return this.view.getUint32(offset, true);
  }

  private sector(index: number): Uint8Array {
    const start = (index + 1) * this.sectorSize;
    if (start + this.sectorSize > this.bytes.length) throw new Error('sector out of file');
    return this.bytes.subarray(start, start + this.sectorSize);
  }

  /** The FAT's sectors are listed by the header's 109 DIFAT entries, then by a chain of DIFAT sectors. */
  private readFat(): number[] {
    const perSector = this.sectorSize / 4;
    const fatSectors: number[] = [];
    for (let index = 0; index < 109; index += 1) fatSectors.push(this.u32(0x4c + index * 4));
    let difat = this.u32(0x44);
    for (let count = this.u32(0x48); count > 0 && difat < END_OF_CHAIN; count -= 1) {
      const sector = this.sector(difat);
      const view = new DataView(sector.buffer, sector.byteOffset, sector.byteLength);
      for (let index = 0; index < perSector - 1; index += 1) fatSectors.push(view.getUint32(index * 4, true));
      difat = view.getUint32((perSector - 1) * 4, true);
    }
    const fat: number[] = [];
    for (const index of fatSectors.slice(0, this.u32(0x2c))) {
      const sector = this.sector(index);
      const view = new DataView(sector.buffer, sector.byteOffset, sector.byteLength);
      for (let entry = 0; entry < perSector; entry += 1) fat.push(view.getUint32(entry * 4, true));
    }
    return fat;
  }

  /** Bytes of a chain of sectors, up to `length`; a loop or a link out of the FAT is damage. */
  private chainBytes(start: number, length: number): Uint8Array {
    const parts: Uint8Array[] = [];
    let total = 0;
    for (let sector = start, steps = 0; sector !== END_OF_CHAIN && total < length; steps += 1) {
      if (steps > this.fat.length || sector >= this.fat.length) throw new Error('bad chain');
      parts.push(this.sector(sector));
      total += this.sectorSize;
      sector = this.fat[sector];
    }
    const out = new Uint8Array(Math.min(total, length));
    let offset = 0;
    for (const part of parts) {
      const take = part.subarray(0, Math.min(part.length, out.length - offset));
      out.set(take, offset);
      offset += take.length;
    }
    return out;
  }
}
