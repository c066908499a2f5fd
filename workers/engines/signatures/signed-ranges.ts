// A signature's byte range: the two stretches of the file it covers, hashed as a stream (no copy
// of the file), and whether they reach the file's end.
import { sha1 } from '@noble/hashes/legacy';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2';

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

/** The range is well formed: inside the file, in order, starting at 0. */
export function isSaneRange(range: number[], length: number): boolean {
  return range.length === 4 && range.every((value) => Number.isInteger(value) && value >= 0) && range[0] === 0
    && range[1] <= range[2] && range[2] + range[3] <= length;
}

/** The range covers the file to its end (a line break after %%EOF aside). */
export function coversToEnd(bytes: Uint8Array, range: number[]): boolean {
  const end = range[2] + range[3];
  for (let at = end; at < bytes.length; at += 1) {
    if (![0x0a, 0x0d, 0x20, 0x00].includes(bytes[at])) return false;
  }
  return true;
}
