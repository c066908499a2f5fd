// Certificates kept on this device, only when the person asks: their personal certificates (the
// .p12 file, still protected by its password: the key is never stored unprotected) and the
// certificates they chose to trust when validating signatures. IndexedDB in this browser profile,
// through idb; each entry deletable.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export interface KeptCertificate {
  id: string;
  /** The name on the certificate (its CN). */
  name: string;
  email: string;
  /** ISO 8601: when it stops being valid. */
  notAfter: string;
  fileName: string;
  /** The .p12 as made, protected by the password chosen then. */
  p12: Blob;
  savedAt: number;
}

export interface TrustedCertificate {
  id: string;
  fileName: string;
  /** The certificate as the person gave it (DER or PEM). */
  file: Blob;
  savedAt: number;
}

interface CertificatesDb extends DBSchema {
  personal: { key: string; value: KeptCertificate };
  trusted: { key: string; value: TrustedCertificate };
}

let database: Promise<IDBPDatabase<CertificatesDb>> | undefined;

function open(): Promise<IDBPDatabase<CertificatesDb>> {
  database ??= openDB<CertificatesDb>('folio-certificates', 1, {
    upgrade(db) {
      db.createObjectStore('personal', { keyPath: 'id' });
      db.createObjectStore('trusted', { keyPath: 'id' });
    },
  });
  return database;
}

const newest = <T extends { savedAt: number }>(items: T[]) => items.sort((a, b) => b.savedAt - a.savedAt);

export async function listKeptCertificates(): Promise<KeptCertificate[]> {
  return newest(await (await open()).getAll('personal'));
}

export async function keepCertificate(certificate: Omit<KeptCertificate, 'id' | 'savedAt'>): Promise<KeptCertificate> {
  const kept = { ...certificate, id: crypto.randomUUID(), savedAt: Date.now() };
  await (await open()).put('personal', kept);
  return kept;
}

export async function forgetCertificate(id: string): Promise<void> {
  await (await open()).delete('personal', id);
}

export async function listTrustedCertificates(): Promise<TrustedCertificate[]> {
  return newest(await (await open()).getAll('trusted'));
}

export async function trustCertificate(file: File): Promise<TrustedCertificate> {
  const trusted = { id: crypto.randomUUID(), fileName: file.name, file: new Blob([file], { type: file.type }), savedAt: Date.now() };
  await (await open()).put('trusted', trusted);
  return trusted;
}

export async function forgetTrustedCertificate(id: string): Promise<void> {
  await (await open()).delete('trusted', id);
}
