import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/corpus';
import { popplerWords, qpdfRun } from '../../../test/poppler-readers';
import { defaultProtectSettings } from '../../../src/contract/protect-pdf';
import { permissionFlags, protectPdf, unlockPdf } from './protect-pdf';

const outline = corpusFile('multipage-outline-links-4p.pdf');
const locked = corpusFile('encrypted-userpw-01.pdf');
const ownerOnly = corpusFile('encrypted-owner-only-01.pdf');

describe('protectPdf', () => {
  it('encrypts with AES-256: no opening without the password, the permissions kept', async () => {
    const result = await protectPdf({
      file: outline,
      settings: { userPassword: 'open sesame', ownerPassword: 'owner-secret', permissions: { print: false, copy: false, edit: true } },
    });
    const shown = qpdfRun(result.bytes, ['--show-encryption', '--password=open sesame']);
    expect(shown.output).toContain('R = 6');
    expect(shown.output).toMatch(/stream encryption method: AESv3/);
    expect(shown.output).toContain('print high resolution: not allowed');
    expect(shown.output).toContain('extract for any purpose: not allowed');
    expect(shown.output).toContain('modify other: allowed');
    expect(qpdfRun(result.bytes, ['--check']).output).toMatch(/invalid password/i);
    expect(popplerWords(result.bytes, 1, 'open sesame').map((word) => word.text)).toContain('Contents');
  });

  it('with only an owner password, opens for anyone but keeps the restrictions', async () => {
    const result = await protectPdf({ file: outline, settings: { userPassword: '', ownerPassword: 'boss', permissions: { print: true, copy: false, edit: false } } });
    const shown = qpdfRun(result.bytes, ['--show-encryption']);
    expect(shown.status).toBe(0);
    expect(shown.output).toContain('print high resolution: allowed');
    expect(shown.output).toContain('modify other: not allowed');
  });

  it('refuses no password at all, in words', async () => {
    await expect(protectPdf({ file: outline, settings: defaultProtectSettings })).rejects.toThrow('Enter a password');
  });

  it('writes every permission allowed as the all-set /P', () => {
    expect(permissionFlags({ print: true, copy: true, edit: true })).toBe(-4);
  });
});

describe('unlockPdf', () => {
  it('removes the password of a file opened with it', async () => {
    const result = await unlockPdf({ file: locked, password: 'openpassword' });
    expect(qpdfRun(result.bytes, ['--show-encryption']).output).toContain('File is not encrypted');
    expect(qpdfRun(result.bytes, ['--check']).status).toBe(0);
  });

  it('refuses a wrong password with its code', async () => {
    await expect(unlockPdf({ file: locked, password: 'nope' })).rejects.toMatchObject({ code: 'wrong-password' });
    await expect(unlockPdf({ file: locked, password: '' })).rejects.toMatchObject({ code: 'encrypted' });
  });

  it('lifts the restrictions of a file with only an owner password', async () => {
    const result = await unlockPdf({ file: ownerOnly, password: '' });
    expect(qpdfRun(result.bytes, ['--show-encryption']).output).toContain('File is not encrypted');
  });
});
