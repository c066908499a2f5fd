// PKCS#12 (.p12, .pfx) files: read the user's key and certificates with the password they type,
// and write a personal certificate with the password they choose (AES-256, PBKDF2 and an HMAC of
// SHA-256, as OpenSSL 3 and current Windows write them).
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { EngineError } from '../../../src/contract/errors';
import { certificateHex } from './certificate-facts';
import { bufferOf, cryptoEngine, OID, utf8 } from './pki';
import type { SignerKey } from './signer-key';

const ITERATIONS = 100_000;
const PBES2: { contentEncryptionAlgorithm: pkijs.ContentEncryptionAlgorithm; hmacHashAlgorithm: string; iterationCount: number } = { contentEncryptionAlgorithm: { name: 'AES-CBC', length: 256 } as pkijs.ContentEncryptionAlgorithm, hmacHashAlgorithm: 'SHA-256', iterationCount: ITERATIONS };

export async function writePkcs12({ privateKey, chain }: SignerKey, password: string): Promise<Uint8Array> {
  const engine = cryptoEngine();
  const passwordBuffer = utf8(password);
  const keyInfo = pkijs.PrivateKeyInfo.fromBER(await engine.exportKey('pkcs8', privateKey) as ArrayBuffer);
  const keyBag = new pkijs.PKCS8ShroudedKeyBag({ parsedValue: keyInfo });
  const certBags = chain.map((certificate) => new pkijs.SafeBag({ bagId: OID.certBag, bagValue: new pkijs.CertBag({ parsedValue: certificate }) }));
  const pfx = new pkijs.PFX({
    parsedValue: {
      integrityMode: 0,
      authenticatedSafe: new pkijs.AuthenticatedSafe({
        parsedValue: {
          safeContents: [
            { privacyMode: 0, value: new pkijs.SafeContents({ safeBags: [new pkijs.SafeBag({ bagId: OID.shroudedKeyBag, bagValue: keyBag })] }) },
            { privacyMode: 1, value: new pkijs.SafeContents({ safeBags: certBags }) },
          ],
        },
      }),
    },
  });
  await keyBag.makeInternalValues({ password: passwordBuffer, ...PBES2 }, engine);
  await pfx.parsedValue!.authenticatedSafe!.makeInternalValues({ safeContents: [{}, { password: passwordBuffer, ...PBES2 }] }, engine);
  await pfx.makeInternalValues({ password: passwordBuffer, iterations: ITERATIONS, pbkdf2HashAlgorithm: { name: 'SHA-256' }, hmacHashAlgorithm: 'SHA-256' }, engine);
  return new Uint8Array(pfx.toSchema().toBER(false));
}

/**
 * The key and chain a .p12 holds. A password that does not open it is `bad-params`, not
 * `wrong-password`: that code asks for the PDF's own password, and this one is the certificate's.
 */
export async function readPkcs12(bytes: Uint8Array, password: string, name: string): Promise<SignerKey> {
  const engine = cryptoEngine();
  const passwordBuffer = utf8(password);
  let pfx: pkijs.PFX;
  try {
    pfx = pkijs.PFX.fromBER(bufferOf(bytes));
  } catch {
    throw new EngineError('corrupt', `${name} is not a certificate file (.p12 or .pfx) Folio can read.`);
  }
  try {
    await pfx.parseInternalValues({ password: passwordBuffer, checkIntegrity: true }, engine);
  } catch (error) {
    throw passwordOrFormatError(error, name);
  }
  const safe = pfx.parsedValue?.authenticatedSafe;
  if (!safe) throw new EngineError('corrupt', `${name} holds no certificate.`);
  try {
    await safe.parseInternalValues({ safeContents: safe.safeContents.map(() => ({ password: passwordBuffer })) }, engine);
  } catch (error) {
    throw passwordOrFormatError(error, name);
  }
  const keys: pkijs.PrivateKeyInfo[] = [];
  const certificates: pkijs.Certificate[] = [];
  for (const contents of safe.parsedValue.safeContents as Array<{ value: pkijs.SafeContents }>) {
    for (const bag of contents.value.safeBags) {
      if (bag.bagId === OID.shroudedKeyBag) {
        const shrouded = bag.bagValue as pkijs.PKCS8ShroudedKeyBag;
        try {
          await (shrouded as unknown as { parseInternalValues(p: object, c: pkijs.ICryptoEngine): Promise<void> }).parseInternalValues({ password: passwordBuffer }, engine);
        } catch (error) {
          throw passwordOrFormatError(error, name);
        }
        if (shrouded.parsedValue) keys.push(shrouded.parsedValue);
      } else if (bag.bagId === OID.keyBag) {
        keys.push(bag.bagValue as pkijs.PrivateKeyInfo);
      } else if (bag.bagId === OID.certBag) {
        const value = (bag.bagValue as pkijs.CertBag).parsedValue;
        if (value instanceof pkijs.Certificate) certificates.push(value);
      }
    }
  }
  if (keys.length === 0) throw new EngineError('bad-params', `${name} holds no private key: a certificate alone cannot sign. Export it again with its private key.`);
  if (certificates.length === 0) throw new EngineError('bad-params', `${name} holds a key but no certificate.`);
  const privateKey = await importPrivateKey(keys[0], name);
  const own = await certificateOfKey(privateKey, certificates);
  if (!own) throw new EngineError('bad-params', `None of the certificates in ${name} belongs to its private key.`);
  return { privateKey, chain: orderedChain(own, certificates) };
}

function passwordOrFormatError(error: unknown, name: string): EngineError {
  const message = error instanceof Error ? error.message : String(error);
  if (/integrity|password|decrypt|operation-specific reason|bad decrypt/i.test(message)) {
    return new EngineError('bad-params', `The password does not open ${name}. Check it and try again.`);
  }
  if (/unsupported|unknown|not supported|RC2|DES/i.test(message)) {
    return new EngineError('unsupported-type', `${name} is protected with an old encryption Folio cannot open (RC2 or Triple DES). Export it again with AES-256 encryption.`);
  }
  return new EngineError('bad-params', `The password does not open ${name}. Check it and try again.`);
}

async function importPrivateKey(info: pkijs.PrivateKeyInfo, name: string): Promise<CryptoKey> {
  const engine = cryptoEngine();
  const der = info.toSchema().toBER(false);
  const oid = info.privateKeyAlgorithm.algorithmId;
  let algorithm: RsaHashedImportParams | EcKeyImportParams;
  if (oid === OID.rsaEncryption) {
    algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  } else if (oid === OID.ecPublicKey) {
    const curve = CURVES[(info.privateKeyAlgorithm.algorithmParams as asn1js.ObjectIdentifier | undefined)?.valueBlock.toString() ?? ''];
    if (!curve) throw new EngineError('unsupported-type', `The key in ${name} is on an elliptic curve Folio cannot sign with (P-256, P-384 and P-521 can).`);
    algorithm = { name: 'ECDSA', namedCurve: curve };
  } else {
    throw new EngineError('unsupported-type', `The key in ${name} is of a kind Folio cannot sign with (RSA and ECDSA can).`);
  }
  // Not extractable: from here on the key can sign and nothing else, not even be read back.
  return engine.importKey('pkcs8', der, algorithm, false, ['sign']);
}

const CURVES: Record<string, string> = {
  '1.2.840.10045.3.1.7': 'P-256',
  '1.3.132.0.34': 'P-384',
  '1.3.132.0.35': 'P-521',
};

/** The certificate whose public key checks what the private key signs. */
async function certificateOfKey(privateKey: CryptoKey, certificates: pkijs.Certificate[]): Promise<pkijs.Certificate | undefined> {
  const engine = cryptoEngine();
  const probe = crypto.getRandomValues(new Uint8Array(32));
  const parameters = await engine.getSignatureParameters(privateKey, 'SHA-256');
  const signature = await engine.signWithPrivateKey(probe, privateKey, parameters.parameters as pkijs.CryptoEngineSignWithPrivateKeyParams);
  for (const certificate of certificates) {
    const value = certificate.subjectPublicKeyInfo;
    try {
      const ok = await engine.verifyWithPublicKey(probe, new asn1js.BitString({ valueHex: signature }), value, parameters.signatureAlgorithm, 'SHA-256');
      if (ok) return certificate;
    } catch {
      // Another kind of key: not this one.
    }
  }
  return undefined;
}

/** The signer's certificate, then its issuer, its issuer's issuer, …; the rest after. */
export function orderedChain(own: pkijs.Certificate, certificates: pkijs.Certificate[]): pkijs.Certificate[] {
  const chain = [own];
  // Some signers carry a certificate twice (poppler's pdfsig carries the signer's twice): once is enough.
  const seen = new Set([certificateHex(own)]);
  const rest = certificates.filter((certificate) => {
    const der = certificateHex(certificate);
    if (seen.has(der)) return false;
    seen.add(der);
    return true;
  });
  for (;;) {
    const last = chain[chain.length - 1];
    if (last.issuer.isEqual(last.subject)) break;
    const index = rest.findIndex((candidate) => candidate.subject.isEqual(last.issuer));
    if (index < 0) break;
    chain.push(...rest.splice(index, 1));
  }
  return [...chain, ...rest];
}
