// The graph rewrite on the model the app serves (the 16-bit ISNet from @imgly/background-removal-data).
import { describe, expect, it } from 'vitest';
import * as ort from 'onnxruntime-web';
import { acceptAnyInputSize } from '../../node/isnet-any-size';
import { readOnnxModel, writeOnnxModel } from '../../node/onnx-model';
import { modelBytes } from '../fixtures/cutout-eval';

const original = modelBytes();

describe('ISNet at any input size', () => {
  it('reads and writes the model without losing a byte (the schema covers every field it uses)', () => {
    const written = writeOnnxModel(readOnnxModel(original));
    expect(written.length).toBe(original.length);
    expect(Buffer.compare(Buffer.from(written), Buffer.from(original))).toBe(0);
  });

  it('computes every upsampling target from the input instead of the traced 1024-based constants', () => {
    const graph = readOnnxModel(acceptAnyInputSize(original)).graph!;
    const producerOf = new Map(graph.node.flatMap((node) => node.output.map((output) => [output, node] as const)));
    const resizes = graph.node.filter((node) => node.opType === 'Resize');
    expect(resizes).toHaveLength(39);
    for (const resize of resizes) {
      const sizes = producerOf.get(resize.input[3])!;
      expect(sizes.input.map((name) => producerOf.get(name)?.opType)).not.toContain('Constant');
    }
    expect(graph.input[0].type?.tensorType?.shape?.dim.map((dim) => dim.dimParam || Number(dim.dimValue))).toEqual([1, 3, 'input_height', 'input_width']);
  });

  it('runs on a photo-shaped input that is not a power of two, answering a mask of the same size', async () => {
    ort.env.wasm.numThreads = 1;
    const session = await ort.InferenceSession.create(acceptAnyInputSize(original), { logSeverityLevel: 3 });
    const [height, width] = [96, 160];
    const result = await session.run({ input: new ort.Tensor('float32', new Float32Array(3 * height * width).fill(0.1), [1, 3, height, width]) }, ['output']);
    expect(result.output.dims).toEqual([1, 1, height, width]);
    const values = result.output.data as Float32Array;
    expect(values.every((value) => value >= 0 && value <= 1)).toBe(true);
    await session.release();
  });
});
