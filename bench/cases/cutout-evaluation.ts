// The background remover's evaluation set (test/corpus/cutout-eval/, public-domain and CC0 photos, and
// the corpus tiger) under Node, through the same engine modules the worker runs: for each photo, how
// well Fast's foreground agrees with Best's, and each model run's time. Beside today's Fast (the 8-bit
// model our build makes) it runs the Fast this app had before it, the 16-bit model on about 512² with
// the photo's proportions kept, so the table shows what the change bought.
import { basename } from 'node:path';
import { cutoutMask, evaluationPhotos, imageSize, openNodeIsnet } from '../../test/fixtures/cutout-eval';
import { corpusDir } from '../../test/fixtures/corpus';
import { foregroundIoU, readPngFile } from '../../test/readers/png-alpha';
import type { InputSize } from '../../workers/engines/background/model-input';
import { median } from '../measure';
import type { TableSection } from '../results-writer';

export async function benchCutoutEvaluation(): Promise<TableSection> {
  const best = await openNodeIsnet('best');
  const fast = await openNodeIsnet('fast');
  const tiger = `${corpusDir}bgremove-tiger.jpg`;
  const reference = readPngFile(`${corpusDir}bgremove-tiger.reference-rembg.png`);
  const lines = [
    '| photo | Fast vs Best (IoU) | earlier Fast vs Best | vs rembg: Fast / Best | Fast, model s | Best, model s | earlier Fast, model s |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  const agreements: number[] = [];
  const earlierAgreements: number[] = [];
  for (const path of [...evaluationPhotos(), tiger]) {
    const bestCutout = await cutoutMask(best, path);
    const fastCutout = await cutoutMask(fast, path);
    const photo = imageSize(path);
    const earlier = await cutoutMask(best, path, earlierFastInput(photo.width, photo.height));
    const agreement = foregroundIoU(fastCutout.mask, bestCutout.mask);
    const earlierAgreement = foregroundIoU(earlier.mask, bestCutout.mask);
    agreements.push(agreement);
    earlierAgreements.push(earlierAgreement);
    const versusReference = path === tiger ? `${foregroundIoU(fastCutout.mask, reference).toFixed(3)} / ${foregroundIoU(bestCutout.mask, reference).toFixed(3)}` : '—';
    lines.push(`| ${basename(path)} | ${agreement.toFixed(3)} | ${earlierAgreement.toFixed(3)} | ${versusReference} | ${seconds(fastCutout.modelMs)} | ${seconds(bestCutout.modelMs)} | ${seconds(earlier.modelMs)} |`);
  }
  const agreeing = (values: number[]) => values.filter((value) => value >= 0.9).length;
  return {
    title: `Background removal: the evaluation set (${agreements.length} photos), Fast against Best`,
    description:
      'Each photo of `test/corpus/cutout-eval/` (sources and licences in its SOURCES.tsv) and the corpus tiger, under Node with ONNX Runtime ' +
      'Web (WASM, 2 threads) and the engine modules the worker runs; ImageMagick decodes and scales where the worker uses the browser\'s canvas. ' +
      'Fast is the 8-bit ISNet the build makes from the 16-bit one (node/fast-cutout-model/), both reading 1024 × 1024; "earlier Fast" ' +
      'is what Fast was until this table: the 16-bit model on about 512² with the photo\'s proportions. ' +
      'IoU: intersection over union of the foregrounds (alpha > 128) at the photo\'s own size. "vs rembg" is for the tiger, which has a reference cut-out.',
    table: lines.join('\n'),
    notes: [
      `Fast agrees with Best at IoU ≥ 0.90 on ${agreeing(agreements)} of ${agreements.length} photos (median ${median(agreements).toFixed(3)}, lowest ${Math.min(...agreements).toFixed(3)}); ` +
        `the earlier Fast on ${agreeing(earlierAgreements)} (lowest ${Math.min(...earlierAgreements).toFixed(3)}).`,
      'Times are the model run alone (no decoding or PNG encoding), on this 2-core machine.',
    ],
  };
}

/** The earlier Fast's input: about 512² pixels with the photo's proportions, sides in steps of 32, at least 64. */
function earlierFastInput(width: number, height: number): InputSize {
  const scale = Math.sqrt((512 * 512) / (width * height));
  const side = (length: number) => Math.max(64, Math.round((length * scale) / 32) * 32);
  return { width: side(width), height: side(height) };
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(2);
}
