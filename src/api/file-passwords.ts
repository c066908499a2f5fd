// The passwords the user typed for files that need one to open. They live in this page's memory
// only, keyed by the File itself, and go with the file: nothing writes them to storage, a URL or a
// log. Every request that sends a file sends its password beside it (src/contract/file-passwords.ts),
// so every PDF tool opens password-protected files without code of its own.

const passwords = new WeakMap<File, string>();
const listeners = new Set<() => void>();
// Bumped on every change: the snapshot React's useSyncExternalStore compares.
let version = 0;

export function filePassword(file: File): string | undefined {
  return passwords.get(file);
}

export function setFilePassword(file: File, password: string): void {
  if (passwords.get(file) === password) return;
  passwords.set(file, password);
  version += 1;
  listeners.forEach((listener) => listener());
}

export function subscribeFilePasswords(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function filePasswordsVersion(): number {
  return version;
}
