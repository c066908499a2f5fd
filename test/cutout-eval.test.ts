// The background remover's two qualities on the evaluation set (test/corpus/cutout-eval/: public-domain
// and CC0 photos of people, animals, products, vehicles and plants) and on the corpus tiger: Fast must
// find the same subject as Best (intersection over union of the foregrounds at least 0.90 on every
// photo), and both must agree with rembg's cut-out of the tiger (at least 0.95).
import { basename } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutoutMask, evaluationPhotos, openNodeIsnet } from './cutout-eval';
import { corpusDir } from './corpus';
import { foregroundIoU, readPngFile } from './png-alpha';
import type { IsnetSession } from '../workers/engines/background/isnet-session';

const photos = evaluationPhotos();
const table: string[] = [];
let session: IsnetSession;

beforeAll(async () => {
  session = await openNodeIsnet();
}, 120_000);

afterAll(() => console.log(['photo | Fast input | Fast vs Best | Fast ms | Best ms', ...table].join('\n')));

describe('the background remover on the evaluation set', () => {
  it('has at least 12 photos', () => expect(photos.length).toBeGreaterThanOrEqual(12));

  it.each(photos.map((path) => [basename(path), path]))('%s: Fast finds the subject Best finds', async (name, path) => {
    const best = await cutoutMask(session, path, 'best');
    const fast = await cutoutMask(session, path, 'fast');
    const agreement = foregroundIoU(fast.mask, best.mask);
    table.push(`${name} | ${fast.input.width}×${fast.input.height} | ${agreement.toFixed(3)} | ${Math.round(fast.modelMs)} | ${Math.round(best.modelMs)}`);
    expect(agreement).toBeGreaterThanOrEqual(0.9);
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
