// RFC 3161 timestamp tokens: the TSTInfo a timestamp authority signed (its time, and the hash of
// what it stamped), inside a signature's unsigned attributes or as a document timestamp of its own.
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { attribute } from './cms-check';
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

/** The time of the timestamp a signature carries among its unsigned attributes. */
export function signatureTimestampTime(signerInfo: pkijs.SignerInfo | undefined): string | null {
  const token = attribute(signerInfo?.unsignedAttrs, OID.timeStampToken);
  if (!token) return null;
  try {
    const info = new pkijs.ContentInfo({ schema: token as asn1js.Sequence });
    return tstInfoOf(new pkijs.SignedData({ schema: info.content }))?.info.genTime.toISOString() ?? null;
  } catch {
    return null;
  }
}
