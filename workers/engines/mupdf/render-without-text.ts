// A page rendered with its text left out, on white: what is drawn under (and around) the words, such
// as images, fills, highlights and lines. PDF to PowerPoint uses it as a slide's background (its text
// becomes editable boxes); Compare checks drawings on it, so a changed word is not also a drawing
// change, and a changed background under unchanged words is still seen. MuPDF runs the page through a
// device of ours that hands everything to its drawing device except the painting of text; text used
// as a clip still clips, so the clip stack stays balanced.
import type { Color, Image, Matrix, Page, Pixmap, Shade } from 'mupdf';
import type { Mupdf } from './load-mupdf';

/**
 * mupdf.js 1.28 wraps the shading (and the image) it hands a device without taking a reference of its own, yet its
 * finalizer drops one when the wrapper is collected: the shading would be freed while the page still
 * uses it (seen as "null function or function signature mismatch" crashes). The wrapper is taken off
 * the finalizer, so it never drops what it did not keep.
 */
export function keepFromFinalizer(shade: Shade | Image): void {
  (shade.constructor as unknown as { _finalizer?: FinalizationRegistry<number> })._finalizer?.unregister(shade);
}

/** The page through `matrix` (e.g. a scale for a resolution), in RGB, without its text. */
export function renderWithoutText(mupdf: Mupdf, page: Page, matrix: Matrix): Pixmap {
  const bounds = mupdf.Rect.transform(page.getBounds(), matrix);
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [Math.floor(bounds[0]), Math.floor(bounds[1]), Math.ceil(bounds[2]), Math.ceil(bounds[3])], false);
  pixmap.clear(255);
  const draw = new mupdf.DrawDevice(mupdf.Matrix.identity, pixmap);
  // fillText, strokeText and ignoreText are left out.
  const withoutText = new mupdf.Device({
    // The device hands colours as plain arrays of the colour space's components, which is what a Color is.
    fillPath: (path, evenOdd, ctm, colorspace, color, alpha) => draw.fillPath(path, evenOdd, ctm, colorspace, color as Color, alpha),
    strokePath: (path, stroke, ctm, colorspace, color, alpha) => draw.strokePath(path, stroke, ctm, colorspace, color as Color, alpha),
    clipPath: (...args) => draw.clipPath(...args),
    clipStrokePath: (...args) => draw.clipStrokePath(...args),
    clipText: (...args) => draw.clipText(...args),
    clipStrokeText: (...args) => draw.clipStrokeText(...args),
    fillShade: (shade, ctm, alpha) => {
      draw.fillShade(shade, ctm, alpha);
      keepFromFinalizer(shade);
    },
    fillImage: (...args) => draw.fillImage(...args),
    fillImageMask: (image, ctm, colorspace, color, alpha) => draw.fillImageMask(image, ctm, colorspace, color as Color, alpha),
    clipImageMask: (...args) => draw.clipImageMask(...args),
    popClip: () => draw.popClip(),
    beginMask: (area, luminosity, colorspace, color) => draw.beginMask(area, luminosity, colorspace, color as Color),
    endMask: () => draw.endMask(),
    beginGroup: (...args) => draw.beginGroup(...args),
    endGroup: () => draw.endGroup(),
    beginTile: (...args) => draw.beginTile(...args),
    endTile: () => draw.endTile(),
    beginLayer: (...args) => draw.beginLayer(...args),
    endLayer: () => draw.endLayer(),
  });
  try {
    page.run(withoutText, matrix);
    withoutText.close();
    draw.close();
  } catch (error) {
    pixmap.destroy();
    throw error;
  } finally {
    withoutText.destroy();
    draw.destroy();
  }
  return pixmap;
}
