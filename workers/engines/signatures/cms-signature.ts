// The CMS of a PAdES baseline B-B signature: SignedData, detached, SHA-256, with the signed
// attributes PAdES asks for (content type, message digest, the signing certificate v2 naming the
// signer's certificate by its hash) and no signing-time attribute (PAdES puts the time in /M).
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { cryptoEngine, OID } from './pki';
import type { SignerKey } from './signer-key';

export async function cmsSignature({ privateKey, chain }: SignerKey, digest: Uint8Array): Promise<Uint8Array> {
  const engine = cryptoEngine();
  const signer = chain[0];
  const certificateHash = new Uint8Array(await engine.digest({ name: 'SHA-256' }, signer.toSchema().toBER(false)));
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
    signerInfos: [new pkijs.SignerInfo({
      version: 1,
      sid: new pkijs.IssuerAndSerialNumber({ issuer: signer.issuer, serialNumber: signer.serialNumber }),
      signedAttrs: new pkijs.SignedAndUnsignedAttributes({
        type: 0,
        attributes: [
          new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: OID.data })] }),
          new pkijs.Attribute({ type: OID.messageDigest, values: [new asn1js.OctetString({ valueHex: digest })] }),
          new pkijs.Attribute({ type: OID.signingCertificateV2, values: [signingCertificateV2(signer, certificateHash)] }),
        ],
      }),
    })],
    certificates: chain,
  });
  await signedData.sign(privateKey, 0, 'SHA-256', undefined, engine);
  const content = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
  return new Uint8Array(content.toSchema().toBER(false));
}

/**
 * SigningCertificateV2 (RFC 5035): one ESSCertIDv2 with the certificate's SHA-256 (the default
 * hash, so left out) and its issuer and serial number.
 */
function signingCertificateV2(certificate: pkijs.Certificate, hash: Uint8Array): asn1js.Sequence {
  const issuerSerial = new asn1js.Sequence({
    value: [
      new pkijs.GeneralNames({ names: [new pkijs.GeneralName({ type: 4, value: certificate.issuer })] }).toSchema(),
      certificate.serialNumber,
    ],
  });
  const essCertId = new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: hash }), issuerSerial] });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertId] })] });
}
