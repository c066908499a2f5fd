import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { readRemoveBackgroundQuery, removeBackgroundOperation, type CutoutAnswer } from '../../src/contract/remove-background';
import { readImageField } from '../read-image-field';
import { runJob } from '../run-job';
import { storeResult } from '../result-store';
import { readSettings } from '../read-settings';

/** `photo.jpg` → `photo-no-bg.png`: the result is named after the input. */
export function cutoutFilename(inputName: string, extension = 'png'): string {
  const stem = inputName.replace(/\.[^./\\]+$/, '') || 'image';
  return `${stem}-no-bg.${extension}`;
}

/**
 * POST /api/remove-background?quality=fast|best — the `image` field's subject on a transparent
 * background, as a PNG at the image's own size. Answers {filename, url} (plus width, height, size).
 */
export default function removeBackgroundHandler(engines: LocalEngines) {
  return http.post('/api/remove-background', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    // The quality first: an unknown one is a 400 before the image is read or the model fetched.
    const { quality } = readSettings(readRemoveBackgroundQuery, request);
    const image = await readImageField(await request.formData());
    const cutout = await engines.run(removeBackgroundOperation, { ...image, quality }, { signal, onProgress });
    const stored = storeResult(new Blob([cutout.bytes as BlobPart], { type: 'image/png' }), cutoutFilename(image.name));
    return HttpResponse.json({
      filename: stored.filename, url: stored.url, size: stored.blob.size, width: cutout.width, height: cutout.height,
    } satisfies CutoutAnswer);
  }));
}
