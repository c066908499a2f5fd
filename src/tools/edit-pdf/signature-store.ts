// Signatures kept on this device for next time, only when the person asks (spec issue: opt-in,
// deletable). IndexedDB in this browser profile: nothing leaves the device.
const DATABASE = 'folio-signatures';
const STORE = 'signatures';

export interface SavedSignature {
  id: string;
  label: string;
  picture: Blob;
  savedAt: number;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused the request'));
    });
  } finally {
    database.close();
  }
}

export async function listSignatures(): Promise<SavedSignature[]> {
  const all = await run<SavedSignature[]>('readonly', (store) => store.getAll() as IDBRequest<SavedSignature[]>);
  return all.sort((a, b) => b.savedAt - a.savedAt);
}

export async function keepSignature(label: string, picture: Blob): Promise<void> {
  const signature: SavedSignature = { id: crypto.randomUUID(), label, picture, savedAt: Date.now() };
  await run('readwrite', (store) => store.put(signature));
}

export async function forgetSignature(id: string): Promise<void> {
  await run('readwrite', (store) => store.delete(id));
}
