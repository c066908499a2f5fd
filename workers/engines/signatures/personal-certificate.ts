// A personal certificate made on the device: a new key pair (RSA 3072 or ECDSA P-256) and a
// self-signed certificate naming the person, valid for three years, for signing documents.
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { SignatureKeyType } from '../../../src/contract/digital-signature';
import { cryptoEngine, OID } from './pki';
import { KEY_ALGORITHMS, type SignerKey } from './signer-key';

const VALID_YEARS = 3;

export interface PersonName {
  name: string;
  email: string;
}

export async function makePersonalCertificate({ name, email }: PersonName, keyType: SignatureKeyType, now = new Date()): Promise<SignerKey> {
  const engine = cryptoEngine();
  const algorithm = KEY_ALGORITHMS[keyType];
  // Extractable only so the PKCS#12 file can hold it: it is wrapped with the user's password there.
  const keys = await engine.generateKey(algorithm, true, ['sign', 'verify']) as CryptoKeyPair;
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  certificate.serialNumber = new asn1js.Integer({ valueHex: serialNumber() });
  certificate.subject = personName(name, email);
  certificate.issuer = personName(name, email);
  certificate.notBefore.value = new Date(now.getTime() - 60_000);
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + VALID_YEARS);
  certificate.notAfter.value = notAfter;
  certificate.extensions = [
    new pkijs.Extension({ extnID: OID.basicConstraints, critical: true, extnValue: new pkijs.BasicConstraints({ cA: false }).toSchema().toBER(false) }),
    // digitalSignature and nonRepudiation (contentCommitment): the bits a document signature needs.
    new pkijs.Extension({ extnID: OID.keyUsage, critical: true, extnValue: new asn1js.BitString({ valueHex: new Uint8Array([0xc0]).buffer, unusedBits: 6 }).toBER(false) }),
    new pkijs.Extension({ extnID: OID.extKeyUsage, extnValue: new pkijs.ExtKeyUsage({ keyPurposes: [OID.emailProtection] }).toSchema().toBER(false) }),
  ];
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey, engine);
  await certificate.sign(keys.privateKey, 'SHA-256', engine);
  return { privateKey: keys.privateKey, chain: [certificate] };
}

/**
 * CN=name, E=email as two names one after the other (PKIjs would write them as one name of two
 * parts, "CN=…+E=…"), built as DER and read back so PKIjs keeps that encoding.
 */
function personName(name: string, email: string): pkijs.RelativeDistinguishedNames {
  const parts = [new pkijs.AttributeTypeAndValue({ type: OID.commonName, value: new asn1js.Utf8String({ value: name }) })];
  if (email) parts.push(new pkijs.AttributeTypeAndValue({ type: OID.email, value: new asn1js.IA5String({ value: email }) }));
  const der = new asn1js.Sequence({ value: parts.map((part) => new asn1js.Set({ value: [part.toSchema()] })) }).toBER(false);
  return pkijs.RelativeDistinguishedNames.fromBER(der);
}

/** 16 random bytes, positive as DER reads them. */
function serialNumber(): ArrayBuffer {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[0] &= 0x7f;
  bytes[0] |= 0x01;
  return bytes.buffer;
}
