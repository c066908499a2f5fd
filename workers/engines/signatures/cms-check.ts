// Checks a CMS SignedData against the bytes it signs: finds the signer's certificate among those it
// carries, compares the message digest, and verifies the signature value with the signer's key.
// An algorithm Folio cannot check is said so, never taken as valid.
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { sha1 } from '@noble/hashes/legacy';
import type { SignatureIntegrity, SignatureReport } from '../../../src/contract/digital-signature';
import { cryptoEngine, OID } from './pki';
import { isKnownHash, type HashName } from './signed-ranges';

export interface CmsCheck {
  integrity: SignatureIntegrity;
  problem: SignatureReport['problem'];
}

/**
 * The signature algorithms Web Crypto checks: RSA PKCS #1 v1.5 (named by its hash, or as plain
 * rsaEncryption, as many signers write it), RSA-PSS and ECDSA.
 */
const SIGNATURE_ALGORITHMS = ['RSASSA-PKCS1-v1_5', 'RSAES-PKCS1-v1_5', 'RSA-PSS', 'ECDSA'];

/** The digest algorithm the signer used, when Folio can compute it. */
export function signerHash(signerInfo: pkijs.SignerInfo): HashName | undefined {
  try {
    const { name } = cryptoEngine().getAlgorithmByOID(signerInfo.digestAlgorithm.algorithmId, true);
    return isKnownHash(name) ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The signature checked: `contentDigest` is the digest of what was signed (the byte range, or a
 * timestamp's TSTInfo) and `content` the bytes themselves, needed only when the signer signed them
 * without attributes.
 */
export async function checkCms(signerInfo: pkijs.SignerInfo, signer: pkijs.Certificate, hash: HashName, contentDigest: Uint8Array, content: () => Uint8Array<ArrayBuffer>): Promise<CmsCheck> {
  const engine = cryptoEngine();
  const signedAttrs = signerInfo.signedAttrs;
  let signedBytes: Uint8Array<ArrayBuffer>;
  if (signedAttrs) {
    const messageDigest = attribute(signedAttrs, OID.messageDigest) as asn1js.OctetString | undefined;
    if (!messageDigest || !sameBytes(messageDigest.valueBlock.valueHexView, contentDigest)) return { integrity: 'altered', problem: 'digest-mismatch' };
    // The signature is over the attributes' DER as a SET (RFC 5652, 5.4), not as they sit tagged [0].
    signedBytes = new Uint8Array(signedAttrs.encodedValue.slice(0));
    signedBytes[0] = 0x31;
  } else {
    signedBytes = content();
  }
  // The algorithm the signer names must be one Folio knows: PKIjs would otherwise check by the
  // key's kind alone, and call "intact" a signature that claims an algorithm nobody can check.
  const named = engine.getAlgorithmByOID(signerInfo.signatureAlgorithm.algorithmId, false) as Partial<Algorithm>;
  if (!named.name || !SIGNATURE_ALGORITHMS.includes(named.name)) return { integrity: 'cannot-check', problem: 'unknown-algorithm' };
  try {
    const ok = await engine.verifyWithPublicKey(signedBytes, signerInfo.signature, signer.subjectPublicKeyInfo, signerInfo.signatureAlgorithm, hash);
    return ok ? { integrity: 'intact', problem: null } : { integrity: 'altered', problem: 'bad-signature' };
  } catch {
    return { integrity: 'cannot-check', problem: 'unknown-algorithm' };
  }
}

/** The certificate a signer info names: by issuer and serial number, or by subject key identifier. */
export function identifies(sid: pkijs.SignerInfo['sid'], certificate: pkijs.Certificate): boolean {
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    return sid.issuer.isEqual(certificate.issuer) && sid.serialNumber.isEqual(certificate.serialNumber);
  }
  // [0] SubjectKeyIdentifier, tagged implicitly: the key identifier's bytes are the value itself.
  const wanted = (sid as asn1js.Primitive).valueBlock?.valueHexView;
  if (!wanted) return false;
  const extension = certificate.extensions?.find((item) => item.extnID === '2.5.29.14');
  const declared = (extension?.parsedValue as asn1js.OctetString | undefined)?.valueBlock.valueHexView;
  // Without the extension: the usual identifier, the SHA-1 of the public key (RFC 5280, 4.2.1.2).
  const computed = sha1(certificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView);
  return sameBytes(declared ?? computed, wanted);
}

export function attribute(attributes: pkijs.SignedAndUnsignedAttributes | undefined, type: string): unknown {
  return attributes?.attributes.find((item) => item.type === type)?.values[0];
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}
