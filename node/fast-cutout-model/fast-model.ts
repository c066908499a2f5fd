// The Fast model as the build serves it: the data package's 16-bit ISNet, widened to 32 bits and
// quantised to 8 bits with the committed calibration ranges (about half a second). Made once per
// process: the build asks for the background remover's asset plan more than once.
import { float32Isnet } from './float32-isnet';
import { quantizeIsnet } from './quantize-isnet';
import { calibrationTable, checkCalibratedOn } from './calibration-table';

let made: { source: Uint8Array; bytes: Uint8Array } | undefined;

/** The 8-bit model's bytes, from the 16-bit model's bytes. */
export function fastModelBytes(shippedModel: Uint8Array): Uint8Array {
  if (made && sameBytes(made.source, shippedModel)) return made.bytes;
  const table = calibrationTable();
  checkCalibratedOn(table, shippedModel);
  made = { source: shippedModel, bytes: quantizeIsnet(float32Isnet(shippedModel), table.ranges) };
  return made.bytes;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}
