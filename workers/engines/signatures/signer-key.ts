// The signer: a private key (a Web Crypto key that never leaves this worker) and its certificate
// chain, the signer's own certificate first.
import type * as pkijs from 'pkijs';

export interface SignerKey {
  privateKey: CryptoKey;
  /** The signer's certificate, then the certificates that issued it, as the file gave them. */
  chain: pkijs.Certificate[];
}

export const KEY_ALGORITHMS = {
  'rsa-3072': { name: 'RSASSA-PKCS1-v1_5', modulusLength: 3072, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
  'ecdsa-p256': { name: 'ECDSA', namedCurve: 'P-256' },
} as const;
