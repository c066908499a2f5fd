// Which lines the Edit text tool does not offer, because rewriting them could not be faithful.
import type { PDFObject, PDFPage, Text } from 'mupdf';
import type { LineRefusal } from '../../../src/contract/page-text';
import type { Mupdf } from '../mupdf/load-mupdf';
import type { PageTextLines, StyledLine } from './styled-lines';

/** Share of a page's area covered by pictures from which it may be a scan. */
const SCAN_COVER = 0.6;

/**
 * A scan: a page that is nearly all picture, with no text or only hidden text (an OCR layer, drawn
 * invisibly over the picture). A designed page with a photo behind visible text is not one.
 */
export function isScannedPage(mupdf: Mupdf, page: PDFPage, text: PageTextLines): boolean {
  if (text.pictureCover < SCAN_COVER) return false;
  if (text.lines.length === 0) return true;
  let shown = 0;
  let hidden = 0;
  const glyphs = (run: Text) => {
    let count = 0;
    run.walk({ showGlyph: () => { count += 1; } });
    return count;
  };
  const device = new mupdf.Device({
    fillText: (run) => { shown += glyphs(run); },
    strokeText: (run) => { shown += glyphs(run); },
    clipText: (run) => { shown += glyphs(run); },
    ignoreText: (run) => { hidden += glyphs(run); },
  });
  try {
    page.run(device, mupdf.Matrix.identity);
  } finally {
    device.close();
    device.destroy();
  }
  return hidden >= shown;
}

export function lineRefusal(line: StyledLine, scanned: boolean, fonts: Map<string, PDFObject[]>): LineRefusal | undefined {
  if (scanned) return 'scanned';
  if (line.wmode === 1) return 'vertical';
  if (line.rightToLeft) return 'right-to-left';
  const [dx, dy] = line.direction;
  if (Math.abs(dy) > 0.01 || dx < 0) return 'rotated';
  // A baseline that moves along the line: text on a curve or wave, or letters set one by one at angles.
  const baselines = line.chars.filter((char) => /\S/u.test(char.char)).map((char) => char.origin[1]);
  if (baselines.length > 1 && Math.max(...baselines) - Math.min(...baselines) > line.chars[0].size * 0.35) return 'rotated';
  const type3 = line.chars.some((char) => (fonts.get(char.font) ?? []).some(isType3));
  if (type3 || (![...fonts.keys()].includes(line.chars[0].font) && [...fonts.values()].flat().some(isType3))) return 'type3';
  return undefined;
}

function isType3(font: PDFObject): boolean {
  const subtype = font.resolve().get('Subtype');
  return subtype.isName() && subtype.asName() === 'Type3';
}
