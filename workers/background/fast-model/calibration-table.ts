// The committed calibration table (calibration-ranges.json): written by
// bench/calibrate-fast-cutout/calibrate.run.ts, read by the build's quantiser.
import table from './calibration-ranges.json';
import type { ActivationRanges } from './quantize-isnet';

/** The central share of each activation's values its range keeps (range-histogram.ts says why). */
export const CALIBRATION_PERCENTILE = 99.99;

export interface CalibrationTable {
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
