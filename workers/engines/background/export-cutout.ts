// The download options of a cut-out: a solid colour behind it instead of transparency, and WebP
// instead of PNG. Made from the transparent PNG, so changing them never runs the model again.
import { EngineError } from '../../../src/contract/errors';
import { implement } from '../../runtime/operations';
import { exportCutoutOperation, type ExportCutoutInput } from '../../../src/contract/remove-background';

// Lossy WebP keeps photos small while the alpha channel stays exact enough for clean edges.
const WEBP_QUALITY = 0.9;

export const exportCutout = implement(exportCutoutOperation, async function exportCutout({ png, background, format }: ExportCutoutInput): Promise<Uint8Array> {
  if (background !== undefined && !/^#[0-9a-f]{6}$/i.test(background)) {
    throw new EngineError('bad-params', `${background} is not a colour like #ffffff.`);
  }
  const image = await createImageBitmap(new Blob([png as BlobPart], { type: 'image/png' }));
  try {
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d')!;
    if (background) {
      context.fillStyle = background;
      context.fillRect(0, 0, image.width, image.height);
    }
    context.drawImage(image, 0, 0);
    const blob = await canvas.convertToBlob(format === 'webp' ? { type: 'image/webp', quality: WEBP_QUALITY } : { type: 'image/png' });
    return new Uint8Array(await blob.arrayBuffer());
  } finally {
    image.close();
  }
});
