// Passwords in the shared request path: any PDF call takes `password-<n>` beside its n-th `file`
// (src/contract/file-passwords.ts). Merge, Split and Compress stand for every tool here, since all
// read their files through mocks/read-call-files.ts (every route does).
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { callLocalApi, pdfFile } from '../../test/setup/local-api';
import { corpusFile, pageTexts } from '../../test/fixtures/corpus';
import { passwordField } from '../../src/contract/file-passwords';
import { findResultByUrl } from '../result-store';

const locked = corpusFile('encrypted-userpw-01.pdf');
const plain = corpusFile('multipage-outline-links-4p.pdf');
const PASSWORD = 'openpassword';

function formOf(files: { name: string; bytes: Uint8Array }[], passwords: Record<number, string>): FormData {
  const form = new FormData();
  files.forEach((file) => form.append('file', pdfFile(file), file.name));
  Object.entries(passwords).forEach(([index, password]) => form.append(passwordField(Number(index)), password));
  return form;
}

const post = (path: string, form: FormData) => callLocalApi(path, { method: 'POST', body: form });

async function storedBytes(url: string): Promise<Uint8Array> {
  return new Uint8Array(await findResultByUrl(url)!.blob.arrayBuffer());
}

// Everything the console got during a test: a password must never reach a log.
let consoleCalls: MockInstance[] = [];
const logged = () => consoleCalls.flatMap((spy) => spy.mock.calls.flat().map(String)).join('\n');
beforeEach(() => {
  consoleCalls = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level));
});
afterEach(() => vi.restoreAllMocks());

describe('a PDF that needs a password, with its password in the request', () => {
  it('merges an encrypted file and a plain one; the result opens without a password and names neither password nor encryption', async () => {
    const response = await post('/api/merge-pdf', formOf([plain, locked], { 1: PASSWORD }));
    expect(response.status).toBe(200);
    const [item] = await response.json();
    expect(item.pages).toBe(4 + 1);
    const merged = await storedBytes(item.url);
    const texts = await pageTexts(merged);
    expect(texts.slice(0, 4)).toEqual(await pageTexts(plain.bytes));
    expect(texts[4].length).toBeGreaterThan(0);
    const latin1 = new TextDecoder('latin1').decode(merged);
    expect(latin1).not.toMatch(/\/Encrypt\s/);
    expect(latin1).not.toContain(PASSWORD);
    const notices = decodeURIComponent(response.headers.get('X-Notices')!);
    expect(JSON.parse(notices)).toEqual([{ kind: 'password-removed', fileName: 'encrypted-userpw-01.pdf' }]);
    expect(notices).not.toContain(PASSWORD);
    expect(JSON.stringify(item)).not.toContain(PASSWORD);
    expect(logged()).not.toContain(PASSWORD);
  });

  it('answers 422 wrong-password for a wrong one, blaming that file alone; the retry with the right one goes through', async () => {
    const wrong = await post('/api/merge-pdf', formOf([plain, locked], { 1: 'not-the-password' }));
    expect(wrong.status).toBe(422);
    expect(wrong.headers.get('X-Error-Code')).toBe('wrong-password');
    expect(wrong.headers.get('X-Error-File')).toBe('1');
    const message = await wrong.text();
    expect(message).toBe('The password for encrypted-userpw-01.pdf is not correct. Check it and try again.');
    expect(logged()).not.toContain('not-the-password');

    const retry = await post('/api/merge-pdf', formOf([plain, locked], { 1: PASSWORD }));
    expect(retry.status).toBe(200);
  });

  it('pairs passwords with files by position: a password for another file does not open this one', async () => {
    const response = await post('/api/merge-pdf', formOf([locked, plain], { 1: PASSWORD }));
    expect(response.status).toBe(422);
    expect(response.headers.get('X-Error-Code')).toBe('encrypted');
    expect(response.headers.get('X-Error-File')).toBe('0');
  });

  it('splits an encrypted file with its password', async () => {
    const response = await post('/api/split-pdf?mode=every&every=1', formOf([locked], { 0: PASSWORD }));
    expect(response.status).toBe(200);
    const items = await response.json();
    expect(items).toHaveLength(1);
    const part = await storedBytes(items[0].url);
    expect(new TextDecoder('latin1').decode(part)).not.toMatch(/\/Encrypt\s/);
    expect((await pageTexts(part))[0].length).toBeGreaterThan(0);
  });

  it('compresses an encrypted file with its password, and answers wrong-password for a wrong one', async () => {
    const response = await post('/api/compress-pdf?level=medium', formOf([locked], { 0: PASSWORD }));
    expect(response.status).toBe(200);
    const [item] = await response.json();
    const compressed = await storedBytes(item.url);
    expect(new TextDecoder('latin1').decode(compressed)).not.toMatch(/\/Encrypt\s/);
    expect((await pageTexts(compressed))[0].length).toBeGreaterThan(0);
    expect(JSON.parse(decodeURIComponent(response.headers.get('X-Notices')!))).toContainEqual({ kind: 'password-removed', fileName: 'encrypted-userpw-01.pdf' });

    const wrong = await post('/api/compress-pdf?level=medium', formOf([locked], { 0: 'wrong' }));
    expect(wrong.status).toBe(422);
    expect(wrong.headers.get('X-Error-Code')).toBe('wrong-password');
    expect(logged()).not.toContain(PASSWORD);
  });
});
