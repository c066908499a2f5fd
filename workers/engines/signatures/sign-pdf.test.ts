import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signPdf } from './sign-pdf';
import { makeCertificate } from './make-certificate';
import { corpusFile } from '../../../test/fixtures/corpus';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';
import { namedBytes } from '../../../src/contract/named-file';
import { defaultSignPdfSettings, type SignatureKeyType, type SignPdfSettings } from '../../../src/contract/digital-signature';

const PASSWORD = 'correct horse';

async function personalP12(keyType: SignatureKeyType, name = 'Ada Lovelace') {
  const result = await makeCertificate(jobOf([], { name, email: 'ada@example.org', keyType, password: PASSWORD }));
  return namedBytes(result.outputs[0].name, outputBytes(result.outputs[0]));
}

function pdfsig(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdfsig-'));
  writeFileSync(join(dir, 'signed.pdf'), bytes);
  try {
    return execFileSync('pdfsig', ['-nocert', join(dir, 'signed.pdf')], { encoding: 'utf8' });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

describe('signPdf', () => {
  for (const keyType of ['ecdsa-p256', 'rsa-3072'] as const) {
    it(`signs invisibly with a personal ${keyType} certificate; pdfsig says the signature is valid`, async () => {
      const certificate = await personalP12(keyType);
      const settings: SignPdfSettings = { ...defaultSignPdfSettings, certificate, certificatePassword: PASSWORD, reason: 'I approve', location: 'London' };
      const { outputs, facts } = await signPdf(jobOf(corpusFile('multipage-outline-links-4p.pdf'), settings));
      const report = pdfsig(outputBytes(outputs[0]));
      writeFileSync(`/tmp/sig/invisible-${keyType}.pdf`, outputBytes(outputs[0]));
      expect(report).toContain('Signature is Valid');
      expect(report).toContain('Ada Lovelace');
      expect(report).toContain('Total document signed');
      expect(facts.signer.subject).toContain('CN=Ada Lovelace');
    }, 60_000);
  }
});
