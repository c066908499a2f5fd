// The background remover's two qualities on the evaluation set (test/corpus/cutout-eval/: public-domain
// and CC0 photos of people, animals, products, objects, vehicles and plants) and on the corpus tiger.
//
// What holds, and is checked here: on the tiger both qualities agree with rembg's cut-out (IoU ≥ 0.95)
// and Fast with Best (≥ 0.90); on every photo Best finds a subject and Fast finds mostly the same one.
// What does not hold, and is why Best is the default: Fast agreeing with Best at IoU ≥ 0.90 on every
// photo. On busy or low-contrast photos (a latte on a dark table, a palm against the sky, a jet in
// clouds) the smaller input makes the model keep or drop other parts. No smaller input fixes it
// (measured on the whole set, Node, ONNX Runtime 2 threads): aspect-kept 512² agrees on 14 of 23,
// 576² on 15, 640² on 16; stretched squares like Best's, 512² on 12, 640² on 15, even 768² (2.25× the
// pixels, past the 4 s goal) only on 20: the palm (0.51), the latte (0.54: Best keeps the cup, every
// input up to 768² the cup and its saucer) and the jet (0.76) stay apart, and at 896² the palm is
// still 0.56 and the jet 0.82. Best is unsure there itself (of the pixels it gives over 0.1, about
// half lie between 0.2 and 0.8 on the palm and the jet), and scaling the mask up bilinearly or by
// nearest pixel moves IoU by under 0.01. The bench's table
// (bench/cases/cutout-evaluation.ts, bench/RESULTS.md) runs the whole set; this test runs one photo
// of each kind, to keep the suite's time in bounds (a Best run is ~9 s on 2 cores).
import { basename } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutoutMask, evaluationPhotos, onePhotoPerKind, openNodeIsnet } from '../fixtures/cutout-eval';
import { corpusDir } from '../fixtures/corpus';
import { alphaShares, foregroundIoU, readPngFile, type DecodedPng } from '../readers/png-alpha';
import type { IsnetSession } from '../../workers/engines/background/isnet-session';

const photos = evaluationPhotos();
const table: string[] = [];
let session: IsnetSession;

beforeAll(async () => {
  session = await openNodeIsnet();
}, 120_000);

afterAll(() => console.log(['photo | Fast input | Fast vs Best | Fast ms | Best ms', ...table].join('\n')));

/** Share of the photo in the foreground (alpha > 128). */
function foregroundShare(mask: DecodedPng): number {
  let inside = 0;
  for (let index = 3; index < mask.data.length; index += 4) if (mask.data[index] > 128) inside += 1;
  return inside / (mask.width * mask.height);
}

describe('the background remover on the evaluation set', () => {
  it('has at least 12 photos, of at least five kinds', () => {
    expect(photos.length).toBeGreaterThanOrEqual(12);
    expect(onePhotoPerKind(photos).length).toBeGreaterThanOrEqual(5);
  });

  it.each(onePhotoPerKind(photos).map((path) => [basename(path), path]))('%s: Best finds a subject, and Fast mostly the same one', async (name, path) => {
    const best = await cutoutMask(session, path, 'best');
    const fast = await cutoutMask(session, path, 'fast');
    const agreement = foregroundIoU(fast.mask, best.mask);
    table.push(`${name} | ${fast.input.width}×${fast.input.height} | ${agreement.toFixed(3)} | ${Math.round(fast.modelMs)} | ${Math.round(best.modelMs)}`);
    expect(foregroundShare(best.mask)).toBeGreaterThan(0.01);
    expect(alphaShares(best.mask).transparent).toBeGreaterThan(0.05);
    expect(agreement).toBeGreaterThanOrEqual(0.5);
  }, 120_000);

  it('agrees with rembg’s cut-out of the tiger in both qualities, and Fast with Best', async () => {
    const tiger = `${corpusDir}bgremove-tiger.jpg`;
    const reference = readPngFile(`${corpusDir}bgremove-tiger.reference-rembg.png`);
    const best = await cutoutMask(session, tiger, 'best');
    const fast = await cutoutMask(session, tiger, 'fast');
    table.push(`bgremove-tiger.jpg | ${fast.input.width}×${fast.input.height} | ${foregroundIoU(fast.mask, best.mask).toFixed(3)} | ${Math.round(fast.modelMs)} | ${Math.round(best.modelMs)}`);
    expect(foregroundIoU(best.mask, reference)).toBeGreaterThanOrEqual(0.95);
    expect(foregroundIoU(fast.mask, reference)).toBeGreaterThanOrEqual(0.95);
    expect(foregroundIoU(fast.mask, best.mask)).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});
