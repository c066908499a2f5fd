// The certificate a signature will be made with, as the screen holds it: the .p12 (locked by its
// password) and the password typed for it, kept in this page's memory only for the visit.
export interface ChosenCertificate {
  /** New for each choice: two certificates of the same name are never taken for one another. */
  id: string;
  file: File;
  password: string;
  /** The name to show and to offer for a typed signature. */
  name: string;
}

/** The name a certificate file is shown by before its password opens it: its file name without the extension. */
export function nameOfCertificateFile(fileName: string): string {
  return fileName.replace(/\.(p12|pfx)$/i, '').replace(/-certificate$/, '').replace(/[-_]+/g, ' ').trim();
}
