// Measures the activation ranges the Fast cut-out model is quantised with, and writes them to
// node/fast-cutout-model/calibration-ranges.json (committed: the build then needs no photos and
// no model run). Run again only when the model package or the quantisation plan changes:
//   npm run calibrate-fast-cutout
// The 32-bit ISNet runs under Node on the calibration photos (test/corpus/cutout-calibration/ and two
// corpus photos, none of them in the evaluation set), prepared exactly as the app prepares a photo
// (stretched to 1024 × 1024). About 10 minutes on two cores.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'vitest';
import * as ort from 'onnxruntime-web';
import { float32Isnet } from '../../node/fast-cutout-model/float32-isnet';
import { quantizationPlan } from '../../node/fast-cutout-model/quantization-plan';
import { CALIBRATION_PERCENTILE, type CalibrationTable } from '../../node/fast-cutout-model/calibration-table';
import { RangeHistogram } from '../../node/fast-cutout-model/range-histogram';
import { ONNX_FLOAT, writeOnnxModel } from '../../node/onnx-model';
import { fnv1a } from '../../workers/runtime/fnv1a';
import { modelBytes, modelInputOf } from '../../test/fixtures/cutout-eval';
import { corpusDir } from '../../test/fixtures/corpus';

const TABLE = fileURLToPath(new URL('../../node/fast-cutout-model/calibration-ranges.json', import.meta.url));
/** From test/corpus/: people, animals, cars, a plant, a landscape and a greyscale bird. */
const PHOTOS = [
  ...readdirSync(join(corpusDir, 'cutout-calibration')).filter((name) => name.endsWith('.jpg')).sort().map((name) => `cutout-calibration/${name}`),
  'image-greyscale-bird.png',
  'image-photo-mountain.jpg',
];
/** Activations asked for in one run: all of them at once would pass WebAssembly's 4 GB. */
const TENSORS_PER_RUN = 40;
const SIDE = 1024;

test('calibrate the Fast cut-out model', async () => {
  const inputs = PHOTOS.map((photo) => modelInputOf(join(corpusDir, photo), { width: SIDE, height: SIDE }));
  const shipped = modelBytes();
  const { measured } = quantizationPlan(float32Isnet(shipped).graph!);
  const histograms = new Map(measured.map((tensor) => [tensor, new RangeHistogram()]));
  ort.env.wasm.numThreads = 2;
  for (let first = 0; first < measured.length; first += TENSORS_PER_RUN) {
    const tensors = measured.slice(first, first + TENSORS_PER_RUN);
    const model = float32Isnet(shipped);
    model.graph!.output.push(...tensors.map((name) => ({ name, type: { tensorType: { elemType: ONNX_FLOAT } } })));
    const session = await ort.InferenceSession.create(writeOnnxModel(model), { logSeverityLevel: 3 });
    for (const input of inputs) {
      const results = await session.run({ [session.inputNames[0]]: new ort.Tensor('float32', input, [1, 3, SIDE, SIDE]) }, tensors);
      for (const tensor of tensors) histograms.get(tensor)!.add(results[tensor].data as Float32Array);
      for (const result of Object.values(results)) result.dispose();
    }
    await session.release();
    console.log(`measured ${Math.min(first + TENSORS_PER_RUN, measured.length)} of ${measured.length} activations`);
  }
  const table: CalibrationTable = {
    model: fnv1a(shipped),
    percentile: CALIBRATION_PERCENTILE,
    photos: PHOTOS,
    ranges: Object.fromEntries(measured.map((tensor) => [tensor, histograms.get(tensor)!.range(CALIBRATION_PERCENTILE).map(significant) as [number, number]])),
  };
  writeFileSync(TABLE, tableText(table));
}, 60 * 60_000);

/** JSON with one tensor's range per line, so a new calibration's diff reads tensor by tensor. */
function tableText({ model, percentile, photos, ranges }: CalibrationTable): string {
  const lines = Object.entries(ranges).map(([tensor, range]) => `  ${JSON.stringify(tensor)}: ${JSON.stringify(range)}`);
  return `{\n "model": ${JSON.stringify(model)},\n "percentile": ${percentile},\n "photos": ${JSON.stringify(photos)},\n "ranges": {\n${lines.join(',\n')}\n }\n}\n`;
}

/** Six significant digits: the table stays readable and its diffs small. */
function significant(value: number): number {
  return Number(value.toPrecision(6));
}
