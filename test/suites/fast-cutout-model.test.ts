// The Fast model the build makes: the 16-bit ISNet widened to 32 bits, then quantised to 8 bits with
// the committed calibration ranges. How well its cut-outs agree with Best's is test/suites/cutout-eval.test.ts.
import { describe, expect, it } from 'vitest';
import * as ort from 'onnxruntime-web';
import { float32Isnet, halfToFloat } from '../../node/fast-cutout-model/float32-isnet';
import { quantizationPlan } from '../../node/fast-cutout-model/quantization-plan';
import { quantizeIsnet, uint8Params } from '../../node/fast-cutout-model/quantize-isnet';
import { RangeHistogram } from '../../node/fast-cutout-model/range-histogram';
import { calibrationTable, checkCalibratedOn } from '../../node/fast-cutout-model/calibration-table';
import { acceptAnyInputSize } from '../../node/isnet-any-size';
import { ONNX_FLOAT16, ONNX_INT8, readOnnxModel, writeOnnxModel, type OnnxGraph } from '../../node/onnx-model';
import { modelBytes } from '../fixtures/cutout-eval';

const shipped = modelBytes('best');
const table = calibrationTable();

async function runAt(model: Uint8Array, input: Float32Array, [height, width]: [number, number]): Promise<Float32Array> {
  ort.env.wasm.numThreads = 1;
  const session = await ort.InferenceSession.create(acceptAnyInputSize(model), { logSeverityLevel: 3 });
  const results = await session.run({ [session.inputNames[0]]: new ort.Tensor('float32', input, [1, 3, height, width]) }, [session.outputNames[0]]);
  const mask = results[session.outputNames[0]].data as Float32Array;
  await session.release();
  return mask;
}

/** A smooth, photo-like input: a bright disc on a darker gradient. */
function discInput(height: number, width: number): Float32Array {
  const input = new Float32Array(3 * height * width);
  for (let channel = 0; channel < 3; channel += 1) {
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const inside = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (height / 3) ** 2;
        input[channel * height * width + y * width + x] = inside ? 0.4 - channel * 0.1 : -0.4 + (0.3 * x) / width;
      }
    }
  }
  return input;
}

function convWeightTypes(graph: OnnxGraph): Map<string, number | undefined> {
  const producerOf = new Map(graph.node.flatMap((node) => node.output.map((output) => [output, node] as const)));
  const initializers = new Map(graph.initializer.map((tensor) => [tensor.name!, tensor]));
  return new Map(graph.node.filter((node) => node.opType === 'Conv').map((conv) => {
    const weight = producerOf.get(conv.input[1]);
    return [conv.name!, weight?.opType === 'DequantizeLinear' ? initializers.get(weight.input[0])?.dataType : initializers.get(conv.input[1])?.dataType];
  }));
}

describe('the 32-bit ISNet', () => {
  it('widens every 16-bit weight exactly, and keeps no cast and only the final mask', () => {
    expect([0x3c00, 0xc000, 0x0001, 0x7bff, 0x3555].map(halfToFloat)).toEqual([1, -2, 2 ** -24, 65504, 0.333251953125]);
    const graph = float32Isnet(shipped).graph!;
    expect(graph.node.some((node) => node.opType === 'Cast')).toBe(false);
    expect(graph.initializer.some((tensor) => tensor.dataType === ONNX_FLOAT16)).toBe(false);
    expect(graph.output).toHaveLength(1);
  });

  it('computes the mask the 16-bit model computes', async () => {
    const input = discInput(96, 160);
    const half = await runAt(shipped, input, [96, 160]);
    const full = await runAt(writeOnnxModel(float32Isnet(shipped)), input, [96, 160]);
    const largest = full.reduce((max, value, index) => Math.max(max, Math.abs(value - half[index])), 0);
    expect(largest).toBeLessThan(0.01);
  });
});

describe('the 8-bit ISNet', () => {
  const fast = quantizeIsnet(float32Isnet(shipped), table.ranges);

  it('has a committed range for every activation the plan quantises, and none other', () => {
    const { measured } = quantizationPlan(float32Isnet(shipped).graph!);
    expect(Object.keys(table.ranges).sort()).toEqual([...measured].sort());
    expect(table.photos.length).toBeGreaterThanOrEqual(9);
  });

  it('reads 8-bit weights in every convolution but the first and the head, and is about half the 16-bit file', () => {
    const types = convWeightTypes(readOnnxModel(fast).graph!);
    const float = [...types].filter(([, type]) => type !== ONNX_INT8).map(([name]) => name);
    expect(float.sort()).toEqual(['/conv_in/Conv', '/side1/Conv']);
    expect(fast.length).toBeLessThan(shipped.length * 0.55);
    expect(fast.length).toBeGreaterThan(shipped.length * 0.45);
  });

  it('is the same bytes every time it is made (the build is reproducible)', () => {
    const again = quantizeIsnet(float32Isnet(shipped), table.ranges);
    expect(Buffer.compare(Buffer.from(again), Buffer.from(fast))).toBe(0);
  });

  it('runs at any input size and finds the same disc as the 16-bit model', async () => {
    const input = discInput(128, 192);
    const [half, eight] = [await runAt(shipped, input, [128, 192]), await runAt(fast, input, [128, 192])];
    let both = 0;
    let either = 0;
    for (let index = 0; index < half.length; index += 1) {
      if (half[index] > 0.5 && eight[index] > 0.5) both += 1;
      if (half[index] > 0.5 || eight[index] > 0.5) either += 1;
    }
    expect(either).toBeGreaterThan(0);
    expect(both / either).toBeGreaterThan(0.9);
  });

  it('was calibrated on this very model, and refuses a table measured on another one or at another percentile', () => {
    expect(() => checkCalibratedOn(table, shipped)).not.toThrow();
    const changed = shipped.slice();
    changed[changed.length - 1] ^= 1;
    expect(() => checkCalibratedOn(table, changed)).toThrow('measured on another model');
    expect(() => checkCalibratedOn({ ...table, percentile: 99.9 }, shipped)).toThrow('99.9 %');
  });

  it('fails the build when a range is missing, rather than guessing one', () => {
    const [first] = Object.keys(table.ranges);
    const ranges = { ...table.ranges };
    delete ranges[first];
    expect(() => quantizeIsnet(float32Isnet(shipped), ranges)).toThrow(`no calibration range for ${first}`);
  });
});

describe('the quantisation arithmetic', () => {
  it('maps a range to uint8 steps that include zero exactly', () => {
    for (const range of [[0, 2.55], [1, 2.55]] as Array<[number, number]>) {
      const { scale, zeroPoint } = uint8Params(range);
      expect(scale).toBeCloseTo(0.01, 12);
      expect(zeroPoint).toBe(0);
    }
    const signed = uint8Params([-1, 1.55]);
    expect(signed.scale).toBeCloseTo(0.01);
    expect(signed.zeroPoint).toBe(100);
  });

  it('cuts the rarest extremes off a range, and keeps every value at 100 %', () => {
    const histogram = new RangeHistogram();
    histogram.add(Float32Array.from({ length: 100_000 }, (_, index) => index / 100_000));
    histogram.add(Float32Array.of(1000, -5));
    const [low, high] = histogram.range(99.99);
    // Within one bin (1/8192 of the span seen) of the true 0…1.
    expect(low).toBeGreaterThan(-0.2);
    expect(low).toBeLessThanOrEqual(0);
    expect(high).toBeLessThan(1.2);
    expect(high).toBeGreaterThan(0.99);
    expect(histogram.range(100)).toEqual([-5, 1000]);
  });
});
