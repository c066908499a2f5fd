import { describe, expect, it } from 'vitest';
import { findingsFrom, repairReport } from './repair-findings';

describe('findingsFrom', () => {
  it('turns MuPDF’s messages into problems a person can read, once each, skipping its own narration', () => {
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
      'There are stray bytes before the PDF header.',
      'The end of the file is missing or cut off: the pointer to its cross-reference table (startxref) was not found.',
      'Some objects contain syntax errors.',
      'Object 10 is damaged and could not be read.',
    ]);
    expect(findings).toMatchObject({ droppedObjects: [10], junkBeforeHeader: true });
  });

  it('keeps an unknown message as it is, rather than hiding it', () => {
    expect(findingsFrom(['something odd happened']).problems).toEqual(['Something odd happened']);
  });
});

describe('repairReport', () => {
  it('says "No problems found" when MuPDF had nothing to say and rebuilt nothing', () => {
    expect(repairReport(findingsFrom([]), { rebuilt: false, pageCount: 3, objectCount: 20 }))
      .toEqual({ problems: [], fixes: [], pagesRecovered: 3, summary: 'No problems found' });
  });

  it('lists the fixes that match the problems, and the pages recovered', () => {
    const report = repairReport(findingsFrom(['ignoring broken object (7 0 R)', 'format error: cannot recognize xref format']), {
      rebuilt: true, pageCount: 1, objectCount: 28, relinkedPages: 2,
    });
    expect(report.fixes).toEqual([
      'Rebuilt the cross-reference table by scanning the whole file (28 objects found).',
      'Dropped 1 unreadable object (7).',
      'Re-linked 2 pages to the page-tree node that lists them.',
      'Saved a clean file with a fresh cross-reference table and trailer.',
      'Recovered 1 page.',
    ]);
    expect(report.summary).toBe('3 problems found and fixed');
  });
});
