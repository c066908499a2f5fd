import { describe, expect, it } from 'vitest';
import { repairTexts as text } from './texts';

describe('the Repair screen’s words for the engine’s report', () => {
  it('words each problem, once, and keeps an unknown message as MuPDF said it', () => {
    expect(text.problemLines([
      { code: 'junk-before-header' },
      { code: 'startxref-missing' },
      { code: 'object-unreadable', object: 10 },
      { code: 'pages-misparented', count: 1 },
      { code: 'unknown', message: 'something odd happened' },
      { code: 'unknown', message: 'something odd happened' },
    ])).toEqual([
      'There are stray bytes before the PDF header.',
      'The end of the file is missing or cut off: the pointer to its cross-reference table (startxref) was not found.',
      'Object 10 is damaged and could not be read.',
      '1 page pointed to the wrong parent in the page tree.',
      'Something odd happened',
    ]);
  });

  it('words the fixes and the summaries', () => {
    expect(text.fixLines([
      { code: 'xref-rebuilt', objects: 28 },
      { code: 'objects-dropped', objects: [7] },
      { code: 'pages-relinked', count: 2 },
      { code: 'saved-clean' },
      { code: 'pages-recovered', count: 1 },
    ])).toEqual([
      'Rebuilt the cross-reference table by scanning the whole file (28 objects found).',
      'Dropped 1 unreadable object (7).',
      'Re-linked 2 pages to the page-tree node that lists them.',
      'Saved a clean file with a fresh cross-reference table and trailer.',
      'Recovered 1 page.',
    ]);
    expect(text.checkedTitle(0)).toBe('Check complete: No problems found');
    expect(text.checkedTitle(1)).toBe('Check complete: 1 problem found');
    expect(text.completeTitle(3)).toBe('Repair complete: 3 problems found and fixed');
  });
});
