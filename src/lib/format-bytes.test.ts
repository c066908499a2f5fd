import { describe, expect, it } from 'vitest';
import { formatBytes, formatMegabytes } from './format-bytes';

describe('formatBytes', () => {
  it('shows under 1024 bytes as B, under 1 MB as KB and otherwise MB, with 2 decimals', () => {
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1.00 KB');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(1024 * 1024)).toBe('1.00 MB');
    expect(formatBytes(5.25 * 1024 * 1024)).toBe('5.25 MB');
  });
  it('shows file-card sizes in MB with 2 decimals', () => {
    expect(formatMegabytes(48722)).toBe('0.05 MB');
  });
});
