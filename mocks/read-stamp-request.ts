// What Add Watermark reads from a request besides its settings (mocks/read-settings.ts): the
// optional watermark image.
import { EngineError } from '../src/contract/errors';
import type { NamedPdf } from '../src/contract/named-pdf';
import { matchesAccept, DEFAULT_MAX_SIZE_MB, MB } from '../src/contract/upload-rules';

export const WATERMARK_IMAGE_ACCEPT = ['image/png', 'image/jpeg', 'image/jpg', '.png', '.jpg', '.jpeg'];

/** The `image` field, when there is one: PNG or JPEG, up to the default upload limit. */
export async function readWatermarkImage(form: FormData): Promise<NamedPdf | undefined> {
  const image = form.get('image');
  if (!(image instanceof File)) return undefined;
  if (!matchesAccept(image, WATERMARK_IMAGE_ACCEPT)) throw new EngineError('unsupported-type', `${image.name} is not a PNG or JPEG image.`);
  if (image.size > DEFAULT_MAX_SIZE_MB * MB) {
    throw new EngineError('too-large', `${image.name} exceeds the maximum size of ${DEFAULT_MAX_SIZE_MB}MB.`);
  }
  return { name: image.name, bytes: new Uint8Array(await image.arrayBuffer()) };
}
