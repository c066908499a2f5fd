import { EngineError } from '../src/contract/errors';
import { matchesAccept, DEFAULT_MAX_SIZE_MB, MB, PHOTO_ACCEPT } from '../src/contract/upload-rules';

export interface UploadedImage {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/**
 * Reads the one image of a request's `image` field (spec, second document §7). The handler checks
 * type and size again: the screen's checks are a courtesy, the contract must hold for any caller.
 */
export async function readImageField(form: FormData, field = 'image'): Promise<UploadedImage> {
  const files = form.getAll(field).filter((value): value is File => value instanceof File);
  if (files.length !== 1) {
    throw new EngineError('bad-params', `Send exactly one image in the "${field}" field (got ${files.length}).`);
  }
  const [file] = files;
  if (!matchesAccept(file, PHOTO_ACCEPT)) {
    throw new EngineError('unsupported-type', `${file.name} is not a JPG, PNG or WebP image.`, { fileIndex: 0 });
  }
  if (file.size > DEFAULT_MAX_SIZE_MB * MB) {
    throw new EngineError('too-large', `${file.name} exceeds the maximum size of ${DEFAULT_MAX_SIZE_MB}MB.`, { fileIndex: 0 });
  }
  if (file.size === 0) throw new EngineError('corrupt', `${file.name} is empty.`, { fileIndex: 0 });
  return { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) };
}
