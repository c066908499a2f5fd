// makeCertificate: a personal certificate made on the device, answered as a .p12 protected by the
// password the user chose. The key exists unprotected only here, for the moment it takes to wrap it.
import { checkMakeCertificateSettings, makeCertificateOperation } from '../../../src/contract/digital-signature';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import { implement } from '../../runtime/operations';
import { certificateFacts } from './certificate-facts';
import { makePersonalCertificate } from './personal-certificate';
import { writePkcs12 } from './pkcs12';

export const makeCertificate = implement(makeCertificateOperation, async ({ settings }) => {
  const { name, email, keyType, password } = withSettingsChecked(() => checkMakeCertificateSettings(settings));
  const signer = await makePersonalCertificate({ name: name.trim(), email: email.trim() }, keyType);
  const p12 = await writePkcs12(signer, password);
  const fileName = `${name.trim().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'personal'}-certificate.p12`;
  return {
    outputs: [{ name: fileName, type: 'application/x-pkcs12', data: p12 }],
    facts: await certificateFacts(signer.chain[0]),
  };
});
