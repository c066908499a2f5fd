import { describe, expect, it } from 'vitest';
import { findTools } from './ToolFinder';

describe('the tool finder', () => {
  it('ranks tools whose name matches above those whose description does', () => {
    const names = findTools('pdf to').map((tool) => tool.name);
    expect(names[0]).toMatch(/^PDF to /);
    expect(names.indexOf('Merge PDF')).toBeGreaterThan(names.lastIndexOf('PDF to YAML'));
  });
  it('needs every word to match', () => {
    expect(findTools('compress').map((tool) => tool.name)).toEqual(['Compress PDF']);
    expect(findTools('zebra')).toEqual([]);
  });
  it('finds a tool by the other words people use for it', () => {
    expect(findTools('imposition').map((tool) => tool.name)).toContain('Booklet');
    expect(findTools('pages per sheet')[0].name).toBe('N-up (pages per sheet)');
    expect(findTools('bates').map((tool) => tool.name)).toContain('Header, footer & Bates');
    expect(findTools('strip metadata').map((tool) => tool.name)).toEqual(['Edit metadata']);
    expect(findTools('find and replace').map((tool) => tool.name)).toEqual(['Edit PDF text']);
  });
});
