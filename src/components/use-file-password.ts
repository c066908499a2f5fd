import { useSyncExternalStore } from 'react';
import { filePassword, filePasswordsVersion, subscribeFilePasswords } from '../api/file-passwords';

/** The password the user gave for this file (if any); the component renders again when it changes. */
export function useFilePassword(file: File | undefined): string | undefined {
  useSyncExternalStore(subscribeFilePasswords, filePasswordsVersion);
  return file ? filePassword(file) : undefined;
}
