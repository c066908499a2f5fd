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
