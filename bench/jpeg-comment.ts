// Makes every image of a generated bench PDF a distinct object: the same JPEG with its own comment
// segment, so no engine can merge byte-identical images before doing the work.

/** The JPEG with a comment segment (FF FE) right after its start marker. */
export function withComment(jpeg: Uint8Array, comment: string): Uint8Array {
  const text = new TextEncoder().encode(comment);
  const segment = new Uint8Array(4 + text.length);
  segment.set([0xff, 0xfe, (text.length + 2) >> 8, (text.length + 2) & 0xff]);
  segment.set(text, 4);
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2));
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}
