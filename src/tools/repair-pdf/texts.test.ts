import { describe, expect, it } from 'vitest';
import { repairTexts as text } from './texts';

describe('the Repair screen’s words for the engine’s report', () => {
  it('words each problem once, in plain words, several unreadable parts as one line', () => {
    expect(text.problemLines([
      { code: 'junk-before-header' },
      { code: 'startxref-missing' },
      { code: 'object-unreadable', object: 10 },
      { code: 'object-unreadable', object: 8 },
      { code: 'pages-misparented', count: 1 },
      { code: 'other-warnings', count: 2 },
    ])).toEqual([
      'The file starts with stray bytes before the PDF itself.',
      'The end of the file is missing: it was cut off, or the pointer to its index is gone.',
      '2 parts of the file are damaged and could not be read.',
      '1 page was filed in the wrong place in the list of pages.',
      'The repair engine reported 2 other warnings; see the technical details.',
    ]);
  });

  it('says what was damaged and which pages it touches', () => {
    expect(text.problemLines([
      { code: 'content-damaged', kind: 'stream', count: 3, pages: [4, 7] },
      { code: 'content-damaged', kind: 'font', count: 1, pages: [2] },
      { code: 'content-damaged', kind: 'image', count: 2, pages: [1, 3, 5] },
      { code: 'content-damaged', kind: 'colour-profile', count: 1, pages: [] },
    ])).toEqual([
      '3 compressed blocks of data were damaged; pages 4 and 7 may be missing content.',
      '1 embedded font was damaged; page 2 may show text in a stand-in font.',
      '2 images were damaged; pages 1, 3 and 5 may show an image incompletely.',
      '1 colour profile was damaged.',
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
      'The file’s index was wrong; Folio rebuilt it by reading the whole file (28 parts found).',
      'Left out 1 unreadable part, so the rest of the file opens.',
      'Put 2 pages back in their place in the list of pages.',
      'Saved a clean copy of the file, with a fresh index.',
      'Recovered 1 page.',
    ]);
    expect(text.checkedTitle(0)).toBe('Check complete: No problems found');
    expect(text.checkedTitle(1)).toBe('Check complete: 1 problem found');
    expect(text.completeTitle(3)).toBe('Repair complete: 3 problems found and fixed');
    expect(text.completeTitle(4, 1)).toBe('Repair complete: 4 problems found; 1 could not be fully fixed');
    expect(text.completeTitle(1, 1)).toBe('Repair complete: 1 problem found; it could not be fully fixed');
    expect(text.successTitle(0)).toBe('PDF repaired successfully');
    expect(text.successTitle(1)).toBe('PDF repaired, but some content is lost');
    expect(text.successText(4, 4, 1)).toBe('4 problems found; 1 could not be fully fixed; 4 pages recovered.');
  });

  it('names the pages whose content is lost, and counts those problems as not fixed', () => {
    const problems: Parameters<typeof text.problemLines>[0] = [
      { code: 'startxref-missing' },
      { code: 'content-lost', kind: 'image', count: 1, pages: [4] },
      { code: 'content-lost', kind: 'image', count: 2, pages: [2, 5] },
      { code: 'content-lost', kind: 'page-content', count: 1, pages: [7] },
      { code: 'content-lost', kind: 'missing-part', count: 1, pages: [9] },
    ];
    expect(text.problemLines(problems)).toEqual([
      'The end of the file is missing: it was cut off, or the pointer to its index is gone.',
      'Page 4: an image on it is damaged and could not be fully recovered.',
      'Pages 2 and 5: 2 images they show are damaged and could not be fully recovered.',
      'Page 7: some of its text or drawings could not be recovered.',
      'Page 9: a picture or drawing it shows is missing from the file.',
    ]);
    expect(text.unfixedLines(problems)).toHaveLength(4);
    expect(text.imagesUnchecked(3)).toBe('3 images were not checked for damage: Folio decodes up to 100 million pixels of images per file.');
  });
});
