import { joinBytes } from '../join-bytes';

const LINE_BREAK = new Uint8Array([0x0a]);

/**
 * A page's content streams as the one sequence they are (a marked section or an inline image may
 * cross from one to the next), each part ended by a line break so no token runs into the next part.
 */
export function joinedContent(parts: readonly Uint8Array[]): Uint8Array {
  return joinBytes(parts.flatMap((part) => [part, LINE_BREAK]));
}
