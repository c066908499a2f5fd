// The bookmarks calls through the local API: read, headings, and save with the tree as JSON.
import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import { findResultByUrl } from '../result-store';

const outline = pdfFile(corpusFile('multipage-outline-links-4p.pdf'));

function post(path: string, fields: Record<string, string> = {}) {
  const body = formWithFiles([outline]);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return callLocalApi(path, { method: 'POST', body });
}

describe('POST /api/pdf-bookmarks', () => {
  it('reads the bookmarks as a tree with the page count', async () => {
    const answer = await (await post('/api/pdf-bookmarks/read')).json();
    expect(answer.pageCount).toBe(4);
    expect(answer.bookmarks.map((node: { title: string }) => node.title)).toContain('Foo');
  });

  it('saves the tree it is given, and answers one PDF', async () => {
    const bookmarks = [{ title: 'Only one', page: 2, children: [] }];
    const response = await post('/api/pdf-bookmarks', { bookmarks: JSON.stringify(bookmarks) });
    expect(response.status).toBe(200);
    const [item] = await response.json();
    expect(item.filename).toBe('multipage-outline-links-4p-bookmarks.pdf');
    const saved = new File([await findResultByUrl(item.url)!.blob.arrayBuffer()], 'saved.pdf', { type: 'application/pdf' });
    const again = await (await callLocalApi('/api/pdf-bookmarks/read', { method: 'POST', body: formWithFiles([saved]) })).json();
    expect(again.bookmarks).toEqual(bookmarks);
  });

  it.each([
    ['not json', 'The bookmarks field is not valid JSON.'],
    [JSON.stringify([{ title: 'Far', page: 0, children: [] }]), 'Bookmark 1\'s page must be a whole number from 1.'],
    [JSON.stringify([{ title: 'Red', page: 1, color: 'red', children: [] }]), 'Bookmark 1\'s colour must be written #rrggbb.'],
    [JSON.stringify([{ title: 'Past the end', page: 5, children: [] }]), 'Bookmark 1 (“Past the end”) leads to page 5, but the file has 4 pages.'],
  ])('answers 400 bad-params for %s', async (field, message) => {
    const response = await post('/api/pdf-bookmarks', { bookmarks: field });
    expect(response.status).toBe(400);
    expect(response.headers.get('X-Error-Code')).toBe('bad-params');
    expect(await response.text()).toBe(message);
  });
});
