import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { validateSignatures } from './validate-signatures';
import { corpusFile } from '../../../test/fixtures/corpus';
import { jobOf } from '../../../test/fixtures/engine-job';
import { namedBytes } from '../../../src/contract/named-file';

const nativeSigned = () => corpusFile('signed-poppler-rsa.pdf');
const trustedCa = () => namedBytes('ca.pem', corpusFile('signed-poppler-ca.pem').bytes);

describe('validateSignatures', () => {
  it('reports a signature made by poppler\'s pdfsig as intact, with its signer, covering the whole file', async () => {
    const { facts } = await validateSignatures(jobOf(nativeSigned(), { trusted: [] }));
    expect(facts.signatures).toHaveLength(1);
    const [signature] = facts.signatures;
    expect(signature.integrity).toBe('intact');
    expect(signature.problem).toBeNull();
    expect(signature.signer?.subject).toContain('CN=Grace Hopper');
    expect(signature.signer?.issuer).toContain('CN=Folio Test CA');
    // pdfsig carries the signer's certificate (twice), not its issuer's.
    expect(signature.chain.map((certificate) => certificate.subject)).toEqual(['CN=Grace Hopper, O=Folio tests']);
    expect(signature.reason).toBe('Approved for release');
    expect(signature.coversWholeFile).toBe(true);
    expect(signature.certificateValidAtSigning).toBe(true);
    expect(signature.trusted).toBe(false);
  });

  it('trusts the signer once the user trusts the certificate authority that issued it', async () => {
    const { facts } = await validateSignatures(jobOf(nativeSigned(), { trusted: [trustedCa()] }));
    expect(facts.signatures[0].trusted).toBe(true);
  });

  it('finds one byte changed inside the signed range: altered', async () => {
    const bytes = nativeSigned().bytes.slice();
    // A byte of the first page's content, well inside the first range.
    const at = 2000;
    bytes[at] = bytes[at] === 0x41 ? 0x42 : 0x41;
    const { facts } = await validateSignatures(jobOf({ name: 'tampered.pdf', bytes, data: bytes, type: 'application/pdf' }, { trusted: [] }));
    expect(facts.signatures[0].integrity).toBe('altered');
    expect(facts.signatures[0].problem).toBe('digest-mismatch');
  });

  it('says what a later save changed: a page added after signing', async () => {
    const original = nativeSigned().bytes;
    const document = await PDFDocument.load(original);
    document.addPage();
    // pdf-lib writes a whole new file: append only its objects as an update would (the signed bytes stay first).
    const rewritten = await document.save({ useObjectStreams: false });
    const updated = await appendAsUpdate(original, rewritten);
    const { facts } = await validateSignatures(jobOf({ name: 'appended.pdf', bytes: updated, data: updated, type: 'application/pdf' }, { trusted: [] }));
    const [signature] = facts.signatures;
    expect(signature.integrity).toBe('intact');
    expect(signature.coversWholeFile).toBe(false);
    expect(signature.changesAfter).toMatchObject({ pagesAdded: 1, pagesRemoved: 0, laterSignatures: 0 });
    // pdfsig's own save, then ours.
    expect(facts.revisions).toBe(3);
  });

  it('reports a file without signatures as having none', async () => {
    const { facts } = await validateSignatures(jobOf(corpusFile('multipage-outline-links-4p.pdf'), { trusted: [] }));
    expect(facts.signatures).toEqual([]);
  });
});

/**
 * The original bytes, then every object of the rewritten file and a classic table after them with
 * /Prev to the original's: a valid incremental update, made the blunt way for a test.
 */
async function appendAsUpdate(original: Uint8Array, rewritten: Uint8Array): Promise<Uint8Array> {
  const text = new TextDecoder('latin1').decode(rewritten);
  const body = text.slice(text.indexOf('\n', text.indexOf('%PDF')) + 1, text.lastIndexOf('\nxref'));
  const previous = Number(/startxref\s+(\d+)\s*%%EOF\s*$/.exec(new TextDecoder('latin1').decode(original))![1]);
  const start = original.length + 1;
  const offsets: Array<[number, number]> = [];
  for (const match of body.matchAll(/(?:^|\n)(\d+) 0 obj/g)) offsets.push([Number(match[1]), start + match.index! + (match[0].startsWith('\n') ? 1 : 0)]);
  const trailer = /trailer\s*(<<[\s\S]*?>>)\s*startxref/.exec(text)![1].replace(/\/Prev \d+/, '').replace(/>>$/, `/Prev ${previous} >>`);
  const xrefAt = start + body.length + 1;
  const xref = `xref\n${offsets.map(([number, offset]) => `${number} 1\n${String(offset).padStart(10, '0')} 00000 n\r\n`).join('')}`;
  const tail = `\n${body}\n${xref}trailer\n${trailer}\nstartxref\n${xrefAt}\n%%EOF\n`;
  const bytes = new Uint8Array(original.length + tail.length);
  bytes.set(original);
  bytes.set(Uint8Array.from(tail, (char) => char.charCodeAt(0) & 0xff), original.length);
  return bytes;
}

describe('validateSignatures on signatures made elsewhere (pyHanko\'s test files)', () => {
  const check = async (name: string) => (await validateSignatures(jobOf(corpusFile(name), { trusted: [] }))).facts.signatures;
  const summary = (signatures: Awaited<ReturnType<typeof check>>) => signatures.map(({ field, kind, integrity, problem, coversWholeFile }) => ({ field, kind, integrity, problem, coversWholeFile }));

  it('finds the signer named by its subject key identifier (pdfsig cannot)', async () => {
    expect(summary(await check('pyhanko-sig-with-ski-sid.pdf'))).toEqual([{ field: 'Sig1', kind: 'signature', integrity: 'intact', problem: null, coversWholeFile: true }]);
  });

  it('checks a document timestamp: the authority\'s signature and its hash of the file', async () => {
    const signatures = await check('pyhanko-pades-lta-dss-indirect-arrs-test.pdf');
    expect(summary(signatures)).toEqual([
      { field: 'Sig1', kind: 'signature', integrity: 'intact', problem: null, coversWholeFile: false },
      { field: expect.stringMatching(/^Timestamp-/), kind: 'timestamp', integrity: 'intact', problem: null, coversWholeFile: false },
    ]);
    expect(signatures[1].timestampTime).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('never calls Ed448 with a hash it does not allow valid: cannot check', async () => {
    expect(summary(await check('pyhanko-ed448-disallowed-hash.pdf'))).toMatchObject([{ integrity: 'cannot-check', problem: 'unknown-algorithm' }]);
  });

  it('reads the signature of a public-key encrypted file, without showing its encrypted names', async () => {
    expect(summary(await check('pyhanko-signed-encrypted-pubkey-with-catalog-ref.pdf'))).toEqual([{ field: 'Signature 1', kind: 'signature', integrity: 'intact', problem: null, coversWholeFile: true }]);
  });

  it('lists signatures in the order they were made, not the fields\' order', async () => {
    expect((await check('pyhanko-minimal-two-fields-signed-twice.pdf')).map(({ field, coversWholeFile }) => [field, coversWholeFile])).toEqual([['Sig2', false], ['Sig1', true]]);
  });

  it('does not call a signature that leaves the file\'s tail uncovered whole', async () => {
    expect(summary(await check('pyhanko-coverage-anomalies_tail-uncovered.pdf'))).toMatchObject([{ integrity: 'intact', coversWholeFile: false }]);
  });

  it('does not call a signature whole when its gap leaves out more than its own value (pdfsig does)', async () => {
    expect(summary(await check('pyhanko-coverage-anomalies_signature-gap-too-big.pdf'))).toMatchObject([{ integrity: 'intact', problem: 'uncovered-bytes', coversWholeFile: false }]);
  });

  it('checks a signature without signed attributes over the covered bytes themselves', async () => {
    expect(summary(await check('pyhanko-sig-no-signed-attrs.pdf'))).toMatchObject([{ integrity: 'intact', coversWholeFile: true }]);
  });
});

describe('trust', () => {
  it('is never granted through a certificate that is not an authority (an employee certificate issuing "CEO")', async () => {
    const { execFileSync } = await import('node:child_process');
    const { mkdtempSync, readFileSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { signPdf } = await import('./sign-pdf');
    const { defaultSignPdfSettings } = await import('../../../src/contract/digital-signature');
    const { fileBytes } = await import('../../../src/contract/named-file');
    const dir = mkdtempSync(join(tmpdir(), 'chain-'));
    const at = (name: string) => join(dir, name);
    const run = (args: string[]) => execFileSync('openssl', args, { stdio: 'ignore' });
    run(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', at('root.key'), '-out', at('root.pem'), '-days', '30', '-subj', '/CN=Company Root', '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign']);
    const issue = (name: string, issuer: string, extensions: string) => {
      run(['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', at(`${name}.key`), '-out', at(`${name}.csr`), '-subj', `/CN=${name}`]);
      writeFileSync(at(`${name}.cnf`), extensions);
      run(['x509', '-req', '-in', at(`${name}.csr`), '-CA', at(`${issuer}.pem`), '-CAkey', at(`${issuer}.key`), '-CAcreateserial', '-out', at(`${name}.pem`), '-days', '30', '-extfile', at(`${name}.cnf`)]);
    };
    issue('Employee', 'root', 'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\n');
    issue('CEO', 'Employee', 'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\n');
    issue('Real CEO', 'root', 'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\n');
    const signedBy = async (name: string, chain: string[]) => {
      writeFileSync(at('chain.pem'), chain.map((file) => readFileSync(at(file), 'utf8')).join(''));
      run(['pkcs12', '-export', '-inkey', at(`${name}.key`), '-in', at(`${name}.pem`), '-certfile', at('chain.pem'), '-out', at(`${name}.p12`), '-passout', 'pass:chain-test']);
      const certificate = namedBytes(`${name}.p12`, new Uint8Array(readFileSync(at(`${name}.p12`))));
      const file = corpusFile('pdfa-1b-01.pdf');
      const { outputs } = await signPdf(jobOf({ ...file, data: file.bytes }, { ...defaultSignPdfSettings, certificate, certificatePassword: 'chain-test' }));
      const bytes = await fileBytes(outputs[0]);
      const root = namedBytes('root.pem', new Uint8Array(readFileSync(at('root.pem'))));
      return (await validateSignatures(jobOf({ name: 'signed.pdf', bytes, data: bytes, type: 'application/pdf' }, { trusted: [root] }))).facts.signatures[0];
    };
    expect(await signedBy('CEO', ['Employee.pem', 'root.pem'])).toMatchObject({ integrity: 'intact', trusted: false });
    expect(await signedBy('Real CEO', ['root.pem'])).toMatchObject({ integrity: 'intact', trusted: true });
  }, 60_000);
});
