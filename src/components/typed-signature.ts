// A typed signature: the name written in Dancing Script (OFL, from npm, served by our origin) on a
// transparent canvas, as a PNG: the editor places it like any image, a certificate signature shows it in its box.
import '@fontsource/dancing-script/latin-400.css';

const FONT_SIZE = 96;
const PADDING = 16;
const FONT = `${FONT_SIZE}px "Dancing Script"`;

export async function typedSignature(name: string, color: string): Promise<{ picture: Blob; aspect: number }> {
  await document.fonts.load(FONT, name);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d')!;
  context.font = FONT;
  const width = Math.ceil(context.measureText(name).width) + PADDING * 2;
  const height = Math.ceil(FONT_SIZE * 1.4) + PADDING * 2;
  canvas.width = width;
  canvas.height = height;
  // Resizing the canvas resets its state: the font is set again.
  context.font = FONT;
  context.fillStyle = color;
  context.textBaseline = 'middle';
  context.fillText(name, PADDING, height / 2);
  const picture = await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The signature could not be drawn.'))), 'image/png'));
  return { picture, aspect: height / width };
}
