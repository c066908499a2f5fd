// Bytes as Base64 text, for data: URLs the sanitized pages carry (btoa reads one character per byte).
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes one argument per byte, and a call takes only so many.
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}
