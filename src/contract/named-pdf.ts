/** A file as the engines take it: its name (for messages and output names) and its bytes. */
export interface NamedPdf {
  name: string;
  bytes: Uint8Array;
}
