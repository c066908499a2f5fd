import { describe, expect, it } from 'vitest';
import { validateUpload } from './validate-upload';
import { refuseUpload } from '../contract/upload-refusal';
import { matchesAccept, DEFAULT_ACCEPT, MB, PDF_ACCEPT } from '../contract/upload-rules';
import { corpusFile } from '../../test/fixtures/corpus';

/** A file of `size` bytes; one named or typed as a PDF starts like one, as real PDFs do. */
const file = (name: string, type: string, size = 1000) => {
  const bytes = new Uint8Array(size);
  if (matchesAccept({ name, type }, PDF_ACCEPT)) bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new File([bytes], name, { type });
};
const corpusUpload = (name: string, as = name) => new File([corpusFile(name).bytes as BlobPart], as, { type: 'application/pdf' });
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
  it('rejects a pick of more files than the maximum with "Too many files", adding none, and keeps the reason on screen', async () => {
    const picked = Array.from({ length: 11 }, (_, index) => file(`${index}.pdf`, 'application/pdf'));
    const outcome = await validateUpload(picked, pdfRules);
    expect(outcome.accepted).toEqual([]);
    expect(outcome.added).toBeUndefined();
    expect(outcome.problems).toEqual([
      { title: 'Too many files', description: 'You can only upload up to 10 files at once.', variant: 'destructive' },
    ]);
    expect(outcome.refused).toEqual(['Too many files: You can only upload up to 10 files at once.']);
  });

  it('skips a file over the size limit with "File too large" and keeps the others', async () => {
    const big = file('big.pdf', 'application/pdf', 2 * MB);
    const small = file('small.pdf', 'application/pdf');
    const outcome = await validateUpload([big, small], { ...pdfRules, maxSizeMb: 1 });
    expect(outcome.accepted).toEqual([small]);
    expect(outcome.problems).toEqual([
      { title: 'File too large', description: 'big.pdf exceeds the maximum size of 1MB.', variant: 'destructive' },
    ]);
    expect(outcome.refused).toEqual(['big.pdf exceeds the maximum size of 1MB.']);
  });

  it('skips a file of the wrong type with "Invalid file type"', async () => {
    const outcome = await validateUpload([file('notes.txt', 'text/plain')], pdfRules);
    expect(outcome.accepted).toEqual([]);
    expect(outcome.problems).toEqual([
      { title: 'Invalid file type', description: 'notes.txt is not a supported file type.', variant: 'destructive' },
    ]);
    expect(outcome.refused).toEqual(['notes.txt is not a supported file type.']);
  });

  it('says "Files added" for the accepted files apart from the problems, which are said at once', async () => {
    const outcome = await validateUpload([file('a.pdf', 'application/pdf'), file('b.txt', 'text/plain')], pdfRules);
    expect(outcome.added).toEqual({ title: 'Files added', description: '1 file(s) have been added.', variant: 'default' });
    expect(outcome.problems.map((notice) => notice.title)).toEqual(['Invalid file type']);
  });

  it('words every refusal as the local API does (src/contract/upload-refusal.ts), one line per refused file in the order picked', async () => {
    const picked = [file('big.pdf', 'application/pdf', 2 * MB), file('ok.pdf', 'application/pdf'), file('notes.txt', 'text/plain'), new File([], 'empty.pdf', { type: 'application/pdf' })];
    const rules = { ...pdfRules, maxSizeMb: 1 };
    const outcome = await validateUpload(picked, rules);
    const apiWords = picked.flatMap((picked) => refuseUpload(picked, rules)?.message ?? []);
    expect(outcome.refused).toEqual(apiWords);
    expect(outcome.problems.map((notice) => notice.description)).toEqual(apiWords);
    expect(outcome.refused).toEqual(['big.pdf exceeds the maximum size of 1MB.', 'notes.txt is not a supported file type.', 'empty.pdf is empty.']);
  });

  it('says nothing for an empty pick', async () => {
    expect(await validateUpload([], pdfRules)).toEqual({ accepted: [], problems: [], refused: [] });
  });
});

describe('validateUpload on what is inside the files', () => {
  it('refuses an empty file, naming it, and keeps the others', async () => {
    const good = corpusUpload('pdfa-1b-01.pdf');
    const outcome = await validateUpload([new File([], 'empty.pdf', { type: 'application/pdf' }), good], pdfRules);
    expect(outcome.accepted).toEqual([good]);
    expect(outcome.added).toEqual({ title: 'Files added', description: '1 file(s) have been added.', variant: 'default' });
    expect(outcome.problems).toEqual([{ title: 'Empty file', description: 'empty.pdf is empty.', variant: 'destructive' }]);
    expect(outcome.refused).toEqual(['empty.pdf is empty.']);
  });

  it('refuses a file called a PDF that is not one (a text file renamed)', async () => {
    const fake = new File([corpusFile('ocr-phototest.gt.txt').bytes as BlobPart], 'fake.pdf', { type: 'application/pdf' });
    const outcome = await validateUpload([fake], pdfRules);
    expect(outcome.accepted).toEqual([]);
    expect(outcome.problems).toEqual([{ title: 'Invalid file type', description: 'fake.pdf is not a PDF.', variant: 'destructive' }]);
    expect(outcome.refused).toEqual(['fake.pdf is not a PDF.']);
  });

  it('finds a PDF header anywhere in the first kilobyte, as readers do, but not after it', async () => {
    const pdf = corpusFile('multipage-outline-links-4p.pdf').bytes;
    const behind = (junk: number, name: string) => new File([new Uint8Array(junk).fill(0x20), pdf as BlobPart], name, { type: '' });
    const outcome = await validateUpload([behind(1000, 'late.pdf'), behind(1024, 'too-late.pdf')], pdfRules);
    expect(outcome.accepted.map((accepted) => accepted.name)).toEqual(['late.pdf']);
    expect(outcome.refused).toEqual(['too-late.pdf is not a PDF.']);
  });

  it('accepts damaged PDFs that still start like one: repair may save them', async () => {
    const picked = [corpusUpload('truncated-tail-01.pdf'), corpusUpload('broken-xref-01.pdf')];
    const outcome = await validateUpload(picked, pdfRules);
    expect(outcome.accepted).toEqual(picked);
    expect(outcome.refused).toEqual([]);
  });

  it('checks images and Office files for emptiness only', async () => {
    const anyRules = { accept: DEFAULT_ACCEPT, maxFiles: 10, maxSizeMb: 50 };
    const image = new File([corpusFile('image-photo-mountain.jpg').bytes as BlobPart], 'photo.jpg', { type: 'image/jpeg' });
    const notAnImage = new File(['plain words'], 'odd.png', { type: 'image/png' });
    const emptyDocument = new File([], 'notes.docx', { type: '' });
    const outcome = await validateUpload([image, notAnImage, emptyDocument], anyRules);
    expect(outcome.accepted).toEqual([image, notAnImage]);
    expect(outcome.problems).toEqual([{ title: 'Empty file', description: 'notes.docx is empty.', variant: 'destructive' }]);
  });
});

describe('validateUpload with a screen’s own wrong-type message', () => {
  const imageRules = { accept: ['image/jpeg', 'image/png', 'image/jpg', 'image/webp'], maxFiles: 10, maxSizeMb: 50, wrongTypeMessage: 'Some files were skipped because they are not images.' };

  it('says it once for all skipped files in the toast, keeps the images, and still names each skipped file on screen', async () => {
    const outcome = await validateUpload([file('a.pdf', 'application/pdf'), file('b.jpg', 'image/jpeg'), file('c.txt', 'text/plain')], imageRules);
    expect(outcome.accepted.map((accepted) => accepted.name)).toEqual(['b.jpg']);
    expect(outcome.added).toEqual({ title: 'Files added', description: '1 file(s) have been added.', variant: 'default' });
    expect(outcome.problems).toEqual([
      { title: 'Invalid file type', description: 'Some files were skipped because they are not images.', variant: 'destructive' },
    ]);
    expect(outcome.refused).toEqual(['a.pdf is not a supported file type.', 'c.txt is not a supported file type.']);
  });

  it('names the other refusals after the screen’s sentence', async () => {
    const outcome = await validateUpload([file('a.pdf', 'application/pdf'), file('big.png', 'image/png', 51 * MB)], imageRules);
    expect(outcome.problems.map((notice) => notice.description)).toEqual([
      'Some files were skipped because they are not images.', 'big.png exceeds the maximum size of 50MB.',
    ]);
  });
});
