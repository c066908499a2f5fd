// Which parts of the 32-bit ISNet run in 8 bits, and which activations need a measured range: shared by
// the quantiser (quantize-isnet.ts) and the calibration that measures those ranges
// (bench/calibrate-fast-cutout/calibrate.run.ts), so the two can never disagree on a tensor's name.
import type { OnnxGraph, OnnxNode } from '../onnx-model';

/** The operations that run on 8-bit values (ONNX Runtime fuses each with its Q/DQ neighbours). */
const EIGHT_BIT_OPS = new Set(['Conv', 'MaxPool', 'Resize', 'Concat', 'Add']);
/** Operations that only pick or move values: their output keeps their input's scale, so no range is measured. */
const SAME_SCALE_OPS = new Set(['MaxPool', 'Resize']);
/**
 * Kept in 32 bits: the first convolution, which reads the photo itself, and the head from the last
 * side convolution to the mask. Measured: with either in 8 bits, more photos disagree with Best.
 */
const FIRST_CONV = '/conv_in/Conv';
const HEAD_CONV = '/side1/Conv';

export interface QuantizationPlan {
  /** The nodes that run in 8 bits, in graph order. */
  nodes: OnnxNode[];
  /** Tensors quantised with a measured range (uint8, asymmetric), in graph order. */
  measured: string[];
  /** Tensors quantised with the scale of another (the output of a pick-or-move op → its input). */
  sameScaleAs: Map<string, string>;
}

export function quantizationPlan(graph: OnnxGraph): QuantizationPlan {
  const readers = new Map<string, OnnxNode[]>();
  for (const node of graph.node) for (const input of node.input) readers.set(input, [...(readers.get(input) ?? []), node]);
  const floats = floatTensors(graph);
  const inHead = headNodes(graph);
  const nodes = graph.node.filter((node) => EIGHT_BIT_OPS.has(node.opType!) && node.name !== FIRST_CONV && !inHead.has(node)
    && floats.has(node.input[0]));

  const quantised: string[] = [];
  const sameScaleAs = new Map<string, string>();
  const add = (tensor: string) => { if (!quantised.includes(tensor)) quantised.push(tensor); };
  for (const node of nodes) {
    for (const input of activationInputs(node)) add(input);
    const output = node.output[0];
    if (SAME_SCALE_OPS.has(node.opType!)) {
      sameScaleAs.set(output, node.input[0]);
      continue;
    }
    // A Relu that is the output's only reader is folded into the quantisation (uint8 from zero clamps
    // as Relu does), so the range is the Relu's output's and the runtime drops the Relu.
    const outputReaders = readers.get(output) ?? [];
    add(outputReaders.length === 1 && outputReaders[0].opType === 'Relu' ? outputReaders[0].output[0] : output);
  }
  return { nodes, measured: quantised.filter((tensor) => !sameScaleAs.has(tensor)), sameScaleAs };
}

/** The inputs of a node that are activations (not weights, biases or Resize's size arguments). */
export function activationInputs(node: OnnxNode): string[] {
  if (node.opType === 'Conv' || node.opType === 'Resize' || node.opType === 'MaxPool') return [node.input[0]];
  return node.input;
}

/** Tensors holding float activations: the image and everything computed from it by float operations. */
function floatTensors(graph: OnnxGraph): Set<string> {
  const floats = new Set(graph.input.map((input) => input.name!));
  for (const node of graph.node) if (floats.has(node.input[0]) && node.opType !== 'Shape') for (const output of node.output) floats.add(output);
  return floats;
}

/** The head convolution and every node computed from its output. */
function headNodes(graph: OnnxGraph): Set<OnnxNode> {
  const head = new Set<OnnxNode>();
  const tainted = new Set<string>();
  for (const node of graph.node) {
    if (node.name === HEAD_CONV || node.input.some((input) => tainted.has(input))) {
      head.add(node);
      for (const output of node.output) tainted.add(output);
    }
  }
  if (head.size === 0) throw new Error(`no ${HEAD_CONV}: not the ISNet graph this was written for`);
  return head;
}
