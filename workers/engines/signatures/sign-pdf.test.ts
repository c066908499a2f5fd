import { describe, expect, it, vi } from 'vitest';
import { opensslTsa } from '../../../test/fixtures/signatures/openssl-tsa';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrivateKey } from 'node:crypto';
import { PNG } from 'pngjs';
import { collectJobNotices } from '../../runtime/job-notices';
import { makePersonalCertificate } from './personal-certificate';
import { writePkcs12 } from './pkcs12';
import { signPdf } from './sign-pdf';
import { makeCertificate } from './make-certificate';
import { validateSignatures } from './validate-signatures';
import { corpusFile } from '../../../test/fixtures/corpus';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';
import { changedPixels, popplerRender } from '../../../test/readers/poppler-readers';
import { pdfsigReport, signatureValidations } from '../../../test/readers/pdfsig';
import { fileBytes, namedBytes, type NamedFile } from '../../../src/contract/named-file';
import { defaultSignPdfSettings, type SignatureKeyType, type SignPdfSettings } from '../../../src/contract/digital-signature';

const PASSWORD = 'correct horse';

async function personalP12(keyType: SignatureKeyType, name = 'Ada Lovelace'): Promise<NamedFile> {
  const result = await makeCertificate(jobOf([], { name, email: 'ada@example.org', keyType, password: PASSWORD }));
  return namedBytes(result.outputs[0].name, outputBytes(result.outputs[0]));
}

function onDisk(bytes: Uint8Array, name = 'signed.pdf'): string {
  const path = join(mkdtempSync(join(tmpdir(), 'signature-')), name);
  writeFileSync(path, bytes);
  return path;
}


async function sign(file: { name: string; bytes: Uint8Array; password?: string }, certificate: NamedFile, more: Partial<SignPdfSettings> = {}, certificatePassword = PASSWORD) {
  const settings: SignPdfSettings = { ...defaultSignPdfSettings, certificate, certificatePassword, ...more };
  const named = { ...file, data: file.bytes, type: 'application/pdf' };
  return signPdf(jobOf(named, settings));
}

/** A PNG of a dark diagonal stroke on transparency: a stand-in for a drawn signature. */
function strokePng(): Uint8Array {
  const png = new PNG({ width: 120, height: 40 });
  for (let x = 0; x < 120; x += 1) {
    for (let dy = -2; dy <= 2; dy += 1) {
      const y = Math.round(x / 3) + dy;
      if (y < 0 || y >= 40) continue;
      const at = (y * 120 + x) * 4;
      png.data.set([10, 10, 60, 255], at);
    }
  }
  return new Uint8Array(PNG.sync.write(png));
}

describe('signPdf', () => {
  for (const keyType of ['ecdsa-p256', 'rsa-3072'] as const) {
    it(`signs invisibly with a personal ${keyType} certificate; pdfsig and openssl cms say the signature is valid`, async () => {
      const certificate = await personalP12(keyType);
      const { outputs, facts } = await sign(corpusFile('multipage-outline-links-4p.pdf'), certificate, { reason: 'I approve', location: 'London' });
      const signed = await fileBytes(outputs[0]);
      const report = pdfsigReport(signed);
      expect(signatureValidations(report)).toEqual(['Signature is Valid.']);
      // Two names one after the other, not one name of two parts ("CN=…+E=…").
      expect(report).toContain('Signer full Distinguished Name: E=ada@example.org,CN=Ada Lovelace');
      expect(report).toContain('Total document signed');
      expect(report).toContain('ETSI.CAdES.detached');
      expect(facts.signer.subject).toContain('CN=Ada Lovelace');
      expect(facts.earlierSignatures).toBe(0);
      expect(outputs[0].name).toBe('multipage-outline-links-4p-signed.pdf');
      // openssl checks the CMS over the byte range on its own.
      const text = new TextDecoder('latin1').decode(signed);
      const range = /\/ByteRange \[ (\d+) (\d+) (\d+) (\d+)/.exec(text)!.slice(1).map(Number);
      const hex = text.slice(range[1] + 1, range[2] - 1).replace(/(00)+$/, '');
      const cmsPath = onDisk(Uint8Array.from(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex')), 'signature.der');
      const content = Buffer.concat([signed.subarray(0, range[1]), signed.subarray(range[2], range[2] + range[3])]);
      const contentPath = onDisk(content, 'content.bin');
      const verified = execFileSync('openssl', ['cms', '-verify', '-binary', '-inform', 'DER', '-in', cmsPath, '-content', contentPath, '-noverify', '-out', '/dev/null'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      expect(verified).toBe('');
      // And the attributes PAdES B-B asks for: the signing certificate v2, no signing time.
      const attributes = execFileSync('openssl', ['cms', '-cmsout', '-print', '-inform', 'DER', '-in', cmsPath], { encoding: 'utf8' });
      expect(attributes).toContain('id-smime-aa-signingCertificateV2');
      expect(attributes).not.toContain('signingTime');
    }, 60_000);
  }

  it('draws a visible signature in the box, and a second signer keeps the first signature valid', async () => {
    const first = await personalP12('ecdsa-p256');
    const second = await personalP12('rsa-3072', 'Charles Babbage');
    const source = corpusFile('multipage-text-tracemonkey-14p.pdf');
    const box = { page: 1, x: 0.55, y: 0.8, width: 0.4, height: 0.1 };
    const once = await fileBytes((await sign(source, first, { box, picture: namedBytes('stroke.png', strokePng(), 'image/png'), reason: 'Author' })).outputs[0]);
    const { outputs, facts } = await sign({ name: 'once.pdf', bytes: once }, second, { box: { ...box, y: 0.65 }, reason: 'Reviewer', location: 'Zürich' });
    const twice = await fileBytes(outputs[0]);
    expect(facts.earlierSignatures).toBe(1);
    expect(signatureValidations(pdfsigReport(twice))).toEqual(['Signature is Valid.', 'Signature is Valid.']);
    expect(twice.subarray(0, once.length)).toEqual(once);
    // The appearance is on the page: pixels change inside the first box and nowhere far from the boxes.
    const before = popplerRender(source.bytes, 1);
    const after = popplerRender(twice, 1);
    const changed = changedPixels(before, after);
    const inBox = (x: number, y: number, top: number) => x >= 0.55 * before.width - 1 && x <= 0.95 * before.width + 1 && y >= top * before.height - 1 && y <= (top + 0.1) * before.height + 1;
    expect(changed.filter(([x, y]) => inBox(x, y, 0.8)).length).toBeGreaterThan(200);
    expect(changed.filter(([x, y]) => inBox(x, y, 0.65)).length).toBeGreaterThan(100);
    expect(changed.every(([x, y]) => inBox(x, y, 0.8) || inBox(x, y, 0.65))).toBe(true);
    // The signer's details are text in the appearance: MuPDF reads them (pdftotext leaves annotations out).
    const text = execFileSync('mutool', ['draw', '-F', 'txt', onDisk(twice), '1'], { encoding: 'utf8' });
    expect(text).toContain('Digitally signed by Charles Babbage');
    expect(text).toContain('Location: Zürich');
    // Folio's own validator agrees, and names the second as a later signature for the first.
    const { facts: checked } = await validateSignatures(jobOf({ name: 'twice.pdf', bytes: twice, data: twice, type: 'application/pdf' }, { trusted: [] }));
    expect(checked.signatures.map((signature) => [signature.field, signature.integrity, signature.coversWholeFile])).toEqual([['Signature1', 'intact', false], ['Signature2', 'intact', true]]);
    expect(checked.signatures[0].changesAfter).toMatchObject({ laterSignatures: 1, pagesAdded: 0, annotationsAdded: 0, fieldsChanged: [] });
  }, 60_000);

  it('signs with a .p12 made by OpenSSL (signer and CA inside), carrying the chain', async () => {
    const p12 = namedBytes('grace.p12', corpusFile('signed-poppler-signer.p12').bytes);
    const { outputs } = await sign(corpusFile('form-acroform-irs1040-prefilled.pdf'), p12, {}, 'folio-test');
    const signed = await fileBytes(outputs[0]);
    expect(signatureValidations(pdfsigReport(signed))).toEqual(['Signature is Valid.']);
    const { facts } = await validateSignatures(jobOf({ name: 'irs.pdf', bytes: signed, data: signed, type: 'application/pdf' }, { trusted: [namedBytes('ca.pem', corpusFile('signed-poppler-ca.pem').bytes)] }));
    expect(facts.signatures[0].chain.map((certificate) => certificate.subject)).toEqual(['CN=Grace Hopper, O=Folio tests', 'CN=Folio Test CA, O=Folio tests']);
    expect(facts.signatures[0].trusted).toBe(true);
    // The form's 242 fields are still there.
    expect(execFileSync('qpdf', ['--check', onDisk(signed)], { encoding: 'utf8' })).toContain('No syntax or stream encoding errors');
  }, 60_000);

  it('refuses a wrong certificate password, a file that is no certificate, and a certificate without its key', async () => {
    const p12 = await personalP12('ecdsa-p256');
    await expect(sign(corpusFile('pdfa-1b-01.pdf'), p12, {}, 'not the password')).rejects.toMatchObject({ code: 'bad-params', message: expect.stringContaining('The password does not open') });
    const pem = corpusFile('signed-poppler-ca.pem');
    await expect(sign(corpusFile('pdfa-1b-01.pdf'), namedBytes('ca.pem', pem.bytes))).rejects.toMatchObject({ code: 'corrupt' });
    // A .p12 holding the certificate alone, as OpenSSL exports it with -nokeys.
    const dir = mkdtempSync(join(tmpdir(), 'nokey-'));
    execFileSync('openssl', ['pkcs12', '-in', onDisk(corpusFile('signed-poppler-signer.p12').bytes, 'full.p12'), '-passin', 'pass:folio-test', '-nokeys', '-out', join(dir, 'cert.pem')]);
    execFileSync('openssl', ['pkcs12', '-export', '-nokeys', '-in', join(dir, 'cert.pem'), '-out', join(dir, 'cert-only.p12'), '-passout', `pass:${PASSWORD}`]);
    const certificateOnly = namedBytes('cert-only.p12', new Uint8Array(readFileSync(join(dir, 'cert-only.p12'))));
    await expect(sign(corpusFile('pdfa-1b-01.pdf'), certificateOnly)).rejects.toMatchObject({ code: 'bad-params', message: expect.stringContaining('holds no private key') });
  }, 60_000);

  it('signs an encrypted file opened with its password (rewritten first, said so)', async () => {
    const p12 = await personalP12('ecdsa-p256');
    const { outputs, facts } = await sign({ ...corpusFile('encrypted-userpw-01.pdf'), password: 'openpassword' }, p12);
    expect(facts.rewritten).toBe(true);
    expect(signatureValidations(pdfsigReport(await fileBytes(outputs[0])))).toEqual(['Signature is Valid.']);
  }, 60_000);
});

describe('the private key', () => {
  it('is in no result, fact or notice: the signed file, the facts and the notices hold none of its secret numbers', async () => {
    const p12Path = onDisk(corpusFile('signed-poppler-signer.p12').bytes, 'signer.p12');
    const pem = execFileSync('openssl', ['pkcs12', '-in', p12Path, '-nocerts', '-nodes', '-passin', 'pass:folio-test'], { encoding: 'utf8' });
    const { d, p, q } = createPrivateKey(pem).export({ format: 'jwk' });
    const secrets = [d!, p!, q!].map((value) => Buffer.from(value, 'base64url'));
    const { value: { outputs, facts }, notices } = await collectJobNotices(() => sign(corpusFile('multipage-outline-links-4p.pdf'), namedBytes('grace.p12', corpusFile('signed-poppler-signer.p12').bytes), { reason: 'Key check' }, 'folio-test'));
    const signed = Buffer.from(await fileBytes(outputs[0]));
    const words = Buffer.from(JSON.stringify({ facts, notices, name: outputs[0].name }));
    for (const secret of secrets) {
      // Any 16 bytes of a secret number, raw or as hexadecimal text (the way /Contents holds the CMS).
      for (let at = 0; at + 16 <= secret.length; at += 8) {
        const piece = secret.subarray(at, at + 16);
        expect(signed.includes(piece)).toBe(false);
        expect(signed.includes(Buffer.from(piece.toString('hex')))).toBe(false);
        expect(signed.includes(Buffer.from(piece.toString('hex').toUpperCase()))).toBe(false);
        expect(words.includes(Buffer.from(piece.toString('base64url').slice(0, 16)))).toBe(false);
      }
    }
    expect(words.includes(Buffer.from('folio-test'))).toBe(false);
  }, 60_000);
});

describe('bad input', () => {
  it('signs with an expired certificate, and the validation says it was not valid when signed', async () => {
    const signer = await makePersonalCertificate({ name: 'Old Key', email: '' }, 'ecdsa-p256', new Date('2015-01-01T00:00:00Z'));
    const expired = namedBytes('old.p12', await writePkcs12(signer, PASSWORD));
    const { outputs, facts } = await sign(corpusFile('pdfa-1b-01.pdf'), expired);
    expect(new Date(facts.signer.notAfter).getUTCFullYear()).toBe(2018);
    const bytes = await fileBytes(outputs[0]);
    const { facts: checked } = await validateSignatures(jobOf({ name: 'old.pdf', bytes, data: bytes, type: 'application/pdf' }, { trusted: [] }));
    expect(checked.signatures[0]).toMatchObject({ integrity: 'intact', certificateValidAtSigning: false });
  }, 60_000);

  it('reports a signature with an algorithm it cannot check as cannot-check, never as valid', async () => {
    const bytes = Buffer.from(await fileBytes((await sign(corpusFile('pdfa-1b-01.pdf'), await personalP12('ecdsa-p256'))).outputs[0]));
    // In the CMS (hexadecimal in /Contents, outside the signed range) ecdsa-with-SHA256 becomes an unknown OID.
    const ecdsaWithSha256 = '06082a8648ce3d040302';
    const at = bytes.lastIndexOf(Buffer.from(ecdsaWithSha256));
    expect(at).toBeGreaterThan(0);
    bytes.write('06082a8648ce3d04037f', at, 'latin1');
    const { facts } = await validateSignatures(jobOf({ name: 'odd.pdf', bytes, data: bytes, type: 'application/pdf' }, { trusted: [] }));
    expect(facts.signatures[0]).toMatchObject({ integrity: 'cannot-check', problem: 'unknown-algorithm' });
  }, 60_000);

  it('reports a broken signature field as malformed, without failing the file', async () => {
    const bytes = Buffer.from(await fileBytes((await sign(corpusFile('pdfa-1b-01.pdf'), await personalP12('ecdsa-p256'))).outputs[0]));
    // A byte range that runs past the end of the file (Folio pads the range with spaces: same length).
    const text = bytes.toString('latin1');
    const match = /\/ByteRange \[ 0 (\d+) (\d+) (\d+) \] */.exec(text)!;
    bytes.write(`/ByteRange [ 0 ${match[1]} ${match[2]} ${Number(match[3]) + 1_000_000} ]`.padEnd(match[0].length, ' '), match.index, 'latin1');
    const { facts } = await validateSignatures(jobOf({ name: 'broken.pdf', bytes, data: bytes, type: 'application/pdf' }, { trusted: [] }));
    expect(facts.signatures[0]).toMatchObject({ integrity: 'cannot-check', problem: 'malformed' });
  }, 60_000);
});

describe('a timestamp (PAdES B-T)', () => {
  it('asks the configured authority to stamp the signature value, and the validator reads its time', async () => {
    const tsa = opensslTsa();
    vi.stubGlobal('fetch', tsa.fetch);
    try {
      const settings = { ...defaultSignPdfSettings, certificate: await personalP12('ecdsa-p256'), certificatePassword: PASSWORD, timestamp: true, timestampAuthority: tsa.url };
      const file = corpusFile('pdfa-1b-01.pdf');
      const { outputs, facts } = await signPdf(jobOf({ ...file, data: file.bytes }, settings));
      expect(tsa.requests()).toBe(1);
      expect(facts.timestampedBy).toBe('tsa.example.test');
      const bytes = await fileBytes(outputs[0]);
      expect(signatureValidations(pdfsigReport(bytes))).toEqual(['Signature is Valid.']);
      const { facts: checked } = await validateSignatures(jobOf({ name: 'stamped.pdf', bytes, data: bytes, type: 'application/pdf' }, { trusted: [] }));
      expect(checked.signatures[0]).toMatchObject({ integrity: 'intact', coversWholeFile: true });
      expect(Math.abs(new Date(checked.signatures[0].timestampTime!).getTime() - Date.now())).toBeLessThan(60_000);
    } finally {
      vi.unstubAllGlobals();
    }
  }, 60_000);

  it('says in words when the authority cannot be reached, and nothing is signed', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    try {
      const settings = { ...defaultSignPdfSettings, certificate: await personalP12('ecdsa-p256'), certificatePassword: PASSWORD, timestamp: true, timestampAuthority: 'https://tsa.example.test/stamp' };
      await expect(sign(corpusFile('pdfa-1b-01.pdf'), settings.certificate, settings)).rejects.toMatchObject({ message: 'The timestamp authority tsa.example.test could not be reached. Sign without a timestamp, or try again later.' });
    } finally {
      vi.unstubAllGlobals();
    }
  }, 60_000);
});

describe('the incremental save', () => {
  it('numbers its objects past the file\'s object streams: qpdf and MuPDF read every object after signing', async () => {
    const { PDFDocument: Document } = await import('pdf-lib');
    const made = await Document.create();
    for (let index = 0; index < 3; index += 1) made.addPage([300, 200]);
    // pdf-lib's default save packs objects into object streams, numbered last (pdf-lib does not count them on load).
    const bytes = await made.save();
    const { outputs } = await sign({ name: 'object-streams.pdf', bytes }, await personalP12('ecdsa-p256'), { box: { page: 2, x: 0.1, y: 0.1, width: 0.5, height: 0.2 } });
    const signed = await fileBytes(outputs[0]);
    const path = onDisk(signed);
    expect(execFileSync('qpdf', ['--check', path], { encoding: 'utf8' })).toContain('No syntax or stream encoding errors');
    expect(execFileSync('mutool', ['info', path], { encoding: 'utf8' })).toMatch(/Pages: 3/);
    expect(signatureValidations(pdfsigReport(signed))).toEqual(['Signature is Valid.']);
  }, 60_000);
});
