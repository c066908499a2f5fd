// Whether a signer's certificate chains to a certificate the user chose to trust: each link's
// signature checked, issuers taken from the signature's own certificates or the trusted ones, and
// only a certificate authority (basic constraints cA, key usage keyCertSign, valid at signing) may issue.
import type * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { certificateHex } from './certificate-facts';
import { cryptoEngine } from './pki';

export async function chainsToTrusted(signer: pkijs.Certificate, carried: pkijs.Certificate[], trusted: pkijs.Certificate[], when = new Date()): Promise<boolean> {
  if (trusted.length === 0) return false;
  const trustedDer = new Set(trusted.map(certificateHex));
  const candidates = [...carried, ...trusted];
  let current = signer;
  for (let depth = 0; depth < 10; depth += 1) {
    // The signer's own certificate may be the trusted one (a colleague's personal certificate).
    if (trustedDer.has(certificateHex(current))) return true;
    const issuer = await findIssuer(current, candidates, when, depth);
    if (!issuer || issuer === current) return false;
    current = issuer;
  }
  return false;
}

/** A certificate that may issue others, `below` certificates under it, at `when`. */
function isAuthority(certificate: pkijs.Certificate, when: Date, below: number): boolean {
  const constraints = certificate.extensions?.find((item) => item.extnID === '2.5.29.19')?.parsedValue as pkijs.BasicConstraints | undefined;
  if (!constraints?.cA) return false;
  const pathLength = typeof constraints.pathLenConstraint === 'number' ? constraints.pathLenConstraint : (constraints.pathLenConstraint as { valueBlock?: { valueDec?: number } } | undefined)?.valueBlock?.valueDec;
  if (pathLength !== undefined && below > pathLength) return false;
  const usage = certificate.extensions?.find((item) => item.extnID === '2.5.29.15')?.parsedValue as asn1js.BitString | undefined;
  // keyCertSign is bit 5: 0x04 in the first byte.
  if (usage && !((usage.valueBlock.valueHexView[0] ?? 0) & 0x04)) return false;
  return certificate.notBefore.value <= when && when <= certificate.notAfter.value;
}

async function findIssuer(certificate: pkijs.Certificate, candidates: pkijs.Certificate[], when: Date, below: number): Promise<pkijs.Certificate | undefined> {
  for (const candidate of candidates) {
    if (!candidate.subject.isEqual(certificate.issuer) || !isAuthority(candidate, when, below)) continue;
    try {
      if (await certificate.verify(candidate, cryptoEngine())) return candidate;
    } catch {
      // A key Folio cannot check: not an issuer it can vouch for.
    }
  }
  return undefined;
}

/** Certificates from files: DER, or PEM with one or more certificates. */
export function parseCertificates(bytes: Uint8Array): pkijs.Certificate[] {
  const text = new TextDecoder('latin1').decode(bytes);
  const pems = [...text.matchAll(/-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/g)];
  const ders = pems.length > 0
    ? pems.map(([, body]) => Uint8Array.from(atob(body.replace(/\s+/g, '')), (char) => char.charCodeAt(0)))
    : [bytes];
  return ders.map((der) => pkijs.Certificate.fromBER(der.buffer.slice(der.byteOffset, der.byteOffset + der.byteLength) as ArrayBuffer));
}
