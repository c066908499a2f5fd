import { useSyncExternalStore } from 'react';
import { filePassword, filePasswordsVersion, subscribeFilePasswords } from '../api/file-passwords';

/**
 * The password the user gave for this file (if any); the component renders again when it changes.
 * (The same version serves the prerender at build time, where no password was ever given.)
 */
export function useFilePassword(file: File | undefined): string | undefined {
  useSyncExternalStore(subscribeFilePasswords, filePasswordsVersion, filePasswordsVersion);
  return file ? filePassword(file) : undefined;
}
