import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { corpusFile, pageTexts } from '../../../test/fixtures/corpus';
import { EngineError } from '../../../src/contract/errors';
import { collectJobNotices } from '../../runtime/job-notices';
import { loadPdf } from '../pdf-lib/load-pdf';
import { openWithMupdf, saveClean } from './open-mupdf';

// From the corpus manifest: encrypted-userpw-01.pdf opens with its user password 'openpassword'
// (RC4 128-bit); its owner password 'permissionpassword' opens it too. encrypted-owner-only-01.pdf
// has an empty user password (anyone may open it) and forbids copying.
const userLocked = corpusFile('encrypted-userpw-01.pdf');
const ownerOnly = corpusFile('encrypted-owner-only-01.pdf');

async function codeOf(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    return error instanceof EngineError ? error.code : `not an EngineError: ${String(error)}`;
  }
}

describe('opening a PDF that needs a password', () => {
  it('decrypts with the user password: pages and text readable, the saved file unencrypted', async () => {
    const pdf = await openWithMupdf({ ...userLocked, password: 'openpassword' }, 0);
    try {
      expect(pdf.decrypted).toBe(true);
      expect(pdf.pageCount).toBe(1);
      const saved = saveClean(pdf);
      // pdf-lib refuses encrypted files; this one loads, and no /Encrypt is left in the trailer.
      const document = await PDFDocument.load(saved);
      expect(document.getPageCount()).toBe(1);
      expect(new TextDecoder('latin1').decode(saved)).not.toMatch(/\/Encrypt\s/);
      expect((await pageTexts(saved))[0].length).toBeGreaterThan(0);
    } finally {
      pdf.doc.destroy();
    }
  });

  it('also opens with the owner password', async () => {
    const pdf = await openWithMupdf({ ...userLocked, password: 'permissionpassword' });
    expect(pdf.decrypted).toBe(true);
    pdf.doc.destroy();
  });

  it('answers wrong-password for a wrong one, naming the file and its position, never the password', async () => {
    const attempt = openWithMupdf({ ...userLocked, password: 'guess-1234' }, 2);
    await expect(attempt).rejects.toMatchObject({ code: 'wrong-password', fileIndex: 2 });
    const error = await attempt.then(() => new Error('opened'), (caught: Error) => caught);
    expect(error.message).toContain('encrypted-userpw-01.pdf');
    expect(error.message).not.toContain('guess-1234');
  });

  it('answers encrypted when no password came with the file', async () => {
    expect(await codeOf(openWithMupdf(userLocked))).toBe('encrypted');
    // An empty password is no password: the file's user password is not empty.
    expect(await codeOf(loadPdf({ ...userLocked, password: '' }))).toBe('wrong-password');
  });

  it('opens an owner-only file without a password, and ignores one given for it', async () => {
    for (const password of [undefined, 'anything']) {
      const pdf = await openWithMupdf({ ...ownerOnly, password });
      expect(pdf.decrypted).toBe(false);
      expect(pdf.restrictions).toContain('copy');
      pdf.doc.destroy();
    }
  });
});

describe('loadPdf (every pdf-lib tool) with a password', () => {
  it('hands pdf-lib the decrypted document and tells the user, without the password, that the result is not encrypted', async () => {
    const { value: document, notices } = await collectJobNotices(() => loadPdf({ ...userLocked, password: 'openpassword' }, 0));
    expect(document.getPageCount()).toBe(1);
    expect(notices).toEqual([{ kind: 'password-removed', fileName: 'encrypted-userpw-01.pdf' }]);
    expect(JSON.stringify(notices)).not.toContain('openpassword');
    const saved = await document.save();
    expect(new TextDecoder('latin1').decode(saved)).not.toContain('openpassword');
  });

  it('refuses a wrong password with wrong-password, and no password with encrypted', async () => {
    expect(await codeOf(loadPdf({ ...userLocked, password: 'nope' }, 1))).toBe('wrong-password');
    expect(await codeOf(loadPdf(userLocked, 1))).toBe('encrypted');
  });

  it('opens the owner-only file and says its restrictions are gone, not that a password was used', async () => {
    const { notices } = await collectJobNotices(() => loadPdf(ownerOnly));
    expect(notices.map((notice) => notice.kind)).toEqual(['restrictions-removed']);
  });
});
