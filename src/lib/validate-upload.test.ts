import { describe, expect, it } from 'vitest';
import { validateUpload } from './validate-upload';
import { matchesAccept, DEFAULT_ACCEPT, MB, PDF_ACCEPT } from '../contract/upload-rules';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });
const pdfRules = { accept: PDF_ACCEPT, maxFiles: 10, maxSizeMb: 100 };

describe('the type-matching rule', () => {
  it('matches an entry beginning with a dot against the end of the file name', () => {
    expect(matchesAccept({ name: 'Report.PDF', type: '' }, ['.pdf'])).toBe(true);
    expect(matchesAccept({ name: 'report.pdf.txt', type: '' }, ['.pdf'])).toBe(false);
  });
  it('matches a wildcard entry against the type prefix', () => {
    expect(matchesAccept({ name: 'photo', type: 'image/webp' }, ['image/*'])).toBe(true);
    expect(matchesAccept({ name: 'clip', type: 'video/mp4' }, ['image/*'])).toBe(false);
  });
  it('requires any other entry to equal the type exactly', () => {
    expect(matchesAccept({ name: 'x', type: 'application/pdf' }, ['application/pdf'])).toBe(true);
    expect(matchesAccept({ name: 'x', type: 'application/pdfx' }, ['application/pdf'])).toBe(false);
  });
  it('accepts pdf, images, Office files and html by default', () => {
    for (const name of ['a.pdf', 'a.doc', 'a.docx', 'a.ppt', 'a.pptx', 'a.xls', 'a.xlsx', 'a.html']) {
      expect(matchesAccept({ name, type: '' }, DEFAULT_ACCEPT)).toBe(true);
    }
    expect(matchesAccept({ name: 'a.png', type: 'image/png' }, DEFAULT_ACCEPT)).toBe(true);
    expect(matchesAccept({ name: 'a.exe', type: 'application/x-msdownload' }, DEFAULT_ACCEPT)).toBe(false);
  });
});

describe('validateUpload', () => {
  it('rejects a pick of more files than the maximum with "Too many files", adding none', () => {
    const picked = Array.from({ length: 11 }, (_, index) => file(`${index}.pdf`, 'application/pdf'));
    const outcome = validateUpload(picked, pdfRules);
    expect(outcome.accepted).toEqual([]);
    expect(outcome.notices).toEqual([
      { title: 'Too many files', description: 'You can only upload up to 10 files at once.', variant: 'destructive' },
    ]);
  });

  it('skips a file over the size limit with "File too large" and keeps the others', () => {
    const big = file('big.pdf', 'application/pdf', 2 * MB);
    const small = file('small.pdf', 'application/pdf');
    const outcome = validateUpload([big, small], { ...pdfRules, maxSizeMb: 1 });
    expect(outcome.accepted).toEqual([small]);
    expect(outcome.notices).toContainEqual({
      title: 'File too large', description: 'big.pdf exceeds the maximum size of 1MB.', variant: 'destructive',
    });
  });

  it('skips a file of the wrong type with "Invalid file type"', () => {
    const outcome = validateUpload([file('notes.txt', 'text/plain')], pdfRules);
    expect(outcome.accepted).toEqual([]);
    expect(outcome.notices).toEqual([
      { title: 'Invalid file type', description: 'notes.txt is not a supported file type.', variant: 'destructive' },
    ]);
  });

  it('announces accepted files with "Files added", before any problem so the problem stays visible', () => {
    const outcome = validateUpload([file('a.pdf', 'application/pdf'), file('b.txt', 'text/plain')], pdfRules);
    expect(outcome.notices.map((notice) => notice.title)).toEqual(['Files added', 'Invalid file type']);
    expect(outcome.notices[0].description).toBe('1 file(s) have been added.');
  });

  it('says nothing for an empty pick', () => {
    expect(validateUpload([], pdfRules)).toEqual({ accepted: [], notices: [] });
  });
});

describe('validateUpload with a screen’s own wrong-type message', () => {
  const imageRules = { accept: ['image/jpeg', 'image/png', 'image/jpg', 'image/webp'], maxFiles: 10, maxSizeMb: 50, wrongTypeMessage: 'Some files were skipped because they are not images.' };

  it('says it once for all skipped files and keeps the images', () => {
    const outcome = validateUpload([file('a.pdf', 'application/pdf'), file('b.jpg', 'image/jpeg'), file('c.txt', 'text/plain')], imageRules);
    expect(outcome.accepted.map((accepted) => accepted.name)).toEqual(['b.jpg']);
    expect(outcome.notices).toEqual([
      { title: 'Files added', description: '1 file(s) have been added.', variant: 'default' },
      { title: 'Invalid file type', description: 'Some files were skipped because they are not images.', variant: 'destructive' },
    ]);
  });
});
