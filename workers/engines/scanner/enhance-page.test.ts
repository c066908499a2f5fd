// Enhancement by document type, on a generated whiteboard: a grey, unevenly lit board with a glare,
// and strokes of black, red and blue marker.
import { describe, expect, it } from 'vitest';
import { defaultScanSettings, type PageSettings } from '../../../src/contract/pdf-scanner';
import { enhancePage } from './enhance-page';
import { loadOpenCv } from './load-opencv';

const WIDTH = 600;
const HEIGHT = 400;
const INK = { black: [30, 30, 35], red: [200, 40, 40], blue: [40, 60, 190] } as const;
type Ink = keyof typeof INK;

/** The board's pixels (RGBA), and which ink each pixel carries (undefined: the board). */
function whiteboard(): { rgba: Uint8Array; inkAt: (Ink | undefined)[] } {
  const rgba = new Uint8Array(WIDTH * HEIGHT * 4);
  const inkAt: (Ink | undefined)[] = new Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const index = y * WIDTH + x;
      // A horizontal stroke of each ink, 8 px thick, on a third of the board each.
      const ink: Ink | undefined = Math.abs(y - 100) < 4 ? 'black' : Math.abs(y - 200) < 4 ? 'red' : Math.abs(y - 300) < 4 ? 'blue' : undefined;
      const inStroke = ink && x > 80 && x < WIDTH - 80;
      inkAt[index] = inStroke ? ink : undefined;
      // Grey board darker to the right, with a glare near the top left.
      const glare = 40 * Math.exp(-((x - 150) ** 2 + (y - 80) ** 2) / 8000);
      const board = 185 - 45 * (x / WIDTH) + glare;
      const colour = inStroke ? INK[ink] : [board, board, board + 4];
      rgba.set([...colour.map((value) => Math.max(0, Math.min(255, Math.round(value)))), 255], index * 4);
    }
  }
  return { rgba, inkAt };
}

async function enhanced(documentType: PageSettings['documentType']) {
  const cv = await loadOpenCv();
  const { rgba, inkAt } = whiteboard();
  const page = cv.matFromArray(HEIGHT, WIDTH, cv.CV_8UC4, Array.from(rgba));
  const settings: PageSettings = { ...defaultScanSettings, documentType, backgroundRemoval: false };
  const out = enhancePage(cv, page, settings);
  const pixels = Uint8Array.from(out.data);
  page.delete();
  out.delete();
  return { pixels, inkAt };
}

describe('a whiteboard’s enhancement', () => {
  it('turns the grey, glaring board white and keeps each marker’s colour', async () => {
    const { pixels, inkAt } = await enhanced('whiteboard');
    let board = 0;
    let white = 0;
    const strokes: Record<Ink, number[]> = { black: [], red: [], blue: [] };
    inkAt.forEach((ink, index) => {
      const [r, g, b] = pixels.subarray(index * 4, index * 4 + 3);
      if (!ink) {
        board += 1;
        if (r === 255 && g === 255 && b === 255) white += 1;
      } else strokes[ink].push(index);
    });
    expect(white / board).toBeGreaterThan(0.97);
    const mean = (indices: number[], channel: number) => indices.reduce((sum, index) => sum + pixels[index * 4 + channel], 0) / indices.length;
    // Inner rows of each stroke (its edges blend with the board when sharpened).
    expect(mean(strokes.black, 0)).toBeLessThan(90);
    expect(mean(strokes.red, 0) - Math.max(mean(strokes.red, 1), mean(strokes.red, 2))).toBeGreaterThan(80);
    expect(mean(strokes.blue, 2) - Math.max(mean(strokes.blue, 0), mean(strokes.blue, 1))).toBeGreaterThan(80);
  }, 60_000);

  it('is its own treatment: as a photo, the same board keeps its grey', async () => {
    const { pixels, inkAt } = await enhanced('photo');
    const boardWhite = inkAt.filter((ink, index) => !ink && pixels[index * 4] === 255 && pixels[index * 4 + 1] === 255).length;
    expect(boardWhite / inkAt.filter((ink) => !ink).length).toBeLessThan(0.5);
  }, 60_000);
});
