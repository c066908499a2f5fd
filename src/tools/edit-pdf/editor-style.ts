// The properties new items take (spec, second document §3 defaults) and the 24-colour palette (§9).
import type { EditItem, EditorFont, TextAlignment } from '../../contract/edit-pdf';
import { SCRIPT_FONTS_FAMILY } from '../../contract/stamp-fonts';

export interface EditorStyle {
  text: { fontFamily: EditorFont; fontSize: number; color: string; bold: boolean; italic: boolean; underline: boolean; alignment: TextAlignment };
  shape: { strokeColor: string; fillColor: string; strokeWidth: number };
}

export const defaultStyle: EditorStyle = {
  text: { fontFamily: 'Arial', fontSize: 12, color: '#000000', bold: false, italic: false, underline: false, alignment: 'left' },
  shape: { strokeColor: '#000000', fillColor: '#ffffff', strokeWidth: 2 },
};

/**
 * The properties a selected item shows, and that a change in the panel starts from: the item's own,
 * so changing its stroke width keeps its colours (the rest is the style new items take).
 */
export function styleOfItem(item: EditItem, base: EditorStyle): EditorStyle {
  switch (item.kind) {
    case 'text': {
      const { fontFamily, fontSize, color, bold, italic, underline, alignment } = item;
      return { ...base, text: { fontFamily, fontSize, color, bold, italic, underline, alignment } };
    }
    case 'rectangle':
    case 'circle':
      return { ...base, shape: { strokeColor: item.strokeColor, fillColor: item.fillColor, strokeWidth: item.strokeWidth } };
    case 'arrow':
    case 'ink':
      return { ...base, shape: { ...base.shape, strokeColor: item.strokeColor, strokeWidth: item.strokeWidth } };
    default:
      return base;
  }
}

/** Spec, second document §2: a highlight is yellow at 0.5. */
export const HIGHLIGHT_LOOK = { color: '#ffff00', opacity: 0.5 };

export const PALETTE = [
  '#000000', '#434343', '#666666', '#999999', '#cccccc', '#ffffff',
  '#e53935', '#d81b60', '#8e24aa', '#5e35b1', '#3949ab', '#1e88e5',
  '#039be5', '#00acc1', '#00897b', '#43a047', '#7cb342', '#c0ca33',
  '#fdd835', '#ffb300', '#fb8c00', '#f4511e', '#6d4c41', '#546e7a',
];

/** How the screen shows each font: the font itself when the device has it, its open look-alike otherwise. */
const faces: Record<EditorFont, string> = {
  Arial: 'Arial, Arimo, Helvetica', Helvetica: 'Helvetica, Arial, Arimo',
  'Times New Roman': '"Times New Roman", Tinos, Times', 'Courier New': '"Courier New", Cousine, Courier',
  Verdana: 'Verdana', Georgia: 'Georgia', Palatino: 'Palatino, "Palatino Linotype"',
  Garamond: 'Garamond', Bookman: '"Bookman Old Style", Bookman', 'Comic Sans MS': '"Comic Sans MS"',
  'Trebuchet MS': '"Trebuchet MS"', 'Arial Black': '"Arial Black", Arial', Impact: 'Impact',
};

const generic: Record<EditorFont, string> = {
  Arial: 'sans-serif', Helvetica: 'sans-serif', 'Times New Roman': 'serif', 'Courier New': 'monospace', Verdana: 'sans-serif',
  Georgia: 'serif', Palatino: 'serif', Garamond: 'serif', Bookman: 'serif', 'Comic Sans MS': 'sans-serif', 'Trebuchet MS': 'sans-serif',
  'Arial Black': 'sans-serif', Impact: 'sans-serif',
};

/**
 * The CSS font list of each editor font: the font or its look-alikes, then the served fonts of the other
 * scripts (those the saved file embeds), so typed Hindi or Thai shows on any device.
 */
export const cssFontOf = Object.fromEntries(Object.keys(faces).map((font) => [
  font, `${faces[font as EditorFont]}, "${SCRIPT_FONTS_FAMILY}", ${generic[font as EditorFont]}`,
])) as Record<EditorFont, string>;
