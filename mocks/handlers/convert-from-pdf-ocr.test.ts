import { afterAll, describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import { popplerText, scratchFile } from '../../test/readers/ocr-checks';
import { findResultByUrl } from '../result-store';
import { releaseOcrWorkers } from '../../workers/engines/tesseract/ocr-workers';
import type { OcrAnswerItem } from '../../src/contract/ocr-pdf';
import { passwordField } from '../../src/contract/file-passwords';

afterAll(releaseOcrWorkers);

const post = (query: string, files: File[]) => callLocalApi(`/api/convert-from-pdf?${query}`, { method: 'POST', body: formWithFiles(files) });
const image = (name: string, type: string) => { const { bytes } = corpusFile(name); return new File([bytes as BlobPart], name, { type }); };

describe('POST /api/convert-from-pdf?type=ocr', () => {
  it('answers the searchable PDF with its per-page report, its text and, when asked, its hOCR', async () => {
    const response = await post('type=ocr&lang=eng&hocr=true', [image('ocr-phototest.png', 'image/png')]);
    expect(response.status).toBe(200);
    const items: OcrAnswerItem[] = await response.json();
    expect(items.map((item) => [item.kind, item.filename])).toEqual([
      ['pdf', 'ocr-phototest-ocr.pdf'], ['text', 'ocr-phototest-ocr.txt'], ['hocr', 'ocr-phototest-ocr.hocr'],
    ]);
    expect(items[0]).toMatchObject({ pages: 1, report: [{ page: 1, outcome: 'recognised' }] });
    const pdf = new Uint8Array(await findResultByUrl(items[0].url)!.blob.arrayBuffer());
    expect(popplerText(scratchFile('phototest-ocr.pdf', pdf))).toContain('quick brown dog');
    expect(await findResultByUrl(items[1].url)!.blob.text()).toContain('The quick brown dog jumped over the');
  });

  it('refuses an unknown language, and a file that is neither PDF nor image, before any work', async () => {
    const badLanguage = await post('type=ocr&lang=xyz', [pdfFile(corpusFile('scanned-no-text-01.pdf'))]);
    expect(badLanguage.status).toBe(400);
    expect(await badLanguage.text()).toMatch(/Unknown OCR language "xyz"/);
    const badFlag = await post('type=ocr&rotate=maybe', [pdfFile(corpusFile('scanned-no-text-01.pdf'))]);
    expect(badFlag.status).toBe(400);
    expect(await badFlag.text()).toMatch(/Rotate must be true or false, not "maybe"/);
    const word = await post('type=ocr', [new File(['hello'], 'notes.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })]);
    expect(word.status).toBe(415);
    expect(word.headers.get('X-Error-Code')).toBe('unsupported-type');
  });

  it('asks for the password of an encrypted PDF, and reads it with its password', async () => {
    const response = await post('type=ocr', [pdfFile(corpusFile('encrypted-userpw-01.pdf'))]);
    expect(response.status).toBe(422);
    expect(response.headers.get('X-Error-Code')).toBe('encrypted');
    const form = formWithFiles([pdfFile(corpusFile('encrypted-userpw-01.pdf'))]);
    form.append(passwordField(0), 'openpassword');
    const opened = await callLocalApi('/api/convert-from-pdf?type=ocr', { method: 'POST', body: form });
    expect(opened.status).toBe(200);
    const items: OcrAnswerItem[] = await opened.json();
    expect(items.map((item) => item.kind)).toEqual(['pdf', 'text']);
    // Its one page has text already: kept as it was.
    expect(items[0]).toMatchObject({ filename: 'encrypted-userpw-01-ocr.pdf', pages: 1, report: [{ page: 1, outcome: 'kept-text' }] });
  });

  it('refuses more images than one PDF is made of', async () => {
    const response = await post('type=ocr', Array.from({ length: 11 }, () => image('ocr-phototest.png', 'image/png')));
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/at most 10 images/);
  });
});
