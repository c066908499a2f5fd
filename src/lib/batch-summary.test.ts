import { describe, expect, it } from 'vitest';
import { fileCount, summarizeBatch } from './batch-summary';

const compressed = (count: number) => `${fileCount(count)} compressed`;

describe('the summary of a run of several files', () => {
  it('counts the files done and the ones that could not be read', () => {
    expect(summarizeBatch([
      { status: 'complete' }, { status: 'complete' }, { status: 'error', code: 'corrupt' }, { status: 'complete' },
    ], compressed)).toBe('3 files compressed; 1 could not be read');
  });

  it('tells failures of the tool and cancelled files apart from unreadable ones', () => {
    expect(summarizeBatch([
      { status: 'complete' }, { status: 'error', code: 'engine-failed' }, { status: 'error', code: 'encrypted' }, { status: 'cancelled' },
    ], compressed)).toBe('1 file compressed; 1 could not be read; 1 failed; 1 cancelled');
  });
});
