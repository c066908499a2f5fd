import { describe, expect, it } from 'vitest';
import { reductionPercent } from './size-reduction';

describe('reductionPercent', () => {
  it('is (original − compressed) / original × 100 with one decimal', () => {
    expect(reductionPercent(1_729_186, 552_649)).toBe('68.0');
    expect(reductionPercent(1000, 333)).toBe('66.7');
  });

  it('is 0.0 when nothing was saved, and for an empty original', () => {
    expect(reductionPercent(5000, 5000)).toBe('0.0');
    expect(reductionPercent(0, 0)).toBe('0.0');
  });
});
