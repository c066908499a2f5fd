// RFC 3161 timestamp tokens: the TSTInfo a timestamp authority signed (its time, and the hash of
// what it stamped), inside a signature's unsigned attributes or as a document timestamp of its own.
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { attribute, checkCms, identifies, sameBytes, signerHash } from './cms-check';
import { digestBytes } from './signed-ranges';
import { OID } from './pki';

export const TST_INFO = '1.2.840.113549.1.9.16.1.4';

/** The TSTInfo a SignedData carries as its content, when it is a timestamp token. */
export function tstInfoOf(signedData: pkijs.SignedData): { info: pkijs.TSTInfo; der: Uint8Array<ArrayBuffer> } | undefined {
  if (signedData.encapContentInfo.eContentType !== TST_INFO) return undefined;
  const content = signedData.encapContentInfo.eContent;
  if (!content) return undefined;
  const der = new Uint8Array(content.getValue());
  return { info: pkijs.TSTInfo.fromBER(der), der };
}

/**
 * The time of the timestamp a signature carries among its unsigned attributes, when it holds: the
 * authority stamped this signature's value (its hash matches), and the authority's own signature on
 * the stamp checks out. A stamp that does not hold gives no time.
 */
export async function signatureTimestampTime(signerInfo: pkijs.SignerInfo | undefined): Promise<string | null> {
  const token = attribute(signerInfo?.unsignedAttrs, OID.timeStampToken);
  if (!token || !signerInfo) return null;
  try {
    const signedData = new pkijs.SignedData({ schema: new pkijs.ContentInfo({ schema: token as asn1js.Sequence }).content });
    const stamp = tstInfoOf(signedData);
    const authorityInfo = signedData.signerInfos[0];
    const authority = (signedData.certificates ?? []).find((item): item is pkijs.Certificate => item instanceof pkijs.Certificate && identifies(authorityInfo.sid, item));
    const imprintHash = signerHash(new pkijs.SignerInfo({ digestAlgorithm: stamp?.info.messageImprint.hashAlgorithm }));
    const hash = signerHash(authorityInfo);
    if (!stamp || !authority || !imprintHash || !hash) return null;
    const stamped = digestBytes(signerInfo.signature.valueBlock.valueHexView, imprintHash);
    if (!sameBytes(stamp.info.messageImprint.hashedMessage.valueBlock.valueHexView, stamped)) return null;
    const check = await checkCms(authorityInfo, authority, hash, digestBytes(stamp.der, hash), () => stamp.der);
    return check.integrity === 'intact' ? stamp.info.genTime.toISOString() : null;
  } catch {
    return null;
  }
}
