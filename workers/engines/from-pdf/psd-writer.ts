import { writePsdUint8Array } from 'ag-psd';
import type { PagePixels } from './render-page';

/**
 * One page as a Photoshop document: the page is a layer named after it, over the same picture as
 * the flattened composite image that viewers without layer support show. No canvas is needed:
 * ag-psd takes the pixels as they are (RGBA, fully opaque).
 */
export function psdOfPage(image: PagePixels, layerName: string): Uint8Array {
  const rgba = toRgba(image);
  const pixelData = { data: rgba, width: image.width, height: image.height };
  return writePsdUint8Array({
    width: image.width,
    height: image.height,
    imageData: pixelData,
    imageResources: { resolutionInfo: { horizontalResolution: image.dpi, horizontalResolutionUnit: 'PPI', widthUnit: 'Inches', verticalResolution: image.dpi, verticalResolutionUnit: 'PPI', heightUnit: 'Inches' } },
    children: [{ name: layerName, top: 0, left: 0, imageData: pixelData }],
  }, { generateThumbnail: false, noBackground: true });
}

function toRgba({ pixels, channels, width, height }: PagePixels): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let source = 0, target = 0; target < rgba.length; source += channels, target += 4) {
    rgba[target] = pixels[source];
    rgba[target + 1] = pixels[channels === 3 ? source + 1 : source];
    rgba[target + 2] = pixels[channels === 3 ? source + 2 : source];
    rgba[target + 3] = 255;
  }
  return rgba;
}
