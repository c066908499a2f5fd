import { describe, expect, it } from 'vitest';
import { describeRunProgress } from './describe-run-progress';

describe('the background remover’s progress in words', () => {
  it('says it reads the image before the engine reports', () => {
    expect(describeRunProgress(undefined)).toBe('Reading the image…');
  });

  it('counts the model download in bytes, then names each step', () => {
    expect(describeRunProgress({ done: 12 * 1024 * 1024, total: 42 * 1024 * 1024, stage: 'download' }))
      .toBe('Downloading the model: 12.00 MB of 42.00 MB');
    expect(describeRunProgress({ done: 42, total: 42, stage: 'download' })).toBe('Starting the model…');
    expect(describeRunProgress({ done: 2, total: 4, stage: 'process' })).toBe('Finding the subject…');
    expect(describeRunProgress({ done: 9, total: 4, stage: 'process' })).toBe('Done');
  });
});
