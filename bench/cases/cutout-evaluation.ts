// The background remover's evaluation set (test/corpus/cutout-eval/, public-domain and CC0 photos, and
// the corpus tiger) under Node, through the same engine modules the worker runs: for each photo, how
// well Fast's foreground agrees with Best's, and each model run's time.
import { basename } from 'node:path';
import { cutoutMask, evaluationPhotos, openNodeIsnet } from '../../test/fixtures/cutout-eval';
import { corpusDir } from '../../test/fixtures/corpus';
import { foregroundIoU, readPngFile } from '../../test/readers/png-alpha';
import { median } from '../measure';
import type { TableSection } from '../results-writer';

export async function benchCutoutEvaluation(): Promise<TableSection> {
  const session = await openNodeIsnet();
  const tiger = `${corpusDir}bgremove-tiger.jpg`;
  const reference = readPngFile(`${corpusDir}bgremove-tiger.reference-rembg.png`);
  const lines = ['| photo | Fast input | Fast vs Best (IoU) | vs rembg: Fast / Best | Fast, model s | Best, model s |', '|---|---|---:|---:|---:|---:|'];
  const agreements: number[] = [];
  for (const path of [...evaluationPhotos(), tiger]) {
    const best = await cutoutMask(session, path, 'best');
    const fast = await cutoutMask(session, path, 'fast');
    const agreement = foregroundIoU(fast.mask, best.mask);
    agreements.push(agreement);
    const versusReference = path === tiger ? `${foregroundIoU(fast.mask, reference).toFixed(3)} / ${foregroundIoU(best.mask, reference).toFixed(3)}` : '—';
    lines.push(`| ${basename(path)} | ${fast.input.width} × ${fast.input.height} | ${agreement.toFixed(3)} | ${versusReference} | ${(fast.modelMs / 1000).toFixed(2)} | ${(best.modelMs / 1000).toFixed(2)} |`);
  }
  const below = agreements.filter((value) => value < 0.9).length;
  return {
    title: `Background removal: the evaluation set (${agreements.length} photos), Fast against Best`,
    description:
      'Each photo of `test/corpus/cutout-eval/` (sources and licences in its SOURCES.tsv) and the corpus tiger, under Node with ONNX Runtime ' +
      'Web (WASM, 2 threads) and the engine modules the worker runs; ImageMagick decodes and scales where the worker uses the browser\'s canvas. ' +
      'IoU: intersection over union of the foregrounds (alpha > 128) at the photo\'s own size. "vs rembg" is for the tiger, which has a reference cut-out.',
    table: lines.join('\n'),
    notes: [
      `Fast agrees with Best at IoU ≥ 0.90 on ${agreements.length - below} of ${agreements.length} photos (median ${median(agreements).toFixed(3)}, lowest ${Math.min(...agreements).toFixed(3)}).`,
      'Times are the model run alone (no decoding or PNG encoding), on this 2-core machine.',
    ],
  };
}
