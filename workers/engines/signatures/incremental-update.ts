// An incremental update (ISO 32000-1, 7.5.6): the original bytes untouched, then the new and changed
// objects, a cross-reference section for them and a trailer pointing back to the previous one. It
// is how a signature is added without breaking the signatures already in the file. The section is
// a classic table after a classic table, a cross-reference stream after a stream, as readers expect.
import { PDFDict, PDFName, PDFNumber, type PDFContext, type PDFObject, type PDFRef } from 'pdf-lib';
import { EngineError } from '../../../src/contract/errors';
import { joinBytes } from '../join-bytes';

export interface UpdatedObject {
  ref: PDFRef;
  object: PDFObject;
}

export interface WrittenUpdate {
  /** The update alone: it goes right after the original bytes (and the line break `separator` says). */
  bytes: Uint8Array;
  /** Where the update starts in the whole file: the original's length, plus a line break if it lacked one. */
  start: number;
  /** Where each written object starts in the whole file, by object number. */
  offsets: Map<number, number>;
}

const encoder = new TextEncoder();

/**
 * The update for the original bytes: only the update is made here (the original is not copied), its
 * offsets counted from the original's start. The whole file is the original followed by the update.
 */
export function writeIncrementalUpdate(original: Uint8Array, context: PDFContext, objects: UpdatedObject[], previous = lastCrossReference(original)): WrittenUpdate {
  const parts: Uint8Array[] = [];
  let length = original.length;
  const push = (part: Uint8Array) => {
    parts.push(part);
    length += part.length;
  };
  // The original may end without a line break after %%EOF.
  const last = original[original.length - 1];
  if (last !== 0x0a && last !== 0x0d) push(encoder.encode('\n'));
  const start = original.length;
  const offsets = new Map<number, number>();
  for (const { ref, object } of objects) {
    offsets.set(ref.objectNumber, length);
    push(serialize(ref, object));
  }
  const size = Math.max(previous.size, context.largestObjectNumber + 1, ...objects.map(({ ref }) => ref.objectNumber + 1));
  const trailer = trailerEntries(context, previous.offset);
  if (previous.kind === 'table') {
    const xrefOffset = length;
    push(encoder.encode(crossReferenceTable(offsets, objects)));
    trailer.set(PDFName.of('Size'), PDFNumber.of(size));
    push(encoder.encode(`trailer\n${trailer.toString()}\nstartxref\n${xrefOffset}\n%%EOF\n`));
  } else {
    const streamNumber = size;
    const xrefOffset = length;
    offsets.set(streamNumber, xrefOffset);
    push(crossReferenceStream(offsets, objects, trailer, streamNumber));
    push(encoder.encode(`startxref\n${xrefOffset}\n%%EOF\n`));
  }
  return { bytes: joinBytes(parts), start, offsets };
}

function serialize(ref: PDFRef, object: PDFObject): Uint8Array {
  const body = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(body, 0);
  return joinBytes([encoder.encode(`${ref.objectNumber} ${ref.generationNumber} obj\n`), body, encoder.encode('\nendobj\n')]);
}

/** Root, Info and ID as the file has them, and Prev: the previous section. */
function trailerEntries(context: PDFContext, previousOffset: number): PDFDict {
  const trailer = PDFDict.withContext(context);
  const { Root, Info, ID } = context.trailerInfo;
  if (Root) trailer.set(PDFName.of('Root'), Root);
  if (Info) trailer.set(PDFName.of('Info'), Info);
  if (ID) trailer.set(PDFName.of('ID'), ID);
  trailer.set(PDFName.of('Prev'), PDFNumber.of(previousOffset));
  return trailer;
}

/** Object numbers in runs of consecutive numbers: [[first, count], …]. */
function runs(numbers: number[]): Array<[number, number]> {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const result: Array<[number, number]> = [];
  for (const number of sorted) {
    const run = result[result.length - 1];
    if (run && run[0] + run[1] === number) run[1] += 1;
    else result.push([number, 1]);
  }
  return result;
}

function crossReferenceTable(offsets: Map<number, number>, objects: UpdatedObject[]): string {
  const generations = new Map(objects.map(({ ref }) => [ref.objectNumber, ref.generationNumber]));
  let text = 'xref\n';
  for (const [first, count] of runs([...offsets.keys()])) {
    text += `${first} ${count}\n`;
    for (let number = first; number < first + count; number += 1) {
      // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, 'n', then CR LF.
      text += `${String(offsets.get(number)).padStart(10, '0')} ${String(generations.get(number) ?? 0).padStart(5, '0')} n\r\n`;
    }
  }
  return text;
}

/** A cross-reference stream (uncompressed: it holds a handful of entries) that lists itself too. */
function crossReferenceStream(offsets: Map<number, number>, objects: UpdatedObject[], trailer: PDFDict, streamNumber: number): Uint8Array {
  const entries = runs([...offsets.keys()]);
  const rows = entries.flatMap(([first, count]) => Array.from({ length: count }, (_, index) => first + index));
  const generations = new Map(objects.map(({ ref }) => [ref.objectNumber, ref.generationNumber]));
  const data = new Uint8Array(rows.length * 7);
  rows.forEach((number, row) => {
    const offset = offsets.get(number)!;
    const at = row * 7;
    data[at] = 1;
    data[at + 1] = (offset >>> 24) & 0xff;
    data[at + 2] = (offset >>> 16) & 0xff;
    data[at + 3] = (offset >>> 8) & 0xff;
    data[at + 4] = offset & 0xff;
    const generation = generations.get(number) ?? 0;
    data[at + 5] = (generation >>> 8) & 0xff;
    data[at + 6] = generation & 0xff;
  });
  const dictionary = `<< /Type /XRef /Size ${streamNumber + 1} /W [1 4 2] /Index [${entries.map(([first, count]) => `${first} ${count}`).join(' ')}]`
    + ` ${trailerBody(trailer)} /Length ${data.length} >>`;
  return joinBytes([encoder.encode(`${streamNumber} 0 obj\n${dictionary}\nstream\n`), data, encoder.encode('\nendstream\nendobj\n')]);
}

/** The trailer's entries without the dictionary's brackets. */
function trailerBody(trailer: PDFDict): string {
  return trailer.toString().replace(/^<<\s*/, '').replace(/\s*>>$/, '').replace(/\n/g, ' ');
}

export interface PreviousSection {
  offset: number;
  kind: 'table' | 'stream';
  /** Its /Size: every object number in the file is below it, those of object streams included. */
  size: number;
}

/**
 * The last `startxref` of the file, what it points to (a table, or a cross-reference stream) and the
 * /Size it gives; a `corrupt` error when it points at neither (the file is then rewritten first).
 */
export function lastCrossReference(bytes: Uint8Array): PreviousSection {
  const latin1 = new TextDecoder('latin1');
  const tail = latin1.decode(bytes.subarray(Math.max(0, bytes.length - 2048)));
  const match = /startxref\s+(\d+)\s*%%EOF\s*$/.exec(tail) ?? [...tail.matchAll(/startxref\s+(\d+)/g)].pop();
  const offset = match ? Number(match[1]) : NaN;
  const head = Number.isFinite(offset) && offset < bytes.length ? latin1.decode(bytes.subarray(offset, offset + 64 * 1024)) : '';
  const kind = /^xref\b/.test(head) ? 'table' : /^\d+\s+\d+\s+obj\b/.test(head) ? 'stream' : undefined;
  const size = Number(/\/Size\s+(\d+)/.exec(kind === 'table' ? head.slice(head.indexOf('trailer')) : head)?.[1] ?? NaN);
  if (!kind || !Number.isFinite(size)) {
    throw new EngineError('corrupt', 'The file\'s cross-reference table cannot be found where the file says.');
  }
  return { offset, kind, size };
}
