// PAdES B-T: a timestamp authority's token over the signature value (RFC 3161), added to the
// signer's unsigned attributes. Only the SHA-256 of the signature value is sent, to the authority
// the site's deployer configured; the document and the key stay here.
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { EngineError } from '../../../src/contract/errors';
import { sameBytes } from './cms-check';
import { cryptoEngine, OID } from './pki';
import { tstInfoOf } from './timestamp-token';

const TIMEOUT_MS = 30_000;

/** The CMS with a timestamp token of `authority` on its (first) signer's signature value. */
export async function withSignatureTimestamp(cms: Uint8Array, authority: string): Promise<Uint8Array> {
  const content = pkijs.ContentInfo.fromBER(cms.slice().buffer);
  const signedData = new pkijs.SignedData({ schema: content.content });
  const signerInfo = signedData.signerInfos[0];
  const imprint = new Uint8Array(await cryptoEngine().digest({ name: 'SHA-256' }, signerInfo.signature.valueBlock.valueHexView.slice()));
  const token = await requestToken(authority, imprint);
  signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
    type: 1,
    attributes: [new pkijs.Attribute({ type: OID.timeStampToken, values: [token.toSchema()] })],
  });
  const stamped = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
  return new Uint8Array(stamped.toSchema().toBER(false));
}

async function requestToken(authority: string, imprint: Uint8Array): Promise<pkijs.ContentInfo> {
  const nonce = crypto.getRandomValues(new Uint8Array(8));
  nonce[0] &= 0x7f;
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256, algorithmParams: new asn1js.Null() }),
      hashedMessage: new asn1js.OctetString({ valueHex: imprint }),
    }),
    nonce: new asn1js.Integer({ valueHex: nonce }),
    certReq: true,
  });
  const host = new URL(authority).host;
  let response: Response;
  try {
    response = await fetch(authority, {
      method: 'POST',
      headers: { 'Content-Type': 'application/timestamp-query' },
      body: request.toSchema().toBER(false),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new EngineError('engine-failed', `The timestamp authority ${host} could not be reached. Sign without a timestamp, or try again later.`);
  }
  if (!response.ok) throw new EngineError('engine-failed', `The timestamp authority ${host} refused the request (HTTP ${response.status}).`);
  let answer: pkijs.TimeStampResp;
  try {
    answer = pkijs.TimeStampResp.fromBER(await response.arrayBuffer());
  } catch {
    throw new EngineError('engine-failed', `The timestamp authority ${host} answered something that is not a timestamp.`);
  }
  // 0 granted, 1 granted with modifications; anything else is a refusal.
  if (answer.status.status > 1 || !answer.timeStampToken) throw new EngineError('engine-failed', `The timestamp authority ${host} refused to stamp the signature.`);
  const token = answer.timeStampToken;
  const stamped = tstInfoOf(new pkijs.SignedData({ schema: token.content }));
  const granted = stamped?.info.messageImprint.hashedMessage.valueBlock.valueHexView;
  const echoedNonce = stamped?.info.nonce?.valueBlock.valueHexView;
  if (!granted || !sameBytes(granted, imprint) || (echoedNonce && !sameBytes(trimZeros(echoedNonce), trimZeros(nonce)))) {
    throw new EngineError('engine-failed', `The timestamp authority ${host} stamped something else than this signature.`);
  }
  return token;
}

function trimZeros(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  return bytes.subarray(start);
}
