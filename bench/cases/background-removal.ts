// Background removal case: a 1-megapixel photo through the real screen in headless Chromium, Fast
// and Best, first use (the quality's model downloaded from the local server and started; the runtime
// only on the first) and warm (model already running in the worker). Quality:
// the cut-out's foreground against rembg's cut-out of the same photo (intersection over union of
// alpha > 128). A second case runs the evaluation set under Node (test/cutout-eval.ts).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Page } from '@playwright/test';
import { withBrowserApp } from '../browser-app';
import { corpusDir } from '../../test/fixtures/corpus';
import { foregroundIoU, readPngFile, resampleAlpha } from '../../test/readers/png-alpha';
import { formatBytes } from '../../src/lib/format-bytes';
import { median, summarize, type Timing } from '../measure';
import type { BenchRow, BenchSection } from '../results-writer';

const PORT = 4304;
const SOURCE = 'bgremove-tiger.jpg';
// The tiger (1000 × 667) scaled to one megapixel, same aspect.
const WIDTH = 1225;
const HEIGHT = 817;
const WARM_RUNS = 2;
const RUN_TIMEOUT_MS = 5 * 60_000;
const MIN_IOU = 0.9;
/** Issue 33: Fast at most 4.5 s per megapixel, warm, in Chromium on this machine. */
const FAST_GOAL_MS = 4500;
const FAST_LABEL = 'Fast (8-bit ISNet, 1024² input)';
const BEST_LABEL = 'Best (16-bit ISNet, 1024² input)';

interface QualityRuns {
  label: string;
  first: number;
  warm: number[];
  outputBytes: number;
  iou: number;
}

export async function benchBackgroundRemoval(): Promise<BenchSection> {
  const reference = readPngFile(`${corpusDir}bgremove-tiger.reference-rembg.png`);
  const { runs, peakBytes } = await withBrowserApp(async ({ page, origin, peakMemoryBytes }) => {
    await page.goto(`${origin}/background-remover`);
    const photo = await onePixelMegaphoto(page, readFileSync(`${corpusDir}${SOURCE}`));
    const measured: QualityRuns[] = [];
    for (const [quality, label] of [['Fast', FAST_LABEL], ['Best', BEST_LABEL]] as const) {
      const first = await timedRun(page, photo, quality);
      const { path, size } = await downloadCutout(page);
      const cutout = readPngFile(path);
      if (cutout.width !== WIDTH || cutout.height !== HEIGHT) throw new Error(`${quality}: cut-out is ${cutout.width}×${cutout.height}`);
      const iou = foregroundIoU(resampleAlpha(cutout, reference.width, reference.height), reference);
      if (iou < MIN_IOU) throw new Error(`${quality}: foreground IoU ${iou.toFixed(3)} against rembg, below ${MIN_IOU}`);
      const warm: number[] = [];
      for (let run = 0; run < WARM_RUNS; run += 1) warm.push(await timedRun(page, photo, quality));
      measured.push({ label, first, warm, outputBytes: size, iou });
    }
    return { runs: measured, peakBytes: peakMemoryBytes() };
  }, PORT);

  const rows: BenchRow[] = runs.flatMap((run) => [
    { tool: `${run.label}, first use`, timing: single(run.first), outputBytes: run.outputBytes, pages: 1, check: `IoU ${run.iou.toFixed(3)}` },
    { tool: `${run.label}, warm`, timing: summarize(run.warm), outputBytes: run.outputBytes, pages: 1, check: `IoU ${run.iou.toFixed(3)}` },
  ]);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return {
    title: `Background removal: a 1-megapixel photo (${WIDTH} × ${HEIGHT}) in headless Chromium`,
    description:
      `\`${SOURCE}\` scaled to ${WIDTH} × ${HEIGHT} (${(WIDTH * HEIGHT).toLocaleString('en-US')} pixels), run through the Background remover ` +
      'screen of the production build: click "Remove Background" until the result shows, so the time includes the local API, the worker, ' +
      'the model and the full-resolution PNG. "First use" downloads the model and the ONNX Runtime from the local preview ' +
      `server and starts it (Best's first run downloads only its own model: the runtime is loaded); "warm" runs ${WARM_RUNS} more times. ` +
      'The "qpdf --check" column holds instead the foreground\'s ' +
      'intersection over union with rembg’s cut-out of the same photo (alpha > 128); "pages" is one image. No native reference: rows are ' +
      'relative to Fast, warm.',
    reference: `${FAST_LABEL}, warm`,
    rows,
    notes: [
      ...runs.map((run) => `${run.label}: ${seconds(run.first)} on its first run, ${seconds(median(run.warm))} per image warm.`),
      `The goal for Fast is at most ${seconds(FAST_GOAL_MS)} per 1-megapixel photo warm: ${median(runs[0].warm) <= FAST_GOAL_MS ? 'met' : 'not met'} in this run.`,
      `Peak memory of all Chromium processes during the case: ${formatBytes(peakBytes)}.`,
      'The model runs on the CPU (ONNX Runtime Web, WASM SIMD) with threads, the page being cross-origin isolated; ' +
        'on a 2-core machine, times rise when other work shares it.',
    ],
  };
}

async function timedRun(page: Page, photo: Buffer, quality: 'Fast' | 'Best'): Promise<number> {
  // "Process Another Image" after a previous run, so each run starts from the upload area.
  const again = page.getByRole('button', { name: 'Process Another Image' });
  if (await again.count()) await again.click();
  await page.getByTestId('file-input').setInputFiles({ name: 'tiger-1mp.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('radio', { name: new RegExp(`^${quality}`) }).check();
  const start = performance.now();
  await page.getByRole('button', { name: 'Remove Background' }).click();
  await page.locator('[data-testid=result], [data-testid=job-error]').first().waitFor({ timeout: RUN_TIMEOUT_MS });
  const elapsed = performance.now() - start;
  const error = page.getByTestId('job-error');
  if (await error.count()) throw new Error(`the run failed: ${await error.textContent()}`);
  return elapsed;
}

async function downloadCutout(page: Page): Promise<{ path: string; size: number }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PNG' }).click()]);
  const path = await download.path();
  return { path, size: readFileSync(path).byteLength };
}

/** The corpus photo scaled by the browser to one megapixel, as a JPEG. */
async function onePixelMegaphoto(page: Page, jpeg: Buffer): Promise<Buffer> {
  const base64 = await page.evaluate(async ({ source, width, height }) => {
    const bytes = Uint8Array.from(atob(source), (char) => char.charCodeAt(0));
    const image = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')!.drawImage(image, 0, 0, width, height);
    const out = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })).arrayBuffer());
    let text = '';
    for (let index = 0; index < out.length; index += 0x8000) text += String.fromCharCode(...out.subarray(index, index + 0x8000));
    return btoa(text);
  }, { source: jpeg.toString('base64'), width: WIDTH, height: HEIGHT });
  return Buffer.from(base64, 'base64');
}

function single(ms: number): Timing {
  return { medianMs: ms, minMs: ms, maxMs: ms };
}
