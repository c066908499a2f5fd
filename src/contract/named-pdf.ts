/**
 * A PDF handed to an engine as the user's own file (a Blob), for jobs on large files: it crosses to
 * the worker without its bytes being copied, and the engine reads the parts it needs from it (in the
 * browser; under Node it reads the whole file). Only engines that say so in their input take one.
 */
export interface NamedPdfFile {
  name: string;
  file: Blob;
  /** As for NamedPdf. */
  password?: string;
}

/** A file as the engines take it: its name (for messages and output names) and its bytes. */
export interface NamedPdf {
  name: string;
  bytes: Uint8Array;
  /**
   * The password the user typed for a file that needs one to open. It lives only as long as the job:
   * engines use it to decrypt, and never write it into a result, a notice, a message or a log.
   */
  password?: string;
}
