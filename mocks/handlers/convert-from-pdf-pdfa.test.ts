import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import { scratchFile } from '../../test/readers/ocr-checks';
import { pdfaIdentification } from '../../test/readers/pdfa-checks';
import { findResultByUrl } from '../result-store';
import { passwordField } from '../../src/contract/file-passwords';
import type { PdfaAnswer } from '../../src/contract/pdf-to-pdfa';

const post = (query: string, form: FormData) => callLocalApi(`/api/convert-from-pdf?${query}`, { method: 'POST', body: form });

describe('POST /api/convert-from-pdf?type=pdfa', () => {
  it('answers the PDF/A file with its level and what was changed; an encrypted file goes with its password, as every file does', async () => {
    const form = formWithFiles([pdfFile(corpusFile('encrypted-userpw-01.pdf'))]);
    form.append(passwordField(0), 'openpassword');
    const response = await post('type=pdfa&level=3b', form);
    expect(response.status).toBe(200);
    const [item]: PdfaAnswer = await response.json();
    expect(item).toMatchObject({ filename: 'encrypted-userpw-01-pdfa-3b.pdf', pages: 1, level: '3b' });
    expect(item.changes).toContainEqual({ kind: 'encryption-removed' });
    const bytes = new Uint8Array(await findResultByUrl(item.url)!.blob.arrayBuffer());
    expect(item.size).toBe(bytes.length);
    expect(pdfaIdentification(scratchFile('out.pdf', bytes))).toEqual({ part: '3', conformance: 'B' });
  });

  it('asks for the password of an encrypted file (422 encrypted), and refuses an unknown level (400)', async () => {
    const locked = await post('type=pdfa', formWithFiles([pdfFile(corpusFile('encrypted-userpw-01.pdf'))]));
    expect(locked.status).toBe(422);
    expect(locked.headers.get('X-Error-Code')).toBe('encrypted');
    expect(locked.headers.get('X-Error-File')).toBe('0');
    const badLevel = await post('type=pdfa&level=4u', formWithFiles([pdfFile(corpusFile('encrypted-userpw-01.pdf'))]));
    expect(badLevel.status).toBe(400);
    expect(await badLevel.text()).toMatch(/PDF\/A level must be one of: 1b, 2b, 3b/);
  });

  it('refuses a file that is not a PDF by name before any work (415 unsupported-type)', async () => {
    const text = new File(['just words'], 'notes.txt', { type: 'text/plain' });
    const response = await post('type=pdfa', formWithFiles([text]));
    expect(response.status).toBe(415);
    expect(response.headers.get('X-Error-Code')).toBe('unsupported-type');
    expect(await response.text()).toBe('notes.txt is not a supported file type.');
  });
});
