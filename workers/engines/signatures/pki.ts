// PKIjs over the platform's Web Crypto (the browser's in the worker, Node's under test): one engine
// for certificates, PKCS#12 files and CMS signatures.
import * as pkijs from 'pkijs';

let engine: pkijs.ICryptoEngine | undefined;

export function cryptoEngine(): pkijs.ICryptoEngine {
  if (!engine) {
    engine = new pkijs.CryptoEngine({ name: 'webcrypto', crypto: globalThis.crypto });
    pkijs.setEngine('webcrypto', engine);
  }
  return engine;
}

export function utf8(text: string): ArrayBuffer {
  return new TextEncoder().encode(text).buffer as ArrayBuffer;
}

export function bufferOf(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

export const OID = {
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  email: '1.2.840.113549.1.9.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  ecPublicKey: '1.2.840.10045.2.1',
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  timeStampToken: '1.2.840.113549.1.9.16.2.14',
  keyBag: '1.2.840.113549.1.12.10.1.1',
  shroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  certBag: '1.2.840.113549.1.12.10.1.3',
  keyUsage: '2.5.29.15',
  basicConstraints: '2.5.29.19',
  extKeyUsage: '2.5.29.37',
  emailProtection: '1.3.6.1.5.5.7.3.4',
  sha256: '2.16.840.1.101.3.4.2.1',
} as const;
