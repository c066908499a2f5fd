import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile, pageTexts } from '../../test/fixtures/corpus';
import { subscribeJobProgress } from '../job-progress';
import { findResultByUrl } from '../result-store';

const outline = corpusFile('multipage-outline-links-4p.pdf');

function post(query: string, files = [pdfFile(outline)], init: RequestInit = {}) {
  return callLocalApi(`/api/add-page-numbers${query}`, { method: 'POST', body: formWithFiles(files), ...init });
}

async function outputTexts(response: Response): Promise<string[]> {
  const [item] = await response.json();
  return pageTexts(new Uint8Array(await findResultByUrl(item.url)!.blob.arrayBuffer()));
}

describe('POST /api/add-page-numbers', () => {
  it('answers one item named after the input, with the spec defaults when the query is empty', async () => {
    const response = await post('');
    expect(response.status).toBe(200);
    const [item] = await response.clone().json();
    expect(item).toMatchObject({ filename: 'multipage-outline-links-4p-numbered.pdf', pages: 4, stampedPages: 4 });
    expect(findResultByUrl(item.url)!.blob.size).toBe(item.size);
    const texts = await outputTexts(response);
    texts.forEach((text, index) => expect(text).toMatch(new RegExp(`\\n${index + 1}\\n?$`)));
  });

  it('applies every query setting', async () => {
    const query = '?position=top&alignment=left&format=roman&start=5&prefix=p.%20&suffix=%20%E2%80%93&font=Courier&size=10&marginX=20&marginY=15&pages=2-3';
    const texts = await outputTexts(await post(query));
    expect(texts[1]).toContain('p. V –');
    expect(texts[2]).toContain('p. VI –');
    expect(texts[0]).not.toContain('p. ');
    expect(texts[3]).not.toContain('p. ');
  });

  it('publishes page progress under the X-Job-Id header', async () => {
    const seen: number[] = [];
    const stop = subscribeJobProgress('numbers-1', ({ done }) => seen.push(done));
    await post('', undefined, { headers: { 'X-Job-Id': 'numbers-1' } });
    stop();
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    ['?position=middle', 'Position must be one of: top, bottom.'],
    ['?size=7', 'The font size must be a number from 8 to 24.'],
    ['?marginX=12', 'The horizontal margin must be a number from 10 to 100 in steps of 5.'],
    ['?start=abc', 'The starting number must be a whole number, not "abc".'],
    ['?font=Comic%20Sans', 'Font family must be one of: Arial, Times New Roman, Helvetica, Courier.'],
    ['?pages=3-9', 'Page 9 does not exist: this document has 4 pages'],
    ['?pages=x', '"x" is not a page or a range (examples: 5, 1-3, 8-end)'],
  ])('answers 400 bad-params for %s', async (query, message) => {
    const response = await post(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('X-Error-Code')).toBe('bad-params');
    expect(await response.text()).toBe(message);
  });

  it('answers 400 when no file is sent, 415 for a file that is not a PDF, 422 for an encrypted one', async () => {
    expect((await post('', [])).status).toBe(400);
    expect((await post('', [new File(['hi'], 'notes.txt', { type: 'text/plain' })])).status).toBe(415);
    const encrypted = await post('', [pdfFile(corpusFile('encrypted-userpw-01.pdf'))]);
    expect(encrypted.status).toBe(422);
    expect(encrypted.headers.get('X-Error-Code')).toBe('encrypted');
  });
});
