import { describe, expect, it } from 'vitest';
import { findingsFrom, repairReport } from './repair-findings';

describe('findingsFrom', () => {
  it('turns MuPDF’s messages into problem codes, once each, skipping its own narration', () => {
    const findings = findingsFrom([
      'garbage bytes before version marker',
      'format error: cannot find startxref',
      'trying to repair broken xref',
      'repairing PDF document',
      'syntax error: invalid key in dict',
      'syntax error: invalid key in dict',
      'ignoring broken object (10 0 R)',
      'cannot load object (10 0 R) into cache',
    ]);
    expect(findings.problems).toEqual([
      { code: 'junk-before-header' },
      { code: 'startxref-missing' },
      { code: 'syntax-errors' },
      { code: 'object-unreadable', object: 10 },
    ]);
    expect(findings).toMatchObject({ droppedObjects: [10], junkBeforeHeader: true });
  });

  it('counts damaged content by kind, with the pages being read, and never carries MuPDF’s words', () => {
    const findings = findingsFrom([
      'library error: zlib error: invalid bit length repeat',
      'read error; treating as end of file',
      'library error: FT_New_Memory_Face(PHGXPC+CMBX12): unknown file format',
      'ignored error when loading embedded font; attempting to load system font',
      'library error: zlib error: invalid code -- missing end-of-block',
      'read error; treating as end of file',
      'Ignoring zlib error: incorrect data check... repeated 2 times',
      'ignoring broken ICC profile',
      'something odd happened',
    ], [4, 4, 2, 2, 7, 7, 7, undefined, undefined]);
    expect(findings.problems).toEqual([
      { code: 'content-damaged', kind: 'stream', count: 4, pages: [4, 7] },
      { code: 'content-damaged', kind: 'font', count: 1, pages: [2] },
      { code: 'content-damaged', kind: 'colour-profile', count: 1, pages: [] },
      { code: 'other-warnings', count: 1 },
    ]);
  });
});

describe('findingsFrom with the content check’s lost objects', () => {
  it('names lost content by kind and pages, counting objects, and does not count again what MuPDF said while walking those pages', () => {
    const findings = findingsFrom(
      ['library error: zlib error: invalid code -- missing end-of-block', 'read error; treating as end of file', 'Ignoring zlib error: incorrect data check'],
      [3, 3, 5],
      [{ kind: 'image', pages: [2] }, { kind: 'image', pages: [2] }, { kind: 'page-content', pages: [3] }, { kind: 'missing-part', pages: [6, 7] }],
    );
    expect(findings.problems).toEqual([
      { code: 'content-damaged', kind: 'stream', count: 1, pages: [5] },
      { code: 'content-lost', kind: 'image', count: 2, pages: [2] },
      { code: 'content-lost', kind: 'page-content', count: 1, pages: [3] },
      { code: 'content-lost', kind: 'missing-part', count: 1, pages: [6, 7] },
    ]);
  });
});

describe('repairReport', () => {
  it('reports nothing to fix when MuPDF had nothing to say and rebuilt nothing', () => {
    expect(repairReport(findingsFrom([]), { rebuilt: false, pageCount: 3, objectCount: 20 }))
      .toEqual({ problems: [], fixes: [], pagesRecovered: 3, engineMessages: [] });
  });

  it('lists the fixes that match the problems, and the pages recovered, with MuPDF’s own messages', () => {
    const messages = ['ignoring broken object (7 0 R)', 'format error: cannot recognize xref format'];
    const report = repairReport(findingsFrom(messages), { rebuilt: true, pageCount: 1, objectCount: 28, relinkedPages: 2, messages });
    expect(report.problems).toEqual([{ code: 'object-unreadable', object: 7 }, { code: 'xref-damaged' }, { code: 'pages-misparented', count: 2 }]);
    expect(report.fixes).toEqual([
      { code: 'xref-rebuilt', objects: 28 },
      { code: 'objects-dropped', objects: [7] },
      { code: 'pages-relinked', count: 2 },
      { code: 'saved-clean' },
      { code: 'pages-recovered', count: 1 },
    ]);
    expect(report.engineMessages).toEqual(messages);
  });
});
