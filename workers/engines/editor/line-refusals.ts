// Which lines the Edit text tool does not offer, because rewriting them could not be faithful.
import type { PDFObject } from 'mupdf';
import type { LineRefusal } from '../../../src/contract/page-text';
import type { PageTextLines, StyledLine } from './styled-lines';
import { isType3Font } from './page-fonts';

/** Share of a page's area covered by pictures from which it may be a scan. */
const SCAN_COVER = 0.6;

/**
 * A scan: a page that is nearly all picture, with no text or only hidden text (an OCR layer, drawn
 * invisibly over the picture). A designed page with a photo behind visible text is not one.
 */
export function isScannedPage(text: PageTextLines): boolean {
  if (text.pictureCover < SCAN_COVER) return false;
  return text.lines.length === 0 || text.hiddenGlyphs >= text.shownGlyphs;
}

export function lineRefusal(line: StyledLine, scanned: boolean, fonts: Map<string, PDFObject[]>): LineRefusal | undefined {
  if (scanned) return 'scanned';
  // Hidden text (an OCR layer over a picture) would come out visible; stretched text unstretched.
  if (line.hidden > line.chars.length / 2) return 'hidden';
  if (line.stretched > 0) return 'stretched';
  if (line.wmode === 1) return 'vertical';
  if (line.rightToLeft) return 'right-to-left';
  const [dx, dy] = line.direction;
  if (Math.abs(dy) > 0.01 || dx < 0) return 'rotated';
  // Letters turned one by one, or set along a curve or a wave: most of them off the line's middle
  // baseline (a few raised or lowered, as superscripts and subscripts are, is an ordinary line).
  const inked = line.chars.filter((char) => /\S/u.test(char.char));
  const turned = inked.filter(({ quad }) => Math.abs(quad[1] - quad[3]) > 0.05 * (Math.abs(quad[5] - quad[1]) || 1)).length;
  const baselines = inked.map((char) => char.origin[1]).sort((a, b) => a - b);
  const middle = baselines[Math.floor(baselines.length / 2)] ?? 0;
  const off = inked.filter((char) => Math.abs(char.origin[1] - middle) > char.size * 0.35).length;
  if (inked.length > 0 && (turned > inked.length * 0.3 || off > inked.length * 0.5)) return 'rotated';
  // MuPDF names a Type 3 font after its object ("Type3 (40 0 R)"), which no /BaseFont matches.
  const type3 = line.chars.some((char) => char.font.startsWith('Type3 (') || (fonts.get(char.font) ?? []).some(isType3Font));
  if (type3) return 'type3';
  return undefined;
}
