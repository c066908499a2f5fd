import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';
import { popplerWords, qpdfRun } from '../../../test/readers/poppler-readers';
import { defaultProtectSettings, type ProtectSettings } from '../../../src/contract/protect-pdf';
import { collectJobNotices } from '../../runtime/job-notices';
import { permissionFlags, protectPdf, unlockPdf } from './protect-pdf';

const outline = corpusFile('multipage-outline-links-4p.pdf');
const locked = corpusFile('encrypted-userpw-01.pdf');
const ownerOnly = corpusFile('encrypted-owner-only-01.pdf');

const protect = async (settings: ProtectSettings) => oneOutput(await protectPdf(jobOf(outline, settings)));
/** Unlocks the file with the password given for it, as the local API hands it over (`password-0`). */
const unlock = async (file: { name: string; bytes: Uint8Array }, password?: string) => oneOutput(await unlockPdf(jobOf({ ...file, password }, {})));

describe('protectPdf', () => {
  it('encrypts with AES-256: no opening without the password, the permissions kept, named after the input', async () => {
    const result = await protect({ userPassword: 'open sesame', ownerPassword: 'owner-secret', permissions: { print: false, copy: false, edit: true } });
    expect(result).toMatchObject({ name: 'multipage-outline-links-4p-protected.pdf', pageCount: 4 });
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
    const result = await protect({ userPassword: '', ownerPassword: 'boss', permissions: { print: true, copy: false, edit: false } });
    const shown = qpdfRun(result.bytes, ['--show-encryption']);
    expect(shown.status).toBe(0);
    expect(shown.output).toContain('print high resolution: allowed');
    expect(shown.output).toContain('modify other: not allowed');
  });

  it('refuses no password at all, in words', async () => {
    await expect(protect(defaultProtectSettings)).rejects.toMatchObject({ code: 'bad-params', message: 'Enter a password to open the file, an owner password, or both.' });
  });

  it('protects a file that needed a password of its own, opened with the one given for it', async () => {
    const result = await oneOutput(await protectPdf(jobOf({ ...locked, password: 'openpassword' }, { ...defaultProtectSettings, userPassword: 'new-one' })));
    expect(qpdfRun(result.bytes, ['--show-encryption', '--password=new-one']).output).toContain('R = 6');
    await expect(protectPdf(jobOf(locked, { ...defaultProtectSettings, userPassword: 'new-one' }))).rejects.toMatchObject({ code: 'encrypted' });
  });

  it('writes every permission allowed as the all-set /P', () => {
    expect(permissionFlags({ print: true, copy: true, edit: true })).toBe(-4);
  });
});

describe('unlockPdf', () => {
  it('removes the password of a file opened with the one given for it, named after the input', async () => {
    const result = await unlock(locked, 'openpassword');
    expect(result).toMatchObject({ name: 'encrypted-userpw-01-unlocked.pdf', pageCount: 1 });
    expect(qpdfRun(result.bytes, ['--show-encryption']).output).toContain('File is not encrypted');
    expect(qpdfRun(result.bytes, ['--check']).status).toBe(0);
  });

  it('refuses a wrong password, and none, with their codes', async () => {
    await expect(unlock(locked, 'nope')).rejects.toMatchObject({ code: 'wrong-password', fileIndex: 0 });
    await expect(unlock(locked)).rejects.toMatchObject({ code: 'encrypted', fileIndex: 0 });
  });

  it('repairs a damaged file on the way and says so, but not that the protection went: that is the job', async () => {
    const { value: result, notices } = await collectJobNotices(() => unlock(locked, 'openpassword'));
    expect(notices).toEqual([]);
    expect(result.pageCount).toBe(1);
    const repaired = await collectJobNotices(() => unlock(corpusFile('broken-xref-01.pdf')));
    expect(repaired.notices).toEqual([{ kind: 'repaired', fileName: 'broken-xref-01.pdf' }]);
    expect(qpdfRun(repaired.value.bytes, ['--check']).status).toBe(0);
  });

  it('lifts the restrictions of a file with only an owner password, without any password', async () => {
    const result = await unlock(ownerOnly);
    expect(qpdfRun(result.bytes, ['--show-encryption']).output).toContain('File is not encrypted');
  });
});
