// What a certificate says, as facts for the screens: names as "CN=…, O=…", serial and fingerprint in hex.
import type * as pkijs from 'pkijs';
import type { CertificateFacts } from '../../../src/contract/digital-signature';
import { cryptoEngine } from './pki';

const NAMES: Record<string, string> = {
  '2.5.4.3': 'CN', '2.5.4.10': 'O', '2.5.4.11': 'OU', '2.5.4.6': 'C', '2.5.4.7': 'L', '2.5.4.8': 'ST',
  '1.2.840.113549.1.9.1': 'E', '2.5.4.5': 'SERIALNUMBER', '2.5.4.42': 'GN', '2.5.4.4': 'SN',
};

export function distinguishedName(name: pkijs.RelativeDistinguishedNames): string {
  return name.typesAndValues
    .map(({ type, value }) => `${NAMES[type] ?? type}=${(value.valueBlock as { value?: unknown }).value ?? ''}`)
    .join(', ');
}

/** The common name (CN) of a name, else the whole name. */
export function commonName(name: pkijs.RelativeDistinguishedNames): string {
  const cn = name.typesAndValues.find(({ type }) => type === '2.5.4.3');
  return cn ? String((cn.value.valueBlock as { value?: unknown }).value ?? '') : distinguishedName(name);
}

export function hex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The certificate's DER as hexadecimal text: how two copies of one certificate are known as one. */
export function certificateHex(certificate: pkijs.Certificate): string {
  return hex(certificate.toSchema().toBER(false));
}

export async function certificateFacts(certificate: pkijs.Certificate): Promise<CertificateFacts> {
  const der = certificate.toSchema().toBER(false);
  const fingerprint = await cryptoEngine().digest({ name: 'SHA-256' }, der);
  return {
    subject: distinguishedName(certificate.subject),
    issuer: distinguishedName(certificate.issuer),
    serial: hex(certificate.serialNumber.valueBlock.valueHexView),
    notBefore: certificate.notBefore.value.toISOString(),
    notAfter: certificate.notAfter.value.toISOString(),
    selfSigned: certificate.subject.isEqual(certificate.issuer),
    fingerprint: hex(fingerprint),
  };
}
