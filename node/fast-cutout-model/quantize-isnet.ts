// Static 8-bit quantisation of the 32-bit ISNet in ONNX's QDQ form, which ONNX Runtime turns into its
// integer kernels (QLinearConv and friends):
// - each convolution's weights as int8, one scale per output channel (symmetric), its bias as int32
//   at the scale of input × weight;
// - each activation between 8-bit operations as uint8 with the range measured on calibration photos
//   (calibration-ranges.json), a QuantizeLinear → DequantizeLinear pair written after its producer.
// Plain arithmetic on the weights: the build makes the Fast model from the npm package's file and the
// committed ranges, the same bytes every time.
import {
  ONNX_ATTRIBUTE_INT, ONNX_FLOAT, alignedCopy, ONNX_INT32, ONNX_INT8, ONNX_UINT8, elementCount, writeOnnxModel,
  type OnnxGraph, type OnnxModel, type OnnxNode, type OnnxTensor,
} from '../onnx-model';
import { quantizationPlan } from './quantization-plan';

/** A measured activation range per tensor name: [lowest, highest] kept. */
export type ActivationRanges = Record<string, [number, number]>;

const PREFIX = 'folio_int8/';
const WEIGHT_LIMIT = 127;

/** The 32-bit model (float32-isnet.ts) → the 8-bit model's bytes. The model object is changed in place. */
export function quantizeIsnet(model: OnnxModel, ranges: ActivationRanges): Uint8Array {
  const graph = model.graph!;
  const plan = quantizationPlan(graph);
  const initializers = new Map(graph.initializer.map((tensor) => [tensor.name!, tensor]));
  const params = new Map<string, { scale: string; zeroPoint: string; value: number }>();
  const added: Array<{ after: string; nodes: OnnxNode[] }> = [];

  const paramsOf = (tensor: string) => {
    const known = params.get(tensor);
    if (known) return known;
    const same = plan.sameScaleAs.get(tensor);
    if (same) return paramsOf(same);
    const range = ranges[tensor];
    if (!range) throw new Error(`no calibration range for ${tensor}: the ranges were measured on another model`);
    const { scale, zeroPoint } = uint8Params(range);
    const made = { scale: `${PREFIX}${tensor}/scale`, zeroPoint: `${PREFIX}${tensor}/zero_point`, value: scale };
    graph.initializer.push(scalar(made.scale, ONNX_FLOAT, scale), scalar(made.zeroPoint, ONNX_UINT8, zeroPoint));
    params.set(tensor, made);
    return made;
  };

  const dequantised = new Map<string, string>();
  for (const tensor of [...plan.measured, ...plan.sameScaleAs.keys()]) {
    const { scale, zeroPoint } = paramsOf(tensor);
    const quantised = `${PREFIX}${tensor}/quantized`;
    const restored = `${PREFIX}${tensor}/dequantized`;
    dequantised.set(tensor, restored);
    added.push({
      after: tensor,
      nodes: [
        { opType: 'QuantizeLinear', name: `${PREFIX}${tensor}/Q`, input: [tensor, scale, zeroPoint], output: [quantised] },
        { opType: 'DequantizeLinear', name: `${PREFIX}${tensor}/DQ`, input: [quantised, scale, zeroPoint], output: [restored] },
      ],
    });
  }

  const weightNodes: OnnxNode[] = [];
  for (const conv of plan.nodes.filter((node) => node.opType === 'Conv')) {
    const [input, weightName, biasName] = conv.input;
    const inputScale = paramsOf(input).value;
    const weight = initializers.get(weightName);
    if (!weight) throw new Error(`${conv.name}: its weights are not a constant`);
    const { tensors, node, channelScales } = quantisedWeights(weight);
    graph.initializer.push(...tensors);
    weightNodes.push(node);
    conv.input[1] = node.output[0];
    if (biasName) {
      const bias = initializers.get(biasName)!;
      const quantisedBias = quantisedBiasOf(bias, channelScales.map((scale) => scale * inputScale));
      graph.initializer.push(...quantisedBias.tensors);
      weightNodes.push(quantisedBias.node);
      conv.input[2] = quantisedBias.node.output[0];
    }
  }
  // Every reader of a quantised tensor reads its dequantised copy instead (the Q node reads the original).
  for (const node of graph.node) {
    node.input = node.input.map((name) => dequantised.get(name) ?? name);
  }
  graph.node = withInserted(graph, added, weightNodes);
  // The 32-bit weights the convolutions no longer read.
  const read = new Set(graph.node.flatMap((node) => node.input));
  graph.initializer = graph.initializer.filter((tensor) => read.has(tensor.name!));
  return writeOnnxModel(model);
}

/** uint8 scale and zero point covering [lo, hi] and zero (so zero padding and Relu's floor stay exact). */
export function uint8Params([lo, hi]: [number, number]): { scale: number; zeroPoint: number } {
  const low = Math.min(lo, 0);
  const high = Math.max(hi, 0);
  const scale = high > low ? (high - low) / 255 : 1;
  return { scale, zeroPoint: Math.min(255, Math.max(0, Math.round(-low / scale))) };
}

function quantisedWeights(weight: OnnxTensor): { tensors: OnnxTensor[]; node: OnnxNode; channelScales: number[] } {
  const values = floatValues(weight);
  const channels = Number(weight.dims![0]);
  const perChannel = values.length / channels;
  const quantised = new Int8Array(values.length);
  const channelScales: number[] = [];
  for (let channel = 0; channel < channels; channel += 1) {
    const slice = values.subarray(channel * perChannel, (channel + 1) * perChannel);
    const largest = slice.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
    const scale = largest > 0 ? largest / WEIGHT_LIMIT : 1;
    channelScales.push(scale);
    for (let index = 0; index < slice.length; index += 1) quantised[channel * perChannel + index] = Math.round(slice[index] / scale);
  }
  const name = `${PREFIX}${weight.name}`;
  const tensors = [
    { name: `${name}/quantized`, dataType: ONNX_INT8, dims: weight.dims, rawData: new Uint8Array(quantised.buffer) },
    { name: `${name}/scale`, dataType: ONNX_FLOAT, dims: [channels], rawData: new Uint8Array(Float32Array.from(channelScales).buffer) },
    { name: `${name}/zero_point`, dataType: ONNX_INT8, dims: [channels], rawData: new Uint8Array(channels) },
  ];
  return { tensors, node: dequantiseAlongChannels(name, tensors), channelScales };
}

function quantisedBiasOf(bias: OnnxTensor, scales: number[]): { tensors: OnnxTensor[]; node: OnnxNode } {
  const values = floatValues(bias);
  const quantised = Int32Array.from(values, (value, channel) => {
    const steps = Math.round(value / scales[channel]);
    // Int32Array would wrap silently; a bias this far outside its input's range means a wrong table.
    if (Math.abs(steps) > 2 ** 31 - 1) throw new Error(`${bias.name}: channel ${channel} does not fit int32 at its scale`);
    return steps;
  });
  const name = `${PREFIX}${bias.name}`;
  const tensors = [
    { name: `${name}/quantized`, dataType: ONNX_INT32, dims: bias.dims, rawData: new Uint8Array(quantised.buffer) },
    { name: `${name}/scale`, dataType: ONNX_FLOAT, dims: [scales.length], rawData: new Uint8Array(Float32Array.from(scales).buffer) },
    { name: `${name}/zero_point`, dataType: ONNX_INT32, dims: [scales.length], rawData: new Uint8Array(scales.length * 4) },
  ];
  return { tensors, node: dequantiseAlongChannels(name, tensors) };
}

function dequantiseAlongChannels(name: string, [quantised, scale, zeroPoint]: OnnxTensor[]): OnnxNode {
  return {
    opType: 'DequantizeLinear', name: `${name}/DQ`, input: [quantised.name!, scale.name!, zeroPoint.name!], output: [`${name}/dequantized`],
    attribute: [{ name: 'axis', type: ONNX_ATTRIBUTE_INT, i: 0 }],
  };
}

function floatValues(tensor: OnnxTensor): Float32Array {
  if (tensor.dataType !== ONNX_FLOAT || !tensor.rawData || tensor.rawData.length !== elementCount(tensor) * 4) {
    throw new Error(`${tensor.name}: not raw 32-bit floats`);
  }
  return new Float32Array(alignedCopy(tensor.rawData).buffer);
}

function scalar(name: string, dataType: number, value: number): OnnxTensor {
  const rawData = dataType === ONNX_FLOAT ? new Uint8Array(Float32Array.of(value).buffer) : Uint8Array.of(value);
  return { name, dataType, dims: [], rawData };
}

/** The graph's nodes with the weight DQs first and each Q/DQ pair right after its tensor's producer. */
function withInserted(graph: OnnxGraph, added: Array<{ after: string; nodes: OnnxNode[] }>, first: OnnxNode[]): OnnxNode[] {
  const byTensor = new Map(added.map(({ after, nodes }) => [after, nodes]));
  const nodes = [...first];
  for (const input of graph.input) nodes.push(...(byTensor.get(input.name!) ?? []));
  for (const node of graph.node) {
    nodes.push(node);
    for (const output of node.output) nodes.push(...(byTensor.get(output) ?? []));
  }
  return nodes;
}
