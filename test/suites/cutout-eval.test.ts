// The background remover's two qualities on the evaluation set (test/corpus/cutout-eval/: public-domain
// and CC0 photos of people, animals, products, objects, vehicles and plants) and on the corpus tiger.
// Best runs the 16-bit ISNet as the data package ships it; Fast the 8-bit ISNet our build makes from it
// (node/fast-cutout-model/), both on the photo stretched to 1024 × 1024.
//
// What holds, and is checked here: on the tiger both qualities agree with rembg's cut-out (IoU ≥ 0.95);
// on one photo of each kind Best finds a subject and Fast agrees with Best at IoU ≥ 0.90. The bench's
// table (bench/cases/cutout-evaluation.ts, bench/RESULTS.md) runs the whole set, beside the Fast this
// app had before (the 16-bit model on about 512²); this test runs one photo of each kind, to keep the
// suite's time in bounds (a Best run is ~7 s on 2 cores, a Fast run ~2 s).
import { basename } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutoutMask, evaluationPhotos, onePhotoPerKind, openNodeIsnet } from '../fixtures/cutout-eval';
import { corpusDir } from '../fixtures/corpus';
import { alphaShares, foregroundIoU, readPngFile, type DecodedPng } from '../readers/png-alpha';
import type { IsnetSession } from '../../workers/engines/background/isnet-session';

const photos = evaluationPhotos();
const table: string[] = [];
let best: IsnetSession;
let fast: IsnetSession;

beforeAll(async () => {
  best = await openNodeIsnet('best');
  fast = await openNodeIsnet('fast');
}, 120_000);

afterAll(() => console.log(['photo | Fast vs Best | Fast ms | Best ms', ...table].join('\n')));

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

  it.each(onePhotoPerKind(photos).map((path) => [basename(path), path]))('%s: Best finds a subject, and Fast the same one', async (name, path) => {
    const bestCutout = await cutoutMask(best, path);
    const fastCutout = await cutoutMask(fast, path);
    const agreement = foregroundIoU(fastCutout.mask, bestCutout.mask);
    table.push(`${name} | ${agreement.toFixed(3)} | ${Math.round(fastCutout.modelMs)} | ${Math.round(bestCutout.modelMs)}`);
    expect(foregroundShare(bestCutout.mask)).toBeGreaterThan(0.01);
    expect(alphaShares(bestCutout.mask).transparent).toBeGreaterThan(0.05);
    expect(agreement).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it('agrees with rembg’s cut-out of the tiger in both qualities, and Fast with Best', async () => {
    const tiger = `${corpusDir}bgremove-tiger.jpg`;
    const reference = readPngFile(`${corpusDir}bgremove-tiger.reference-rembg.png`);
    const bestCutout = await cutoutMask(best, tiger);
    const fastCutout = await cutoutMask(fast, tiger);
    table.push(`bgremove-tiger.jpg | ${foregroundIoU(fastCutout.mask, bestCutout.mask).toFixed(3)} | ${Math.round(fastCutout.modelMs)} | ${Math.round(bestCutout.modelMs)}`);
    expect(foregroundIoU(bestCutout.mask, reference)).toBeGreaterThanOrEqual(0.95);
    expect(foregroundIoU(fastCutout.mask, reference)).toBeGreaterThanOrEqual(0.95);
    expect(foregroundIoU(fastCutout.mask, bestCutout.mask)).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});
