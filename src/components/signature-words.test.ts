import { describe, expect, it } from 'vitest';
import type { SignatureReport } from '../contract/digital-signature';
import { changeSentences, titleOf, trustSentence, verdictOf } from './signature-words';

const report: SignatureReport = {
  field: 'Signature1', kind: 'signature', subFilter: 'ETSI.CAdES.detached',
  signer: { subject: 'CN=Grace Hopper, O=Navy', issuer: 'CN=Test CA', serial: '01', notBefore: '2020-01-01T00:00:00Z', notAfter: '2030-01-01T00:00:00Z', selfSigned: false, fingerprint: 'ab' },
  chain: [], claimedTime: '2026-01-01T00:00:00Z', timestampTime: null, integrity: 'intact', problem: null, reason: '', location: '',
  coversWholeFile: true, changesAfter: null, certificateValidAtSigning: true, trusted: false,
};

describe('the words of a signature report', () => {
  it('says valid, changed, invalid or cannot check from the facts', () => {
    expect(verdictOf(report)).toBe('valid');
    expect(verdictOf({ ...report, coversWholeFile: false })).toBe('changed');
    expect(verdictOf({ ...report, integrity: 'altered' })).toBe('invalid');
    expect(verdictOf({ ...report, integrity: 'cannot-check', problem: 'unknown-algorithm' })).toBe('unknown');
  });

  it('never vouches for a signer the user does not trust', () => {
    expect(trustSentence(report)).toBe('Signed by Grace Hopper; Folio cannot tell whether Grace Hopper is who they claim.');
    expect(trustSentence({ ...report, trusted: true })).toBe('Signed by Grace Hopper, whose certificate leads to a certificate you trust.');
  });

  it('words a document timestamp as the authority vouching for the file at a time', () => {
    const stamp = { ...report, kind: 'timestamp' as const, timestampTime: '2026-03-01T12:00:00Z', signer: { ...report.signer!, subject: 'CN=Example TSA' } };
    expect(titleOf(stamp)).toBe('Valid document timestamp: the document has not changed since it was stamped');
    expect(trustSentence(stamp)).toMatch(/^The timestamp authority Example TSA vouches the file existed as stamped on .+; Folio cannot tell whether Example TSA is who they claim\.$/);
  });

  it('names what later saves changed', () => {
    expect(changeSentences({ pagesAdded: 2, pagesRemoved: 0, annotationsAdded: 1, annotationsRemoved: 0, fieldsChanged: ['name'], laterSignatures: 1 }))
      .toEqual(['2 pages added.', '1 annotation (comments, drawings, stamps) added.', 'Form fields filled in or changed: name.', '1 signature added after this one.']);
  });
});
