import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import { findResultByUrl } from '../result-store';
import { passwordField } from '../../src/contract/file-passwords';
import { NOTICES_HEADER } from '../../src/contract/notices';
import type { InspectAnswer, RepairAnswer } from '../../src/contract/repair-pdf';

function post(path: string, files: File[], passwords: string[] = []) {
  const form = formWithFiles(files);
  passwords.forEach((password, index) => form.append(passwordField(index), password));
  return callLocalApi(path, { method: 'POST', body: form });
}

describe('POST /api/repair-pdf', () => {
  it('answers the repaired file plus a report of what was found and fixed', async () => {
    const response = await post('/api/repair-pdf', [pdfFile(corpusFile('truncated-tail-01.pdf'))]);
    expect(response.status).toBe(200);
    const [item]: RepairAnswer = await response.json();
    expect(item).toMatchObject({ filename: 'truncated-tail-01-repaired.pdf', pages: 1 });
    expect(item.report.problems).toEqual([{ code: 'startxref-missing' }]);
    expect(item.report.fixes).toContainEqual({ code: 'pages-recovered', count: 1 });
    expect(findResultByUrl(item.url)!.blob.size).toBe(item.size);
  });

  it('reports no problems for an intact file', async () => {
    const [item]: RepairAnswer = await (await post('/api/repair-pdf', [pdfFile(corpusFile('multipage-outline-links-4p.pdf'))])).json();
    expect(item.report).toMatchObject({ problems: [], fixes: [], pagesRecovered: 4 });
  });

  it('answers 422 corrupt with a clear message for garbage', async () => {
    const garbage = new File(['%PDF-1.4 nothing else'], 'garbage.pdf', { type: 'application/pdf' });
    const response = await post('/api/repair-pdf', [garbage]);
    expect(response.status).toBe(422);
    expect(response.headers.get('X-Error-Code')).toBe('corrupt');
    expect(await response.text()).toMatch(/garbage\.pdf could not be repaired/);
  });

  it('opens an encrypted file with the password sent beside it, and says the result is not encrypted', async () => {
    const locked = pdfFile(corpusFile('encrypted-userpw-01.pdf'));
    expect((await post('/api/repair-pdf', [locked])).headers.get('X-Error-Code')).toBe('encrypted');
    const response = await post('/api/repair-pdf', [locked], ['openpassword']);
    expect(response.status).toBe(200);
    const [item]: RepairAnswer = await response.json();
    expect(item).toMatchObject({ filename: 'encrypted-userpw-01-repaired.pdf', pages: 1 });
    expect(JSON.parse(decodeURIComponent(response.headers.get(NOTICES_HEADER)!))).toEqual([{ kind: 'password-removed', fileName: 'encrypted-userpw-01.pdf' }]);
  });
});

describe('POST /api/inspect-pdf (addition: Repair’s checking state)', () => {
  it('lists the problems of a damaged file', async () => {
    const response = await post('/api/inspect-pdf', [pdfFile(corpusFile('broken-offsets-01.pdf'))]);
    expect(await response.json()).toMatchObject({
      filename: 'broken-offsets-01.pdf', pages: 1, problems: [{ code: 'xref-damaged' }],
    } satisfies Partial<InspectAnswer>);
  });

  it('finds nothing wrong with a healthy file', async () => {
    const body: InspectAnswer = await (await post('/api/inspect-pdf', [pdfFile(corpusFile('multipage-outline-links-4p.pdf'))])).json();
    expect(body).toEqual({ filename: 'multipage-outline-links-4p.pdf', pages: 4, problems: [], engineMessages: [] });
  });

  it('asks for the password of an encrypted file, and checks it with the password sent beside it', async () => {
    const locked = pdfFile(corpusFile('encrypted-userpw-01.pdf'));
    const refused = await post('/api/inspect-pdf', [locked]);
    expect(refused.status).toBe(422);
    expect(refused.headers.get('X-Error-Code')).toBe('encrypted');
    const body: InspectAnswer = await (await post('/api/inspect-pdf', [locked], ['openpassword'])).json();
    expect(body).toMatchObject({ filename: 'encrypted-userpw-01.pdf', pages: 1, problems: [] });
  });
});
