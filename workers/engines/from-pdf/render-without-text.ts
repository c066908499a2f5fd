import type { Color, Page, Pixmap } from 'mupdf';
import type { Mupdf } from '../mupdf/load-mupdf';

/**
 * The page drawn without its text (pictures, shapes, fills and lines only), on white: the
 * background of a slide whose text becomes editable boxes. A device passes every drawing call on
 * to MuPDF's drawing device except the ones that paint text; clipping by text is kept, so the
 * clip stack stays balanced.
 */
export function renderWithoutText(mupdf: Mupdf, page: Page, dpi: number): Pixmap {
  const scale = dpi / 72;
  const matrix = mupdf.Matrix.scale(scale, scale);
  const bounds = mupdf.Rect.transform(page.getBounds(), matrix);
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [Math.floor(bounds[0]), Math.floor(bounds[1]), Math.ceil(bounds[2]), Math.ceil(bounds[3])], false);
  pixmap.clear(255);
  const draw = new mupdf.DrawDevice(matrix, pixmap);
  const withoutText = new mupdf.Device({
    // MuPDF hands colours over as plain arrays; the drawing device takes the same values.
    fillPath: (path, evenOdd, ctm, colourSpace, colour, alpha) => draw.fillPath(path, evenOdd, ctm, colourSpace, colour as Color, alpha),
    strokePath: (path, stroke, ctm, colourSpace, colour, alpha) => draw.strokePath(path, stroke, ctm, colourSpace, colour as Color, alpha),
    clipPath: (...args) => draw.clipPath(...args),
    clipStrokePath: (...args) => draw.clipStrokePath(...args),
    clipText: (...args) => draw.clipText(...args),
    clipStrokeText: (...args) => draw.clipStrokeText(...args),
    fillShade: (...args) => draw.fillShade(...args),
    fillImage: (...args) => draw.fillImage(...args),
    fillImageMask: (image, ctm, colourSpace, colour, alpha) => draw.fillImageMask(image, ctm, colourSpace, colour as Color, alpha),
    clipImageMask: (...args) => draw.clipImageMask(...args),
    popClip: () => draw.popClip(),
    beginMask: (area, luminosity, colourSpace, colour) => draw.beginMask(area, luminosity, colourSpace, colour as Color),
    endMask: () => draw.endMask(),
    beginGroup: (...args) => draw.beginGroup(...args),
    endGroup: () => draw.endGroup(),
    beginTile: (...args) => draw.beginTile(...args),
    endTile: () => draw.endTile(),
    beginLayer: (name) => draw.beginLayer(name),
    endLayer: () => draw.endLayer(),
  });
  try {
    page.run(withoutText, mupdf.Matrix.identity);
    withoutText.close();
    draw.close();
  } finally {
    withoutText.destroy();
    draw.destroy();
  }
  return pixmap;
}
