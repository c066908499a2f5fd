// Protect PDF: POST /api/protect-pdf. The passwords travel as form fields (ARCHITECTURE.md §3):
// `userPassword` (to open), `ownerPassword` (to change the permissions); the permissions as query
// parameters print, copy, edit. Unlock is its own call (unlock-pdf.ts).
import { defineCall, ONE_PDF_FILE, type SettingsSource } from './api-call';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';
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

/** Whether the settings give a password at all: without one there is nothing to protect with. */
export function hasProtectPassword({ userPassword, ownerPassword }: ProtectSettings): boolean {
  return userPassword !== '' || ownerPassword !== '';
}

/** The passwords' lengths: what a request may carry at all (the handler refuses more before reading the file). */
function checkPasswordLengths(settings: ProtectSettings): ProtectSettings {
  for (const password of [settings.userPassword, settings.ownerPassword]) {
    if (password.length > PASSWORD_MAX_LENGTH) throw new SettingsError(`A password may have at most ${PASSWORD_MAX_LENGTH} characters.`);
  }
  return settings;
}

/** The one check of the settings the engine applies: a password given, none too long. */
export function checkProtectSettings(settings: ProtectSettings): ProtectSettings {
  if (!hasProtectPassword(settings)) throw new SettingsError('Enter a password to open the file, an owner password, or both.');
  return checkPasswordLengths(settings);
}

/** The query the screen sends for the permissions. */
export function protectQuery(permissions: ProtectSettings['permissions']): Record<string, string> {
  return Object.fromEntries(PROTECT_PERMISSIONS.map((permission) => [permission, String(permissions[permission])]));
}

/**
 * The handler's reading of the form and query; any caller may send anything. A request without any
 * password is refused by the engine's check (still a 400, in the same words): the screen's defaults
 * have none until the person types one.
 */
export function readProtectRequest({ form, query }: SettingsSource): ProtectSettings {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const permissions = Object.fromEntries(PROTECT_PERMISSIONS.map((permission) => {
    const value = query.get(permission);
    if (value !== null && value !== 'true' && value !== 'false') throw new SettingsError(`${permission} must be true or false.`);
    return [permission, value !== 'false'];
  })) as ProtectSettings['permissions'];
  return checkPasswordLengths({ userPassword: text('userPassword'), ownerPassword: text('ownerPassword'), permissions });
}

/** The answer: one item, the encrypted copy (report-protected.pdf). */
export type ProtectAnswer = ResultItem[];

export const protectPdfCall = defineCall<ProtectSettings, ProtectAnswer>({
  path: '/api/protect-pdf',
  files: ONE_PDF_FILE,
  defaults: defaultProtectSettings,
  write: ({ userPassword, ownerPassword, permissions }) => ({ query: protectQuery(permissions), fields: { userPassword, ownerPassword } }),
  read: readProtectRequest,
});

export const protectPdfOperation = toolOperation<ProtectSettings>('document', 'protectPdf');
