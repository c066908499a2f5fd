// A short, stable digest (32-bit FNV-1a) for naming served files after what they hold: the service
// worker keeps files for good, so new contents must come under a new URL. Not for security.

/** The digest of a text's UTF-16 code units, or of bytes, in base 36. */
export function fnv1a(data: string | Uint8Array): string {
  let hash = 0x811c9dc5;
  const length = data.length;
  for (let index = 0; index < length; index += 1) {
    const unit = typeof data === 'string' ? data.charCodeAt(index) : data[index];
    hash = Math.imul(hash ^ unit, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
