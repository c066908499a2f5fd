// The committed calibration table (calibration-ranges.json): written by
// bench/calibrate-fast-cutout/calibrate.run.ts, read by the build's quantiser.
import table from './calibration-ranges.json';
import { fnv1a } from '../../workers/runtime/fnv1a';
import type { ActivationRanges } from './quantize-isnet';

/** The central share of each activation's values its range keeps (range-histogram.ts says why). */
export const CALIBRATION_PERCENTILE = 99.99;

export interface CalibrationTable {
  /** The digest (fnv1a) of the 16-bit model the ranges were measured on. */
  model: string;
  percentile: number;
  /** The photos measured, from test/corpus/. */
  photos: string[];
  ranges: ActivationRanges;
}

/** The committed table, its ranges checked to be pairs of finite numbers, low before high. */
export function calibrationTable(): CalibrationTable {
  for (const [tensor, range] of Object.entries(table.ranges as Record<string, number[]>)) {
    if (range.length !== 2 || !range.every(Number.isFinite) || range[0] > range[1]) throw new Error(`calibration-ranges.json: bad range for ${tensor}`);
  }
  return table as unknown as CalibrationTable;
}

/**
 * Ranges fit only the weights they were measured with: a new model package (even with the same graph
 * and names) or a new percentile needs `npm run calibrate-fast-cutout`, not a silently stale table.
 */
export function checkCalibratedOn(table: CalibrationTable, shippedModel: Uint8Array): void {
  if (table.model !== fnv1a(shippedModel)) throw new Error('calibration-ranges.json was measured on another model: run npm run calibrate-fast-cutout');
  if (table.percentile !== CALIBRATION_PERCENTILE) throw new Error(`calibration-ranges.json keeps ${table.percentile} %, not ${CALIBRATION_PERCENTILE} %: run npm run calibrate-fast-cutout`);
}
