// The Fast model as the build serves it: the data package's 16-bit ISNet, widened to 32 bits and
// quantised to 8 bits with the committed calibration ranges. Made once per process: the build asks
// for the asset plan more than once (the copy, the offline catalogue, the precache limit).
import { fnv1a } from '../../runtime/fnv1a';
import { float32Isnet } from './float32-isnet';
import { quantizeIsnet } from './quantize-isnet';
import { calibrationTable } from './calibration-table';

let made: { source: Uint8Array; bytes: Uint8Array; hash: string } | undefined;

/** The 8-bit model's bytes and their digest, from the 16-bit model's bytes. */
export function fastModelBytes(shippedModel: Uint8Array): { bytes: Uint8Array; hash: string } {
  if (made && sameBytes(made.source, shippedModel)) return made;
  const bytes = quantizeIsnet(float32Isnet(shippedModel), calibrationTable().ranges);
  made = { source: shippedModel, bytes, hash: fnv1a(bytes) };
  return made;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}
