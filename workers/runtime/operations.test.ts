import { describe, expect, it } from 'vitest';
import { engineOperation } from '../../src/contract/engine-operation';
import { collectOperations, implement } from './operations';

const doubleOperation = engineOperation<{ value: number }, number>('test', 'double');
const double = implement(doubleOperation, async ({ value }) => value * 2);

describe('implement and collectOperations', () => {
  it('keeps the function callable as it is', async () => {
    expect(await double({ value: 21 })).toBe(42);
  });

  it('builds the name → function table from the tagged exports, ignoring everything else', () => {
    const table = collectOperations('test', { './a.ts': { double, helper: () => 1, LIMIT: 3 } });
    expect(Object.keys(table)).toEqual(['double']);
    expect(table.double).toBe(double);
  });

  it('accepts the same function found twice (e.g. re-exported) but not two functions for one name', () => {
    expect(Object.keys(collectOperations('test', { './a.ts': { double }, './b.ts': { double } }))).toEqual(['double']);
    const impostor = implement(doubleOperation, async ({ value }) => value + value);
    expect(() => collectOperations('test', { './a.ts': { double }, './b.ts': { impostor } })).toThrow(/Two implementations of test\/double/);
  });

  it('refuses an operation declared for another worker', () => {
    expect(() => collectOperations('render', { './a.ts': { double } })).toThrow(/implements test\/double, but it is served by the render worker/);
  });
});
