import { describe, expect, it } from 'vitest';
import { fnv1a } from './fnv1a';

describe('fnv1a', () => {
  it('gives the published 32-bit FNV-1a values, in base 36, for text and for the same bytes', () => {
    expect(fnv1a('')).toBe((0x811c9dc5).toString(36));
    expect(fnv1a('a')).toBe((0xe40c292c).toString(36));
    expect(fnv1a('foobar')).toBe((0xbf9cf968).toString(36));
    expect(fnv1a(new TextEncoder().encode('foobar'))).toBe(fnv1a('foobar'));
    expect(fnv1a(Uint8Array.of(1, 2))).not.toBe(fnv1a(Uint8Array.of(2, 1)));
  });
});
