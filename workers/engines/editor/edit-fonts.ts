// The editor's 13 fonts (spec, second document §3) written with the metric-compatible open fonts
// MuPDF carries (URW's Nimbus Sans, Roman and Mono, the same widths as Helvetica/Arial, Times and
// Courier), embedded in the saved file so it looks the same in every viewer.
import type { EditorFont } from '../../../src/contract/edit-pdf';

type Family = 'sans' | 'serif' | 'mono';

const familyOf: Record<EditorFont, Family> = {
  Arial: 'sans', Helvetica: 'sans', Verdana: 'sans', 'Trebuchet MS': 'sans', 'Comic Sans MS': 'sans',
  'Arial Black': 'sans', Impact: 'sans',
  'Times New Roman': 'serif', Georgia: 'serif', Palatino: 'serif', Garamond: 'serif', Bookman: 'serif',
  'Courier New': 'mono',
};

// Heavy display faces have no open look-alike here: their bold is the nearest weight.
const alwaysBold: EditorFont[] = ['Arial Black', 'Impact'];

const faces: Record<Family, [regular: string, bold: string, italic: string, boldItalic: string]> = {
  sans: ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique'],
  serif: ['Times-Roman', 'Times-Bold', 'Times-Italic', 'Times-BoldItalic'],
  mono: ['Courier', 'Courier-Bold', 'Courier-Oblique', 'Courier-BoldOblique'],
};

/** The name of MuPDF's built-in face for a font, weight and slant. */
export function builtInFace(font: EditorFont, bold: boolean, italic: boolean): string {
  const heavy = bold || alwaysBold.includes(font);
  return faces[familyOf[font]][(heavy ? 1 : 0) + (italic ? 2 : 0)];
}

/** The standard font name other viewers use when they redraw the text after a change (/DA). */
export function defaultAppearanceFont(font: EditorFont): string {
  return { sans: 'Helv', serif: 'TiRo', mono: 'Cour' }[familyOf[font]];
}
