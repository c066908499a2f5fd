import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import { popplerWords, qpdfRun } from '../../test/readers/poppler-readers';
import { imageFieldOf, type EditSet } from '../../src/contract/edit-pdf';
import { passwordField } from '../../src/contract/file-passwords';
import { findResultByUrl } from '../result-store';

const outline = corpusFile('multipage-outline-links-4p.pdf');
const locked = corpusFile('encrypted-userpw-01.pdf');
const png = corpusFile('image-greyscale-bird.png');
const LOCKED_PASSWORD = 'openpassword';

/** A form of one file, with the password given for it (`password-0`) when there is one. */
function fileForm(file: { name: string; bytes: Uint8Array }, password?: string): FormData {
  const form = formWithFiles([pdfFile(file)]);
  if (password !== undefined) form.append(passwordField(0), password);
  return form;
}

function editForm(edits: EditSet | string, extra: Record<string, File> = {}): FormData {
  const form = formWithFiles([pdfFile(outline)]);
  form.append('edits', typeof edits === 'string' ? edits : JSON.stringify(edits));
  Object.entries(extra).forEach(([field, file]) => form.append(field, file, file.name));
  return form;
}

async function savedBytes(response: Response): Promise<Uint8Array> {
  const [item] = await response.json() as Array<{ url: string; filename: string }>;
  return new Uint8Array(await findResultByUrl(item.url)!.blob.arrayBuffer());
}

describe('POST /api/edit-pdf', () => {
  it('saves a text item and an image, named after the input', async () => {
    const edits: EditSet = {
      flatten: false, pages: [],
      items: [
        { kind: 'text', id: 't', page: 2, x: 100, y: 100, text: 'Handler words', fontFamily: 'Courier New', fontSize: 14, color: '#112233', bold: false, italic: false, underline: true, alignment: 'left' },
        { kind: 'image', id: 'p', page: 2, x: 100, y: 200, width: 200, height: 150, rotation: 0, opacity: 1 },
      ],
    };
    const response = await callLocalApi('/api/edit-pdf', { method: 'POST', body: editForm(edits, { [imageFieldOf('p')]: new File([png.bytes as BlobPart], 'bird.png', { type: 'image/png' }) }) });
    expect(response.status).toBe(200);
    const [item] = await response.clone().json() as Array<{ filename: string; pages: number }>;
    expect(item).toMatchObject({ filename: 'multipage-outline-links-4p-edited.pdf', pages: 4 });
    const bytes = await savedBytes(response);
    expect(popplerWords(bytes, 2).map((word) => word.text)).toEqual(expect.arrayContaining(['Handler', 'words']));
    expect(qpdfRun(bytes, ['--check']).status).toBe(0);
  });

  it('answers 400 for edits that are not JSON or an image item without its picture', async () => {
    const broken = await callLocalApi('/api/edit-pdf', { method: 'POST', body: editForm('{not json') });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toBe('The edits are not valid JSON.');
    const missing = await callLocalApi('/api/edit-pdf', {
      method: 'POST',
      body: editForm({ flatten: false, pages: [], items: [{ kind: 'image', id: 'p', page: 1, x: 1, y: 1, width: 5, height: 5, rotation: 0, opacity: 1 }] }),
    });
    expect(missing.status).toBe(400);
  });

  it('refuses a picture that is not an image in the upload\'s words, before the file is read', async () => {
    const edits: EditSet = { flatten: false, pages: [], items: [{ kind: 'image', id: 'p', page: 1, x: 1, y: 1, width: 5, height: 5, rotation: 0, opacity: 1 }] };
    const response = await callLocalApi('/api/edit-pdf', { method: 'POST', body: editForm(edits, { [imageFieldOf('p')]: new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' }) }) });
    expect(response.status).toBe(415);
    expect(response.headers.get('X-Error-Code')).toBe('unsupported-type');
    expect(await response.text()).toBe('notes.pdf is not a supported file type.');
  });

  it('answers 422 "encrypted" for a file that needs a password, and saves it opened with the one given', async () => {
    const form = fileForm(locked);
    form.append('edits', JSON.stringify({ items: [], pages: [], flatten: false }));
    const response = await callLocalApi('/api/edit-pdf', { method: 'POST', body: form });
    expect(response.status).toBe(422);
    expect(response.headers.get('X-Error-Code')).toBe('encrypted');
    const opened = fileForm(locked, LOCKED_PASSWORD);
    opened.append('edits', JSON.stringify({ items: [], pages: [], flatten: false }));
    const saved = await callLocalApi('/api/edit-pdf', { method: 'POST', body: opened });
    expect(saved.status).toBe(200);
    expect(qpdfRun(await savedBytes(saved), ['--show-encryption']).output).toContain('File is not encrypted');
  });

  it('says in X-Notices that a damaged file was repaired before its edits were saved', async () => {
    const form = fileForm(corpusFile('broken-xref-01.pdf'));
    form.append('edits', JSON.stringify({ items: [], pages: [], flatten: false }));
    const response = await callLocalApi('/api/edit-pdf', { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const notices = JSON.parse(decodeURIComponent(response.headers.get('X-Notices')!)) as Array<{ kind: string; fileName: string }>;
    expect(notices).toContainEqual(expect.objectContaining({ kind: 'repaired', fileName: 'broken-xref-01.pdf' }));
  });
});

describe('POST /api/form-fields and /api/find-text', () => {
  it('lists the fields of a form and finds words with their boxes', async () => {
    const fields = await callLocalApi('/api/form-fields', { method: 'POST', body: formWithFiles([pdfFile(corpusFile('form-acroform-irs1040-prefilled.pdf'))]) });
    expect(fields.status).toBe(200);
    expect(((await fields.json()) as { fields: unknown[] }).fields.length).toBeGreaterThan(50);
    const found = await callLocalApi('/api/find-text?mode=words&text=Baz', { method: 'POST', body: formWithFiles([pdfFile(outline)]) });
    const { matches } = await found.json() as { matches: Array<{ page: number; text: string }> };
    expect(matches.filter((match) => match.page === 1).map((match) => match.text)).toEqual(['Baz', 'Baz', 'Baz']);
  });

  it('answers 400 for an unknown search mode, or no words to find', async () => {
    const bad = await callLocalApi('/api/find-text?mode=riddles', { method: 'POST', body: formWithFiles([pdfFile(outline)]) });
    expect(bad.status).toBe(400);
    const empty = await callLocalApi('/api/find-text?mode=words&text=%20', { method: 'POST', body: formWithFiles([pdfFile(outline)]) });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toBe('Enter the words to find.');
  });

  it('searches a file that needs a password with the one given for it', async () => {
    const found = await callLocalApi('/api/find-text?mode=number', { method: 'POST', body: fileForm(locked, LOCKED_PASSWORD) });
    expect(found.status).toBe(200);
    const refused = await callLocalApi('/api/find-text?mode=number', { method: 'POST', body: fileForm(locked) });
    expect(refused.headers.get('X-Error-Code')).toBe('encrypted');
  });
});

describe('POST /api/protect-pdf and /api/unlock-pdf', () => {
  it('protects with the passwords from the form, then unlocks with the user password given as the file\'s password-0', async () => {
    const form = formWithFiles([pdfFile(outline)]);
    form.append('userPassword', 'pass-1');
    form.append('ownerPassword', 'owner-1');
    const protectedResponse = await callLocalApi('/api/protect-pdf?print=true&copy=false&edit=false', { method: 'POST', body: form });
    expect(protectedResponse.status).toBe(200);
    const [item] = await protectedResponse.clone().json() as Array<{ filename: string; pages: number }>;
    expect(item).toMatchObject({ filename: 'multipage-outline-links-4p-protected.pdf', pages: 4 });
    const protectedBytes = await savedBytes(protectedResponse);
    expect(qpdfRun(protectedBytes, ['--show-encryption', '--password=pass-1']).output).toContain('extract for any purpose: not allowed');

    const unlocked = await callLocalApi('/api/unlock-pdf', { method: 'POST', body: fileForm({ name: 'secret.pdf', bytes: protectedBytes }, 'pass-1') });
    expect(unlocked.status).toBe(200);
    const [unlockedItem] = await unlocked.clone().json() as Array<{ filename: string; pages: number }>;
    expect(unlockedItem).toMatchObject({ filename: 'secret-unlocked.pdf', pages: 4 });
    expect(qpdfRun(await savedBytes(unlocked), ['--show-encryption']).output).toContain('File is not encrypted');
  });

  it('answers 400 without any password, or with a permission that is not true or false', async () => {
    const none = await callLocalApi('/api/protect-pdf', { method: 'POST', body: formWithFiles([pdfFile(outline)]) });
    expect(none.status).toBe(400);
    expect(await none.text()).toBe('Enter a password to open the file, an owner password, or both.');
    const form = formWithFiles([pdfFile(outline)]);
    form.append('userPassword', 'pass-1');
    const odd = await callLocalApi('/api/protect-pdf?print=maybe', { method: 'POST', body: form });
    expect(odd.status).toBe(400);
    expect(await odd.text()).toBe('print must be true or false.');
  });

  it('answers 422 "encrypted" without the file\'s password and "wrong-password" for a wrong one', async () => {
    const none = await callLocalApi('/api/unlock-pdf', { method: 'POST', body: fileForm(locked) });
    expect(none.status).toBe(422);
    expect(none.headers.get('X-Error-Code')).toBe('encrypted');
    const wrong = await callLocalApi('/api/unlock-pdf', { method: 'POST', body: fileForm(locked, 'wrong') });
    expect(wrong.status).toBe(422);
    expect(wrong.headers.get('X-Error-Code')).toBe('wrong-password');
    expect(wrong.headers.get('X-Error-File')).toBe('0');
  });
});
