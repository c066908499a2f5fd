import { describe, expect, it } from 'vitest';
import { corpusImage, renderCorpusPage } from '../../../test/fixtures/document-photo';
import type { PageTurn, RawImage } from '../../../src/contract/pdf-scanner';
import { loadOpenCv } from './load-opencv';
import { textOrientation, turnPage } from './text-orientation';

// Generated sideways and upside-down pages: a corpus page turned by each quarter, whose text
// orientation must be read back as the turn that undoes it.
async function orientationOf(image: RawImage, turnedBy: PageTurn): Promise<PageTurn> {
  const cv = await loadOpenCv();
  const page = cv.matFromImageData({ data: new Uint8ClampedArray(image.rgba), width: image.width, height: image.height } as ImageData);
  const turned = turnPage(cv, page, turnedBy);
  try {
    return textOrientation(cv, turned);
  } finally {
    if (turned !== page) turned.delete();
    page.delete();
  }
}

const undo = (turn: PageTurn) => ((360 - turn) % 360) as PageTurn;

describe('auto-rotate by the text orientation', () => {
  const pages = {
    'a two-column paper page (110 dpi)': () => renderCorpusPage(undefined, 0, 110).page,
    'a page of another paper (the 2nd, 90 dpi)': () => renderCorpusPage(undefined, 1, 90).page,
    'a photographed text sample (OCR ground-truth image)': () => corpusImage('test/corpus/ocr-phototest.png'),
  };
  for (const [name, make] of Object.entries(pages)) {
    it(`reads ${name} turned by 0, 90, 180 and 270 degrees`, async () => {
      const image = make();
      const found: PageTurn[] = [];
      for (const turn of [0, 90, 180, 270] as const) found.push(await orientationOf(image, turn));
      expect(found).toEqual([0, 90, 180, 270].map((turn) => undo(turn as PageTurn)));
    }, 60_000);
  }

  it('leaves a page without text as it is', async () => {
    const blank = { width: 400, height: 300, rgba: new Uint8Array(400 * 300 * 4).fill(240) };
    expect(await orientationOf(blank, 90)).toBe(0);
  });
});
