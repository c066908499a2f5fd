// A signature's byte range: the stretches of the file it covers, hashed as a stream (no copy of the
// file), and whether they reach the file's end.
import { sha1 } from '@noble/hashes/legacy';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2';
import { joinBytes } from '../join-bytes';

const HASHES = { 'SHA-1': sha1, 'SHA-256': sha256, 'SHA-384': sha384, 'SHA-512': sha512 } as const;
export type HashName = keyof typeof HASHES;

export function isKnownHash(name: string): name is HashName {
  return name in HASHES;
}

export function digestRanges(bytes: Uint8Array, range: number[], hash: HashName): Uint8Array {
  const state = HASHES[hash].create();
  for (let index = 0; index + 1 < range.length; index += 2) state.update(bytes.subarray(range[index], range[index] + range[index + 1]));
  return state.digest();
}

export function digestBytes(bytes: Uint8Array, hash: HashName): Uint8Array {
  return HASHES[hash].create().update(bytes).digest();
}

/** The covered bytes themselves, for a signature made without attributes (rare: it signs them directly). */
export function rangeBytes(bytes: Uint8Array, range: number[]): Uint8Array<ArrayBuffer> {
  const parts = [];
  for (let index = 0; index + 1 < range.length; index += 2) parts.push(bytes.subarray(range[index], range[index] + range[index + 1]));
  return joinBytes(parts);
}

/** The range is well formed: pairs of start and length, in order, inside the file. */
export function isSaneRange(range: number[], length: number): boolean {
  if (range.length < 2 || range.length % 2 !== 0 || !range.every((value) => Number.isInteger(value) && value >= 0)) return false;
  let end = 0;
  for (let index = 0; index < range.length; index += 2) {
    if (range[index] < end) return false;
    end = range[index] + range[index + 1];
  }
  return end <= length;
}

/** Where the covered bytes end: the file as the signer signed it is the bytes before. */
export function rangeEnd(range: number[]): number {
  return range[range.length - 2] + range[range.length - 1];
}

/**
 * The range covers the file from its start to its end (a line break after %%EOF aside), leaving out
 * only the signature's own value: one gap, exactly the hexadecimal string <…> of /Contents. A wider
 * gap would leave bytes unsigned that could be changed unseen.
 */
export function coversWholeFile(bytes: Uint8Array, range: number[]): boolean {
  return leavesOutOnlyItsValue(bytes, range) && reachesEnd(bytes, range);
}

/** Two stretches from the file's start around one gap that is exactly the signature's hexadecimal value. */
export function leavesOutOnlyItsValue(bytes: Uint8Array, range: number[]): boolean {
  return range.length === 4 && range[0] === 0 && isHexStringAt(bytes, range[1], range[2]);
}

/** The last stretch ends where the file does (a line break after %%EOF aside). */
export function reachesEnd(bytes: Uint8Array, range: number[]): boolean {
  for (let at = rangeEnd(range); at < bytes.length; at += 1) {
    if (![0x0a, 0x0d, 0x20, 0x00].includes(bytes[at])) return false;
  }
  return true;
}

/** bytes[start..end) is one hexadecimal string: '<', hex digits (and white space), '>'. */
function isHexStringAt(bytes: Uint8Array, start: number, end: number): boolean {
  if (end - start < 2 || bytes[start] !== 0x3c || bytes[end - 1] !== 0x3e) return false;
  for (let at = start + 1; at < end - 1; at += 1) {
    const byte = bytes[at];
    const hex = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66);
    if (!hex && ![0x20, 0x0a, 0x0d, 0x09].includes(byte)) return false;
  }
  return true;
}
