import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import { failingPagesFixtureBytes } from '../../test/fixtures/failing-pages-fixture';
import { subscribeJobProgress } from '../job-progress';
import { findResultByUrl } from '../result-store';
import { JOB_ID_HEADER } from '../../src/contract/job-progress';
import { NOTICES_HEADER } from '../../src/contract/notices';
import { passwordField } from '../../src/contract/file-passwords';

const outline = pdfFile(corpusFile('multipage-outline-links-4p.pdf'));

function post(query: string, files: File[] = [outline], init: RequestInit = {}) {
  return callLocalApi(`/api/convert-from-pdf?${query}`, { method: 'POST', body: formWithFiles(files), ...init });
}

describe('POST /api/convert-from-pdf', () => {
  it('type=image: an item per page with filename, url, size and pages, and progress per page', async () => {
    const reports: number[] = [];
    const unsubscribe = subscribeJobProgress('job-images', ({ done }) => reports.push(done));
    const response = await post('type=image&format=png&dpi=72&pages=1-2', [outline], { headers: { [JOB_ID_HEADER]: 'job-images' } });
    unsubscribe();
    expect(response.status).toBe(200);
    const items = await response.json();
    expect(items).toMatchObject([
      { filename: 'multipage-outline-links-4p-page-1.png', pages: 1 },
      { filename: 'multipage-outline-links-4p-page-2.png', pages: 1 },
    ]);
    const stored = findResultByUrl(items[0].url)!;
    expect(stored.blob.type).toBe('image/png');
    expect(items[0].size).toBe(stored.blob.size);
    expect(reports).toEqual([1, 2]);
  });

  it.each([
    ['type=data&format=json', 'multipage-outline-links-4p.json', 'application/json'],
    ['type=data&format=base64&dataUri=true', 'multipage-outline-links-4p-base64.txt', 'text/plain'],
    ['type=word', 'multipage-outline-links-4p.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['type=powerpoint&pages=1', 'multipage-outline-links-4p.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['type=excel', 'multipage-outline-links-4p.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])('%s: one file, typed for its download', async (query, filename, type) => {
    const response = await post(query);
    expect(response.status).toBe(200);
    const [item, ...rest] = await response.json();
    expect(rest).toEqual([]);
    expect(item.filename).toBe(filename);
    expect(findResultByUrl(item.url)!.blob.type).toBe(type);
  });

  it('answers bad settings, an unknown type, a missing file and an encrypted file with coded errors', async () => {
    const unknown = await post('type=image&format=gif');
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Image format must be one of: jpg, png, tiff, psd');
    expect((await post('type=image&dpi=96')).status).toBe(400);
    expect((await post('type=data&format=json&pages=9')).status).toBe(400);
    const type = await post('type=sound');
    expect(type.status).toBe(400);
    expect(await type.text()).toContain('Type must be one of');
    expect((await post('type=word', [])).status).toBe(400);
    const encrypted = await post('type=excel', [pdfFile(corpusFile('encrypted-userpw-01.pdf'))]);
    expect(encrypted.status).toBe(422);
    expect(encrypted.headers.get('X-Error-Code')).toBe('encrypted');
  });

  it('repairs a damaged file first, and says so', async () => {
    const response = await post('type=data&format=raw', [pdfFile(corpusFile('broken-xref-01.pdf'))]);
    expect(response.status).toBe(200);
    expect(decodeURIComponent(response.headers.get(NOTICES_HEADER) ?? '')).toContain('"kind":"repaired"');
  });

  it('keeps the pages that convert when others fail, and names the ones left out', async () => {
    const failing = new File([await failingPagesFixtureBytes() as BlobPart], 'failing.pdf', { type: 'application/pdf' });
    const skipped = (response: Response) => JSON.parse(decodeURIComponent(response.headers.get(NOTICES_HEADER) ?? '[]')) as { kind: string; pages?: number[] }[];
    const images = await post('type=image&format=png&dpi=72', [failing]);
    expect(images.status).toBe(200);
    expect((await images.json()).map((item: { filename: string }) => item.filename)).toEqual(['failing-page-1.png', 'failing-page-4.png']);
    expect(skipped(images)).toContainEqual(expect.objectContaining({ kind: 'pages-skipped', fileName: 'failing.pdf', pages: [2, 3] }));
    const data = await post('type=data&format=json', [failing]);
    expect(data.status).toBe(200);
    const [item] = await data.json();
    expect(JSON.parse(await findResultByUrl(item.url)!.blob.text()).pages).toHaveLength(3);
    expect(skipped(data)).toContainEqual(expect.objectContaining({ kind: 'pages-skipped', pages: [2] }));
  });

  it('opens an encrypted file with the password sent beside it, for every type', async () => {
    const locked = pdfFile(corpusFile('encrypted-userpw-01.pdf'));
    for (const [query, filename] of [
      ['type=image&format=png&dpi=72', 'encrypted-userpw-01-page-1.png'],
      ['type=data&format=raw', 'encrypted-userpw-01-text.txt'],
      ['type=word', 'encrypted-userpw-01.docx'],
    ]) {
      const form = formWithFiles([locked]);
      form.append(passwordField(0), 'openpassword');
      const response = await callLocalApi(`/api/convert-from-pdf?${query}`, { method: 'POST', body: form });
      expect(response.status, query).toBe(200);
      expect((await response.json()).map((item: { filename: string }) => item.filename)).toEqual([filename]);
    }
    const wrong = formWithFiles([locked]);
    wrong.append(passwordField(0), 'not-it');
    const refused = await callLocalApi('/api/convert-from-pdf?type=excel', { method: 'POST', body: wrong });
    expect(refused.status).toBe(422);
    expect(refused.headers.get('X-Error-Code')).toBe('wrong-password');
  });

  it('answers a file none of whose chosen pages converts as damaged (422 corrupt), naming the file', async () => {
    const failing = new File([await failingPagesFixtureBytes() as BlobPart], 'failing.pdf', { type: 'application/pdf' });
    for (const query of ['type=image&format=png&dpi=72&pages=2-3', 'type=data&format=json&pages=2', 'type=powerpoint&pages=2']) {
      const response = await post(query, [failing]);
      expect(response.status, query).toBe(422);
      expect(response.headers.get('X-Error-Code')).toBe('corrupt');
      expect(await response.text()).toBe('failing.pdf could not be converted: none of its chosen pages could be read. The file may be damaged; try Repair PDF first.');
    }
  });

  it('refuses what is not a PDF, and an empty PDF, by name before any work', async () => {
    const text = await post('type=word', [new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    expect(text.status).toBe(415);
    expect(await text.text()).toBe('notes.txt is not a supported file type.');
    const empty = await post('type=image', [new File([], 'empty.pdf', { type: 'application/pdf' })]);
    expect(empty.status).toBe(422);
    expect(await empty.text()).toBe('empty.pdf is empty.');
  });
});
