import { describe, expect, it } from 'vitest';
import { callLocalApi, openPreview, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import { popplerWords } from '../../test/readers/poppler-readers';
import { pageWordsPath, type PageWordsAnswer } from '../../src/contract/page-words';

describe('GET /api/previews/{id}/pages/{n}/words', () => {
  it('answers the words of one page of the kept file, the same pdftotext reads', async () => {
    const outline = corpusFile('multipage-outline-links-4p.pdf');
    const id = await openPreview(pdfFile(outline));
    const answer: PageWordsAnswer = await (await callLocalApi(pageWordsPath(id, 2))).json();
    expect(answer.words.map((word) => word.text)).toEqual(popplerWords(outline.bytes, 2).map((word) => word.text));
  });

  it('reads a file that needs a password with the one that opened its preview', async () => {
    const encrypted = corpusFile('encrypted-userpw-01.pdf');
    const id = await openPreview(pdfFile(encrypted), 'openpassword');
    const answer: PageWordsAnswer = await (await callLocalApi(pageWordsPath(id, 1))).json();
    expect(answer.words.length).toBeGreaterThan(0);
    expect(answer.words.map((word) => word.text)).toEqual(popplerWords(encrypted.bytes, 1, 'openpassword').map((word) => word.text));
  });

  it('answers 404 for an unknown preview and 400 for a page the file does not have', async () => {
    expect((await callLocalApi(pageWordsPath('preview-none', 1))).status).toBe(404);
    const id = await openPreview(pdfFile(corpusFile('multipage-outline-links-4p.pdf')));
    const response = await callLocalApi(pageWordsPath(id, 5));
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Page must be a number from 1 to 4/);
  });
});
