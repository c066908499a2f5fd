import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import { findResultByUrl } from '../result-store';

const outline = pdfFile(corpusFile('multipage-outline-links-4p.pdf'));

function post(path: string, file: File, labels?: string) {
  const body = formWithFiles([file]);
  if (labels !== undefined) body.set('labels', labels);
  return callLocalApi(path, { method: 'POST', body });
}

describe('POST /api/page-labels and /api/read-page-labels', () => {
  it('writes the ranges and reads them back', async () => {
    expect(await (await post('/api/read-page-labels', outline)).json()).toEqual({ filename: outline.name, ranges: [], pageCount: 4 });
    const ranges = [{ fromPage: 1, style: 'roman-upper', prefix: '', start: 1 }, { fromPage: 3, style: 'decimal', prefix: 'P-', start: 1 }];
    const [item] = await (await post('/api/page-labels', outline, JSON.stringify(ranges))).json();
    expect(item).toMatchObject({ filename: 'multipage-outline-links-4p-labelled.pdf', pages: 4 });
    const labelled = new File([await findResultByUrl(item.url)!.blob.arrayBuffer()], 'labelled.pdf', { type: 'application/pdf' });
    expect(await (await post('/api/read-page-labels', labelled)).json()).toMatchObject({ ranges });
  });

  it('answers 400 naming what is wrong', async () => {
    const style = await post('/api/page-labels', outline, JSON.stringify([{ fromPage: 1, style: 'greek', prefix: '', start: 1 }]));
    expect(style.status).toBe(400);
    expect(await style.text()).toContain('A range’s style must be one of');
    const beyond = await post('/api/page-labels', outline, JSON.stringify([{ fromPage: 9, style: 'decimal', prefix: '', start: 1 }]));
    expect(await beyond.text()).toBe('A range starts on page 9, but this document has 4 pages.');
  });
});
