import { describe, expect, it } from 'vitest';
import { rowWindow } from './row-window';

describe('the rows of a long list in view', () => {
  it('draws the screenful in view and a few more, and leaves room for the rest', () => {
    expect(rowWindow(10_000, 40, 400, 0)).toEqual({ first: 0, last: 16, before: 0, after: (10_000 - 16) * 40 });
    const scrolled = rowWindow(10_000, 40, 400, 40 * 5000);
    expect(scrolled).toEqual({ first: 4994, last: 5016, before: 4994 * 40, after: (10_000 - 5016) * 40 });
  });

  it('stays within the list at its end and when it is short or empty', () => {
    expect(rowWindow(100, 40, 400, 40 * 100)).toMatchObject({ first: 94, last: 100, after: 0 });
    expect(rowWindow(3, 40, 400, 0)).toEqual({ first: 0, last: 3, before: 0, after: 0 });
    expect(rowWindow(0, 40, 400, 500)).toEqual({ first: 0, last: 0, before: 0, after: 0 });
  });
});
