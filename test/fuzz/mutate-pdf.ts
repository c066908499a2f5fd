// Seeded, repeatable damage to a PDF's bytes, the kinds real files suffer: bytes changed in place,
// a cut-off end, a chunk missing, a chunk written twice. The same seed always gives the same bytes,
// so a failing mutation can be named by its seed and kept as a regression fixture.

export type MutationKind = 'bytes-changed' | 'truncated' | 'chunk-deleted' | 'chunk-duplicated';

export interface Mutation {
  kind: MutationKind;
  seed: number;
  bytes: Uint8Array;
}

const kinds: MutationKind[] = ['bytes-changed', 'truncated', 'chunk-deleted', 'chunk-duplicated'];

/** mulberry32: a tiny, well-spread generator; Math.random cannot be seeded. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function mutatePdf(original: Uint8Array, seed: number): Mutation {
  const random = seededRandom(seed);
  const below = (limit: number) => Math.floor(random() * limit);
  const kind = kinds[below(kinds.length)];
  const length = original.length;
  // Chunks from a few bytes to a few percent of the file: small enough to leave most of it readable.
  const chunk = () => 1 + below(Math.max(1, Math.floor(length * (random() < 0.5 ? 0.001 : 0.03))));
  switch (kind) {
    case 'bytes-changed': {
      const bytes = original.slice();
      const changes = 1 + below(64);
      for (let index = 0; index < changes; index += 1) bytes[below(length)] = below(256);
      return { kind, seed, bytes };
    }
    case 'truncated':
      return { kind, seed, bytes: original.slice(0, Math.max(1, below(length))) };
    case 'chunk-deleted': {
      const size = chunk();
      const start = below(Math.max(1, length - size));
      return { kind, seed, bytes: concat(original.subarray(0, start), original.subarray(start + size)) };
    }
    case 'chunk-duplicated': {
      const size = chunk();
      const start = below(Math.max(1, length - size));
      const at = below(length);
      return { kind, seed, bytes: concat(original.subarray(0, at), original.subarray(start, start + size), original.subarray(at)) };
    }
  }
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}
