// Each call's query writer (the screen's) and reader (the handler's) agree, and the readers answer
// bad settings in the words the handlers have always used.
import { describe, expect, it } from 'vitest';
import { compressQuery, defaultCompressSettings, readCompressQuery } from './compress-pdf';
import { defaultOptimizeSettings, optimizeQuery, readOptimizeQuery } from './optimize-pdf';
import { defaultSplitSettings, readSplitQuery, splitQuery } from './split-pdf';
import { organizeQuery, readOrganizeQuery } from './organize-pdf';
import { readRemovePagesQuery, removePagesQuery } from './remove-pages';
import { extractPagesQuery, readExtractPagesQuery } from './extract-pages';
import { defaultRemoveBackgroundSettings, readRemoveBackgroundQuery, removeBackgroundQuery } from './remove-background';

const roundTrip = <T>(write: (settings: T) => Record<string, string>, read: (query: URLSearchParams) => T, settings: T) =>
  read(new URLSearchParams(write(settings)));

describe('call settings: query writer and reader', () => {
  it('read back what the screen writes', () => {
    expect(roundTrip(compressQuery, readCompressQuery, { level: 'extreme', grayscale: true })).toEqual({ level: 'extreme', grayscale: true });
    const custom = { quality: 40, images: false, fonts: true, metadata: false, annotations: true };
    expect(roundTrip(optimizeQuery, readOptimizeQuery, { level: 'custom', custom })).toEqual({ level: 'custom', custom });
    const every3 = { ...defaultSplitSettings, mode: 'every' as const, every: 3 };
    expect(roundTrip(splitQuery, readSplitQuery, every3)).toEqual(every3);
    expect(roundTrip(splitQuery, readSplitQuery, { mode: 'range', range: '1-2,4', every: 1 })).toMatchObject({ mode: 'range', range: '1-2,4' });
    expect(roundTrip(organizeQuery, readOrganizeQuery, { order: '3,1,2', rotate: '1:90' })).toEqual({ order: '3,1,2', rotate: '1:90' });
    expect(roundTrip(removePagesQuery, readRemovePagesQuery, { pages: '2,4-5' })).toEqual({ pages: '2,4-5' });
    expect(roundTrip(extractPagesQuery, readExtractPagesQuery, { pages: '2', individual: true })).toEqual({ pages: '2', individual: true });
    expect(roundTrip(removeBackgroundQuery, readRemoveBackgroundQuery, { quality: 'best' })).toEqual({ quality: 'best' });
  });

  it('take the defaults from an empty query', () => {
    const empty = new URLSearchParams();
    expect(readCompressQuery(empty)).toEqual(defaultCompressSettings);
    expect(readOptimizeQuery(empty)).toEqual(defaultOptimizeSettings);
    expect(readRemoveBackgroundQuery(empty)).toEqual(defaultRemoveBackgroundSettings);
  });

  it('refuse bad settings with the handlers’ words', () => {
    const query = (text: string) => new URLSearchParams(text);
    expect(() => readCompressQuery(query('level=ultra'))).toThrow('Unknown compression level "ultra". Choose low, medium, high or extreme.');
    expect(() => readOptimizeQuery(query('level=fast'))).toThrow('Unknown optimization level "fast". Choose web, print, archive or custom.');
    expect(() => readOptimizeQuery(query('quality=12'))).toThrow('Image quality must be between 10 and 100, in steps of 5.');
    expect(() => readOptimizeQuery(query('quality=abc'))).toThrow('Image quality must be a number between 10 and 100.');
    expect(() => readOptimizeQuery(query('images=maybe'))).toThrow('images must be true or false.');
    expect(() => readSplitQuery(query('mode=halves'))).toThrow('Unknown split mode "halves": use range, every, bookmarks, size, equal, odd-even or blank.');
    expect(() => readSplitQuery(query('mode=blank&threshold=9'))).toThrow('Ink threshold must be a number from 0 to 5 (percent of the page).');
    expect(() => readRemoveBackgroundQuery(query('quality=ultra'))).toThrow('Unknown quality "ultra": use fast or best.');
  });
});
