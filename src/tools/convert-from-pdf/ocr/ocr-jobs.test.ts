import { describe, expect, it } from 'vitest';
import type { ListedFile } from '../../../state/file-list-store';
import { ocrJobs } from './ocr-jobs';

const listed = (id: string, name: string, type: string): ListedFile => ({ id, file: new File(['x'], name, { type }) });

describe('the OCR tab’s jobs', () => {
  it('reads each PDF on its own and the images together, as one PDF, where the first image is', () => {
    const files = [
      listed('a', 'first.pdf', 'application/pdf'),
      listed('b', 'page-1.png', 'image/png'),
      listed('c', 'second.PDF', ''),
      listed('d', 'page-2.jpg', 'image/jpeg'),
    ];
    const jobs = ocrJobs(files, 'lang=eng');
    expect(jobs.map((job) => [job.key, job.label, job.files.map((file) => file.name)])).toEqual([
      ['a:lang=eng', 'Reading first.pdf', ['first.pdf']],
      ['b,d:lang=eng', 'Reading 2 images', ['page-1.png', 'page-2.jpg']],
      ['c:lang=eng', 'Reading second.PDF', ['second.PDF']],
    ]);
  });

  it('names one image by its name, and has no job for no files', () => {
    expect(ocrJobs([listed('a', 'scan.webp', 'image/webp')], 'k').map((job) => job.label)).toEqual(['Reading scan.webp']);
    expect(ocrJobs([], 'k')).toEqual([]);
  });

  it('makes a result read with other settings stale: the key changes with them', () => {
    const files = [listed('a', 'first.pdf', 'application/pdf')];
    expect(ocrJobs(files, 'lang=eng')[0].key).not.toBe(ocrJobs(files, 'lang=deu')[0].key);
  });
});
