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
