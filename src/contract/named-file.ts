// A file as it travels between the local API and an engine: its name, its type, its content, and
// the password the user gave for it. The local API hands over the user's own File (a Blob): it
// crosses to the worker without its bytes being copied, and is read where the engine runs, so the
// page never holds a second copy of it. Engines and tests may hand over bytes instead.
import type { NamedPdf } from './named-pdf';

export interface NamedFile {
  name: string;
  /** The MIME type when known ('' or absent otherwise); for images and Office files it picks the decoder. */
  type?: string;
  data: Blob | Uint8Array;
  /**
   * The password the user typed for a file that needs one to open. It lives only as long as the job:
   * engines use it to decrypt, and never write it into a result, a notice, a message or a log.
   */
  password?: string;
}

/** The file's content as bytes (a Blob is read here, where the engine runs). */
export async function fileBytes(file: NamedFile): Promise<Uint8Array> {
  return file.data instanceof Uint8Array ? file.data : new Uint8Array(await file.data.arrayBuffer());
}

export function fileSize(file: NamedFile): number {
  return file.data instanceof Uint8Array ? file.data.length : file.data.size;
}

/** The file read as the PDF engines open it: name, bytes and its password. */
export async function readNamedPdf(file: NamedFile): Promise<NamedPdf> {
  const { name, password } = file;
  return { name, bytes: await fileBytes(file), ...(password === undefined ? {} : { password }) };
}

/** A file made of bytes, for tests and engines that hand files on (`named('a.pdf', bytes)`). */
export function namedBytes(name: string, bytes: Uint8Array, type = ''): NamedFile {
  return { name, type, data: bytes };
}
