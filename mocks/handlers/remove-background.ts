import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { isBackgroundQuality, removeBackgroundOperation, type BackgroundQuality } from '../../src/contract/remove-background';
import { readImageField } from '../read-image-field';
import { runJob } from '../run-job';
import { storeResult } from '../result-store';
import { EngineError } from '../../src/contract/errors';

/** `photo.jpg` → `photo-no-bg.png`: the result is named after the input. */
export function cutoutFilename(inputName: string, extension = 'png'): string {
  const stem = inputName.replace(/\.[^./\\]+$/, '') || 'image';
  return `${stem}-no-bg.${extension}`;
}

function qualityFrom(url: URL): BackgroundQuality {
  const quality = url.searchParams.get('quality') ?? 'fast';
  if (!isBackgroundQuality(quality)) throw new EngineError('bad-params', `Unknown quality "${quality}": use fast or best.`);
  return quality;
}

/**
 * POST /api/remove-background?quality=fast|best — the `image` field's subject on a transparent
 * background, as a PNG at the image's own size. Answers {filename, url} (plus width, height, size).
 */
export default function removeBackgroundHandler(engines: LocalEngines) {
  return http.post('/api/remove-background', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const quality = qualityFrom(new URL(request.url));
    const image = await readImageField(await request.formData());
    const cutout = await engines.run(removeBackgroundOperation, { ...image, quality }, { signal, onProgress });
    const stored = storeResult(new Blob([cutout.bytes as BlobPart], { type: 'image/png' }), cutoutFilename(image.name));
    return HttpResponse.json({
      filename: stored.filename, url: stored.url, size: stored.blob.size, width: cutout.width, height: cutout.height,
    });
  }));
}
