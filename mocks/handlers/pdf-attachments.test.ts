import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import { findResultByUrl } from '../result-store';

const outline = pdfFile(corpusFile('multipage-outline-links-4p.pdf'));

function post(path: string, file: File, fields: Record<string, string | Blob> = {}) {
  const body = formWithFiles([file]);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return callLocalApi(path, { method: 'POST', body });
}

async function stored(url: string, name: string): Promise<File> {
  return new File([await findResultByUrl(url)!.blob.arrayBuffer()], name, { type: 'application/pdf' });
}

describe('the attachments calls', () => {
  it('attach a file, list it and give it back byte for byte', async () => {
    expect(await (await post('/api/read-attachments', outline)).json()).toEqual({ filename: outline.name, attachments: [] });
    const notes = new File(['first line\nsecond line\n'], 'notes.txt', { type: 'text/plain' });
    const [item] = await (await post('/api/edit-attachments', outline, {
      'attachment-0': notes, attachments: JSON.stringify({ descriptions: ['My notes'], remove: [] }),
    })).json();
    const withNotes = await stored(item.url, 'with-notes.pdf');
    const { attachments } = await (await post('/api/read-attachments', withNotes)).json();
    expect(attachments).toEqual([expect.objectContaining({ id: 'file-1', name: 'notes.txt', description: 'My notes', size: 23, mimeType: 'text/plain' })]);
    const [extracted] = await (await post('/api/extract-attachments?ids=file-1', withNotes)).json();
    expect(extracted).toMatchObject({ filename: 'notes.txt' });
    expect(await findResultByUrl(extracted.url)!.blob.text()).toBe('first line\nsecond line\n');
  });

  it('answer 400 naming what is wrong', async () => {
    const badId = await post('/api/extract-attachments?ids=everything', outline);
    expect(badId.status).toBe(400);
    expect(await badId.text()).toBe('ids must be attachment ids such as file-1 or page-2-annotation-1.');
    const nothing = await post('/api/edit-attachments', outline);
    expect(await nothing.text()).toBe('Choose files to attach or attachments to remove.');
  });
});
