import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import { findResultByUrl } from '../result-store';

const tracemonkey = pdfFile(corpusFile('multipage-text-tracemonkey-14p.pdf'));

function post(path: string, metadata?: string) {
  const body = formWithFiles([tracemonkey]);
  if (metadata !== undefined) body.set('metadata', metadata);
  return callLocalApi(path, { method: 'POST', body });
}

describe('POST /api/read-metadata and /api/edit-metadata', () => {
  it('reads, writes and reads back the fields', async () => {
    const before = await (await post('/api/read-metadata')).json();
    expect(before).toMatchObject({ filename: tracemonkey.name, info: { creator: 'TeX' }, xmp: null, revisions: 1 });
    const items = await (await post('/api/edit-metadata?mode=edit', JSON.stringify({ set: { title: 'Tracing' } }))).json();
    expect(items).toMatchObject([{ filename: 'multipage-text-tracemonkey-14p-metadata.pdf', pages: 14 }]);
    const edited = new File([await findResultByUrl(items[0].url)!.blob.arrayBuffer()], 'edited.pdf', { type: 'application/pdf' });
    const body = formWithFiles([edited]);
    const after = await (await callLocalApi('/api/read-metadata', { method: 'POST', body })).json();
    expect(after).toMatchObject({ info: { title: 'Tracing', creator: 'TeX' }, xmp: { title: 'Tracing', creator: 'TeX' } });
  });

  it('answers 400 naming the bad setting', async () => {
    const badMode = await post('/api/edit-metadata?mode=shred');
    expect(badMode.status).toBe(400);
    expect(await badMode.text()).toBe('Mode must be one of: edit, remove-all.');
    const badDate = await post('/api/edit-metadata?mode=edit', JSON.stringify({ set: { modified: '1 May' } }));
    expect(badDate.status).toBe(400);
    expect(await badDate.text()).toContain('The modification date must look like');
    const badJson = await post('/api/edit-metadata?mode=edit', '{');
    expect(await badJson.text()).toBe('The metadata field is not valid JSON.');
  });
});
