import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import { findResultByUrl } from '../result-store';

const p12 = corpusFile('signed-poppler-signer.p12');

function signForm(password: string): FormData {
  const form = formWithFiles([pdfFile(corpusFile('pdfa-1b-01.pdf'))]);
  form.append('certificate', new File([p12.bytes as BlobPart], p12.name, { type: 'application/x-pkcs12' }));
  form.append('certificatePassword', password);
  return form;
}

describe('digital signatures through the local API', () => {
  it('makes a personal certificate, answered as a .p12 with its facts', async () => {
    const form = new FormData();
    form.append('name', 'Ada Lovelace');
    form.append('email', 'ada@example.org');
    form.append('password', 'correct horse');
    const response = await callLocalApi('/api/make-certificate?keyType=ecdsa-p256', { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.certificate.filename).toBe('Ada-Lovelace-certificate.p12');
    expect(answer.facts).toMatchObject({ subject: 'CN=Ada Lovelace, E=ada@example.org', selfSigned: true });
  });

  it('refuses a short certificate password with a 400 that says how long it must be', async () => {
    const form = new FormData();
    form.append('name', 'Ada');
    form.append('password', 'short');
    const response = await callLocalApi('/api/make-certificate', { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Choose a password of at least 8 characters for the certificate file.');
  });

  it('signs with a .p12 and validates the result', async () => {
    const answer = await (await callLocalApi('/api/sign-pdf-certificate?reason=Approved', { method: 'POST', body: signForm('folio-test') })).json();
    expect(answer.files).toMatchObject([{ filename: 'pdfa-1b-01-signed.pdf', pages: 1 }]);
    expect(answer.facts.signer.subject).toBe('CN=Grace Hopper, O=Folio tests');
    const signed = new Uint8Array(await findResultByUrl(answer.files[0].url)!.blob.arrayBuffer());
    const check = formWithFiles([pdfFile({ name: 'signed.pdf', bytes: signed })]);
    const report = await (await callLocalApi('/api/validate-signatures', { method: 'POST', body: check })).json();
    expect(report).toMatchObject({ filename: 'signed.pdf', signatures: [{ integrity: 'intact', coversWholeFile: true, reason: 'Approved', trusted: false }] });
  });

  it('answers a wrong certificate password as wrong-password, and a request without a certificate as a 400', async () => {
    const wrong = await callLocalApi('/api/sign-pdf-certificate', { method: 'POST', body: signForm('nope') });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('The password does not open signed-poppler-signer.p12');
    const none = await callLocalApi('/api/sign-pdf-certificate', { method: 'POST', body: formWithFiles([pdfFile(corpusFile('pdfa-1b-01.pdf'))]) });
    expect(none.status).toBe(400);
    expect(await none.text()).toBe('Choose a certificate to sign with.');
    // This build has no timestamp authority: a request for a timestamp is refused, nothing is sent anywhere.
    const stamped = await callLocalApi('/api/sign-pdf-certificate?timestamp=1', { method: 'POST', body: signForm('folio-test') });
    expect(stamped.status).toBe(400);
    expect(await stamped.text()).toBe('Timestamps are not set up on this site: sign without one.');
  });
});
