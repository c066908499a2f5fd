// How faithfully a converted file keeps a PDF's text, measured against poppler's pdftotext (an
// independent reader): which words survive (recall) and whether they stay in order (longest common
// subsequence). Words are compared case-sensitively, without punctuation around them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function wordsOf(text: string): string[] {
  return text.split(/\s+/).map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')).filter((word) => word.length > 0);
}

/** pdftotext's words of the given pages (1-based, inclusive), in its reading order. */
export function pdftotextWords(bytes: Uint8Array, first?: number, last?: number): string[] {
  const path = join(mkdtempSync(join(tmpdir(), 'pdftotext-')), 'input.pdf');
  writeFileSync(path, bytes);
  const range = [...(first ? ['-f', String(first)] : []), ...(last ? ['-l', String(last)] : [])];
  return wordsOf(execFileSync('pdftotext', [...range, path, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
}

/** Share of the expected words found in the actual ones, counting repeats. */
export function wordRecall(expected: string[], actual: string[]): number {
  const left = new Map<string, number>();
  actual.forEach((word) => left.set(word, (left.get(word) ?? 0) + 1));
  let found = 0;
  for (const word of expected) {
    const count = left.get(word) ?? 0;
    if (count > 0) {
      found += 1;
      left.set(word, count - 1);
    }
  }
  return expected.length === 0 ? 1 : found / expected.length;
}

/** Length of the longest common subsequence over the expected words' count: 1 when every word is there in order. */
export function inOrderShare(expected: string[], actual: string[]): number {
  if (expected.length === 0) return 1;
  let previous = new Uint32Array(actual.length + 1);
  let current = new Uint32Array(actual.length + 1);
  for (const word of expected) {
    for (let index = 1; index <= actual.length; index += 1) {
      current[index] = word === actual[index - 1] ? previous[index - 1] + 1 : Math.max(previous[index], current[index - 1]);
    }
    [previous, current] = [current, previous];
  }
  return previous[actual.length] / expected.length;
}
