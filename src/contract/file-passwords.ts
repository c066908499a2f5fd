// Passwords travel with the files they open, in the same multipart request (ARCHITECTURE.md §3:
// "passwords travel as form fields"). The n-th `file` field (counting from 0) has its password in the
// field `password-<n>`; a file without one has no such field. Positions, not names, pair them: two
// files may share a name. Only files that need a password to open carry one; results are never
// encrypted with it, and nothing keeps it after the request.

const PASSWORD_FIELD_PREFIX = 'password-';

/** The form field that carries the password of the `fileIndex`-th file of the request. */
export function passwordField(fileIndex: number): string {
  return `${PASSWORD_FIELD_PREFIX}${fileIndex}`;
}

/** The password sent for the `fileIndex`-th file, if any (an empty field counts as none). */
export function readPassword(form: FormData, fileIndex: number): string | undefined {
  const value = form.get(passwordField(fileIndex));
  return typeof value === 'string' && value !== '' ? value : undefined;
}
