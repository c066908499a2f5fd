/**
 * Bytes as Base64. btoa takes a string of byte-valued characters; it is fed slices of a multiple of
 * three bytes (so the pieces join without padding), and a 100 MB file never builds one huge argument list.
 */
export function base64Of(bytes: Uint8Array): string {
  const SLICE = 3 * 4096;
  let out = '';
  for (let start = 0; start < bytes.length; start += SLICE) out += btoa(String.fromCharCode(...bytes.subarray(start, start + SLICE)));
  return out;
}
