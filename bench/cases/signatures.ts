// Signing and validating a ~100 MB PDF: Folio's signing engine (a personal RSA 3072 certificate,
// an incremental save, the byte range hashed as a stream) beside poppler's `pdfsig -add-signature`
// with the same kind of key in an NSS database, and Folio's validator beside `pdfsig` checking the
// result. Needs libnss3-tools (certutil, pk12util) and openssl for the native side.
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSignPdfSettings } from '../../src/contract/digital-signature';
import { fileBytes } from '../../src/contract/named-file';
import { makePersonalCertificate } from '../../workers/engines/signatures/personal-certificate';
import { writePkcs12 } from '../../workers/engines/signatures/pkcs12';
import { signPdf } from '../../workers/engines/signatures/sign-pdf';
import { validateSignatures } from '../../workers/engines/signatures/validate-signatures';
import { makeBigPhotoPdf } from '../big-photo-pdf';
import { timeRuns } from '../measure';
import { runTool, toolVersion } from '../pdf-tools';
import type { BenchSection } from '../results-writer';

const PASSWORD = 'bench password';
const TARGET_BYTES = 100 * 1024 * 1024;

/** An NSS database holding one RSA 3072 key and self-signed certificate, nicknamed "bench". */
function nssDatabase(workDir: string): string {
  const dir = join(workDir, 'nss');
  mkdirSync(dir);
  const key = join(workDir, 'bench.key');
  const cert = join(workDir, 'bench.pem');
  const p12 = join(workDir, 'bench.p12');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:3072', '-nodes', '-keyout', key, '-out', cert, '-days', '30', '-subj', '/CN=Bench Signer'], { stdio: 'ignore' });
  execFileSync('openssl', ['pkcs12', '-export', '-inkey', key, '-in', cert, '-out', p12, '-passout', `pass:${PASSWORD}`, '-name', 'bench'], { stdio: 'ignore' });
  execFileSync('certutil', ['-N', '-d', `sql:${dir}`, '--empty-password'], { stdio: 'ignore' });
  execFileSync('pk12util', ['-i', p12, '-d', `sql:${dir}`, '-W', PASSWORD], { stdio: 'ignore' });
  return dir;
}

export async function benchSignatures(workDir: string): Promise<BenchSection[]> {
  const { bytes, pages } = makeBigPhotoPdf(TARGET_BYTES);
  const inputPath = join(workDir, 'big.pdf');
  writeFileSync(inputPath, bytes);
  const signer = await makePersonalCertificate({ name: 'Bench Signer', email: '' }, 'rsa-3072');
  const certificate = { name: 'bench.p12', data: await writePkcs12(signer, PASSWORD) };
  const settings = { ...defaultSignPdfSettings, certificate, certificatePassword: PASSWORD };
  const folio = await timeRuns(() => signPdf({ files: [{ name: 'big.pdf', type: 'application/pdf', data: new Blob([bytes as BlobPart]) }], settings }), 3);
  const signed = await fileBytes(folio.result.outputs[0]);
  const folioPath = join(workDir, 'folio-signed.pdf');
  writeFileSync(folioPath, signed);
  const folioCheck = runTool('pdfsig', ['-nocert', folioPath]).stdout;
  if (!folioCheck.includes('Signature is Valid.')) throw new Error(`pdfsig does not find Folio's signature valid:\n${folioCheck}`);

  const nss = nssDatabase(workDir);
  const nativePath = join(workDir, 'pdfsig-signed.pdf');
  const native = await timeRuns(() => {
    const run = runTool('pdfsig', ['-add-signature', '-nssdir', `sql:${nss}`, '-nick', 'bench', inputPath, nativePath]);
    if (run.status !== 0) throw new Error(`pdfsig -add-signature failed (exit ${run.status}): ${run.stderr.trim()}`);
  }, 3);

  const validation = await timeRuns(() => validateSignatures({ files: [{ name: 'folio-signed.pdf', data: signed }], settings: { trusted: [] } }), 3);
  if (validation.result.facts.signatures[0]?.integrity !== 'intact') throw new Error('Folio does not find its own signature intact.');
  const nativeValidation = await timeRuns(() => runTool('pdfsig', ['-nocert', folioPath]), 3);
  const input = `${(bytes.length / 1024 / 1024).toFixed(0)} MB, ${pages} pages`;
  return [{
    title: 'Sign a 100 MB PDF',
    description: `A ${input} PDF of photos, signed invisibly with an RSA 3072 key: Folio's engine (PAdES B-B, incremental) beside \`pdfsig -add-signature\` (${toolVersion('pdfsig', ['-v'])}).`,
    reference: 'pdfsig',
    rows: [
      { tool: 'Folio', timing: folio.timing, outputBytes: signed.length, pages },
      { tool: 'pdfsig', timing: native.timing, outputBytes: statSync(nativePath).size, pages },
    ],
    notes: [
      'Folio writes only the update after the original bytes and hands the original File on as part of the result: the file is held once, and hashed as a stream.',
      `pdfsig checks Folio's result: ${/Signature Validation: (.*)/.exec(folioCheck)?.[1] ?? '?'}`,
      `pdfsig's own output is ${((statSync(nativePath).size - bytes.length) / 1024).toFixed(0)} kB larger than the input; Folio's ${((signed.length - bytes.length) / 1024).toFixed(0)} kB.`,
    ],
  }, {
    title: 'Validate the signature of a 100 MB PDF',
    description: `The file Folio signed above (${input}), checked by Folio's validator and by \`pdfsig\`.`,
    reference: 'pdfsig',
    rows: [
      { tool: 'Folio', timing: validation.timing, outputBytes: 0, pages },
      { tool: 'pdfsig', timing: nativeValidation.timing, outputBytes: 0, pages },
    ],
    notes: ['Both hash the whole byte range; Folio also reads the document (its signature fields, and the signed revision when the file changed after signing).'],
  }];
}
