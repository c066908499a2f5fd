import { describe, expect, it } from 'vitest';
import { splitPlan, type SplitForm } from './split-plan';
import { splitTexts } from './texts';

const form = (change: Partial<SplitForm>): SplitForm => ({
  mode: 'range', range: '', every: '1', level: 1, maxMegabytes: '10', parts: '2', threshold: '0.5', ...change,
});
// Two chapters (pages 3 and 7), a section inside the first (page 5).
const bookmarks = [{ title: 'One', level: 1, page: 3 }, { title: 'One.1', level: 2, page: 5 }, { title: 'Two', level: 1, page: 7 }];

describe('splitPlan: what the Split screen says before the split', () => {
  it('counts the parts of a split by bookmarks once they are read, the pages before the first a part of their own', () => {
    expect(splitPlan(form({ mode: 'bookmarks' }), 10)).toEqual({});
    expect(splitPlan(form({ mode: 'bookmarks', level: 1 }), 10, bookmarks)).toEqual({ count: 3 });
    expect(splitPlan(form({ mode: 'bookmarks', level: 2 }), 10, bookmarks)).toEqual({ count: 4 });
  });

  it('says a PDF without bookmarks cannot be split by them, offering the other ways', () => {
    expect(splitPlan(form({ mode: 'bookmarks' }), 10, [])).toEqual({ error: splitTexts.noBookmarks });
    expect(splitPlan(form({ mode: 'bookmarks', level: 1 }), 10, [{ title: 'Deep', level: 2, page: 4 }])).toEqual({ error: splitTexts.noBookmarksAtLevel });
  });

  it('checks the ink threshold of a split at blank pages, whose parts only the engine can count', () => {
    expect(splitPlan(form({ mode: 'blank', threshold: '1.5' }), 10)).toEqual({});
    expect(splitPlan(form({ mode: 'blank', threshold: '7' }), 10)).toEqual({ error: 'Type an ink threshold from 0 to 5 %.' });
    expect(splitPlan(form({ mode: 'blank', threshold: '' }), 10)).toEqual({ error: 'Type an ink threshold from 0 to 5 %.' });
  });
});
