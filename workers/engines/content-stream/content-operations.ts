// A page's content stream read as operations: each operator with its operands and where it sits in
// the bytes, so a caller can drop some operations and keep every other byte as it was. Inline images
// (BI … ID data EI) come as one operation with their dictionary and where their data lies.

export type Operand =
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'string'; bytes: Uint8Array }
  | { kind: 'keyword'; value: 'true' | 'false' | 'null' }
  | { kind: 'array'; items: Operand[] }
  | { kind: 'dict'; entries: Array<[string, Operand]> };

export interface InlineImage {
  /** The dictionary between BI and ID, keys as written (often abbreviated: W, H, CS, F…). */
  entries: Array<[string, Operand]>;
  /** The image data: bytes [dataStart, dataEnd) of the stream. */
  dataStart: number;
  dataEnd: number;
}

export interface ContentOperation {
  operator: string;
  operands: Operand[];
  /** Bytes [start, end) of the stream: the first operand to the end of the operator. */
  start: number;
  end: number;
  inlineImage?: InlineImage;
}

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (byte: number) => !WHITESPACE.has(byte) && !DELIMITERS.has(byte);
const ESCAPES: Record<number, number> = { 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c };

type Token = Operand | { kind: 'operator'; value: string } | { kind: 'close' } ;

class Reader {
  position = 0;
  constructor(readonly bytes: Uint8Array) {}

  get done(): boolean {
    this.skipSpace();
    return this.position >= this.bytes.length;
  }

  skipSpace(): void {
    const { bytes } = this;
    while (this.position < bytes.length) {
      const byte = bytes[this.position];
      if (WHITESPACE.has(byte)) this.position += 1;
      else if (byte === 0x25) while (this.position < bytes.length && bytes[this.position] !== 0x0a && bytes[this.position] !== 0x0d) this.position += 1;
      else return;
    }
  }

  private regularRun(): string {
    const start = this.position;
    while (this.position < this.bytes.length && isRegular(this.bytes[this.position])) this.position += 1;
    return new TextDecoder('latin1').decode(this.bytes.subarray(start, this.position));
  }

  private literalString(): Operand {
    const { bytes } = this;
    const out: number[] = [];
    let depth = 1;
    this.position += 1;
    while (this.position < bytes.length) {
      const byte = bytes[this.position++];
      if (byte === 0x5c) {
        const next = bytes[this.position++];
        if (next >= 0x30 && next <= 0x37) {
          let code = next - 0x30;
          for (let digit = 0; digit < 2 && bytes[this.position] >= 0x30 && bytes[this.position] <= 0x37; digit += 1) code = code * 8 + bytes[this.position++] - 0x30;
          out.push(code & 0xff);
        } else if (next === 0x0d) {
          if (bytes[this.position] === 0x0a) this.position += 1;
        } else if (next !== 0x0a && next !== undefined) {
          out.push(ESCAPES[next] ?? next);
        }
      } else {
        if (byte === 0x28) depth += 1;
        if (byte === 0x29 && --depth === 0) break;
        out.push(byte);
      }
    }
    return { kind: 'string', bytes: Uint8Array.from(out) };
  }

  private hexString(): Operand {
    const end = this.bytes.indexOf(0x3e, this.position);
    const stop = end < 0 ? this.bytes.length : end;
    const digits = new TextDecoder('latin1').decode(this.bytes.subarray(this.position + 1, stop)).replace(/[^0-9a-fA-F]/g, '');
    this.position = stop + 1;
    const padded = digits.length % 2 ? `${digits}0` : digits;
    return { kind: 'string', bytes: Uint8Array.from({ length: padded.length / 2 }, (_, index) => parseInt(padded.slice(index * 2, index * 2 + 2), 16)) };
  }

  private name(): Operand {
    this.position += 1;
    return { kind: 'name', value: this.regularRun().replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) };
  }

  /** The next token; composite operands (arrays, dictionaries) read whole. */
  next(): Token {
    this.skipSpace();
    const { bytes } = this;
    const byte = bytes[this.position];
    if (byte === 0x2f) return this.name();
    if (byte === 0x28) return this.literalString();
    if (byte === 0x3c && bytes[this.position + 1] === 0x3c) {
      this.position += 2;
      return { kind: 'dict', entries: this.entriesUntil('>>') };
    }
    if (byte === 0x3c) return this.hexString();
    if (byte === 0x3e && bytes[this.position + 1] === 0x3e) {
      this.position += 2;
      return { kind: 'close' };
    }
    if (byte === 0x5b) {
      this.position += 1;
      const items: Operand[] = [];
      for (;;) {
        if (this.done) break;
        const token = this.next();
        if (token.kind === 'close') break;
        if (token.kind !== 'operator') items.push(token);
      }
      return { kind: 'array', items };
    }
    if (byte === 0x5d || byte === 0x29 || byte === 0x3e || byte === 0x7b || byte === 0x7d) {
      this.position += 1;
      return byte === 0x5d ? { kind: 'close' } : { kind: 'operator', value: '' };
    }
    const word = this.regularRun();
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return { kind: 'number', value: Number(word) };
    if (word === 'true' || word === 'false' || word === 'null') return { kind: 'keyword', value: word };
    return { kind: 'operator', value: word };
  }

  /** Key–value pairs until `>>` (a dictionary) or the keyword `ID` (an inline image's). */
  entriesUntil(end: '>>' | 'ID'): Array<[string, Operand]> {
    const entries: Array<[string, Operand]> = [];
    let key: string | undefined;
    while (!this.done) {
      const token = this.next();
      if (token.kind === 'close' || (token.kind === 'operator' && token.value === end)) break;
      if (token.kind === 'operator') continue;
      if (key === undefined && token.kind === 'name') key = token.value;
      else if (key !== undefined) {
        entries.push([key, token]);
        key = undefined;
      }
    }
    return entries;
  }
}

/** Every operator that may follow an inline image (ISO 32000-2, annex A; not ID or EI). */
const OPERATORS = new Set(`b b* B B* BDC BI BMC BT BX c cm CS cs d d0 d1 Do DP EMC ET EX f F f* G g gs h i j J K k l m M MP
  n q Q re RG rg ri s S SC sc SCN scn sh T* Tc Td TD Tf Tj TJ TL Tm Tr Ts Tw Tz v w W W* y ' "`.split(/\s+/));

/** Whether bytes read as content: the end of the stream, an operand, or an operator. */
function readsAsContent(text: string): boolean {
  const rest = text.trimStart();
  if (rest === '' || /^[-+.\d/[(<]/.test(rest)) return true;
  return OPERATORS.has(/^[^\s/[(<]+/.exec(rest)?.[0] ?? '');
}

/**
 * Where an inline image's data ends: at `EI` between white space, where what follows reads as content
 * again (image data may hold the letters EI by chance). A PDF 2.0 /L (length) is trusted when given.
 */
function inlineDataEnd(bytes: Uint8Array, dataStart: number, length: number | undefined): { dataEnd: number; end: number } {
  if (length !== undefined) {
    let at = dataStart + length;
    while (at < bytes.length && WHITESPACE.has(bytes[at])) at += 1;
    if (bytes[at] === 0x45 && bytes[at + 1] === 0x49) return { dataEnd: dataStart + length, end: at + 2 };
  }
  const latin = new TextDecoder('latin1');
  let from = dataStart;
  for (;;) {
    const at = bytes.indexOf(0x45, from);
    if (at < 0) return { dataEnd: bytes.length, end: bytes.length };
    from = at + 1;
    if (bytes[at + 1] !== 0x49 || !WHITESPACE.has(bytes[at - 1])) continue;
    const after = bytes[at + 2];
    if (after !== undefined && !WHITESPACE.has(after)) continue;
    if (readsAsContent(latin.decode(bytes.subarray(at + 2, at + 40)))) return { dataEnd: at - 1, end: at + 2 };
  }
}

/** Every operation of a content stream, in order. Unreadable bytes end the reading rather than throw. */
export function* contentOperations(bytes: Uint8Array): Generator<ContentOperation> {
  const reader = new Reader(bytes);
  let operands: Operand[] = [];
  let start = -1;
  while (!reader.done) {
    const position = reader.position;
    const token = reader.next();
    if (start < 0) start = position;
    if (token.kind === 'close') continue;
    if (token.kind !== 'operator') {
      operands.push(token);
      continue;
    }
    if (token.value === 'BI') {
      const entries = reader.entriesUntil('ID');
      const dataStart = reader.position + 1;
      const declared = entries.find(([key]) => key === 'L' || key === 'Length')?.[1];
      const { dataEnd, end } = inlineDataEnd(bytes, dataStart, declared?.kind === 'number' ? declared.value : undefined);
      reader.position = end;
      yield { operator: 'BI', operands: [], start, end, inlineImage: { entries, dataStart, dataEnd } };
    } else if (token.value !== '') {
      yield { operator: token.value, operands, start, end: reader.position };
    }
    operands = [];
    start = -1;
  }
}
