// Protect PDF (POST /api/protect-pdf) and Unlock PDF (POST /api/unlock-pdf). Passwords travel as
// form fields (ARCHITECTURE.md §3): `userPassword` (to open), `ownerPassword` (to change the
// permissions), `password` (to unlock); the permissions as query parameters print, copy, edit.
import { engineOperation } from './engine-operation';
import type { NamedPdf } from './named-pdf';
import { SettingsError } from './setting-values';

export const PROTECT_PERMISSIONS = ['print', 'copy', 'edit'] as const;
export type ProtectPermission = (typeof PROTECT_PERMISSIONS)[number];

export interface ProtectSettings {
  /** Needed to open the file; empty for a file anyone may open (with the permissions below). */
  userPassword: string;
  /** Needed to change the permissions; empty means the user password serves for both. */
  ownerPassword: string;
  permissions: Record<ProtectPermission, boolean>;
}

export const PASSWORD_MAX_LENGTH = 127;

export const defaultProtectSettings: ProtectSettings = {
  userPassword: '', ownerPassword: '', permissions: { print: true, copy: true, edit: true },
};

export function checkProtectSettings(settings: ProtectSettings): ProtectSettings {
  if (settings.userPassword === '' && settings.ownerPassword === '') {
    throw new SettingsError('Enter a password to open the file, an owner password, or both.');
  }
  for (const password of [settings.userPassword, settings.ownerPassword]) {
    if (password.length > PASSWORD_MAX_LENGTH) throw new SettingsError(`A password may have at most ${PASSWORD_MAX_LENGTH} characters.`);
  }
  return settings;
}

/** The query the screen sends for the permissions. */
export function protectQuery(permissions: ProtectSettings['permissions']): Record<string, string> {
  return Object.fromEntries(PROTECT_PERMISSIONS.map((permission) => [permission, String(permissions[permission])]));
}

/** The handler's reading of the form and query; any caller may send anything. */
export function readProtectRequest(form: FormData, query: URLSearchParams): ProtectSettings {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const permissions = Object.fromEntries(PROTECT_PERMISSIONS.map((permission) => {
    const value = query.get(permission);
    if (value !== null && value !== 'true' && value !== 'false') throw new SettingsError(`${permission} must be true or false.`);
    return [permission, value !== 'false'];
  })) as ProtectSettings['permissions'];
  return checkProtectSettings({ userPassword: text('userPassword'), ownerPassword: text('ownerPassword'), permissions });
}

export interface ProtectInput { file: NamedPdf; settings: ProtectSettings }
export interface UnlockInput { file: NamedPdf; password: string }
export interface PasswordResult {
  bytes: Uint8Array;
  pageCount: number;
  /** What the written file needs: 'aes-256' after Protect, 'none' after Unlock. */
  encryption: 'aes-256' | 'none';
}

export const protectPdfOperation = engineOperation<ProtectInput, PasswordResult>('document', 'protectPdf');
export const unlockPdfOperation = engineOperation<UnlockInput, PasswordResult>('document', 'unlockPdf');
