// ISNet as the data package ships it keeps its weights in 16 bits and converts every activation
// between 16 and 32 bits around its Resize steps (91 Cast nodes). Quantising wants the plain 32-bit
// network: the weights widened (exactly: every 16-bit value is a 32-bit one), the casts gone, and only
// the final mask left as an output (the five side outputs are training aids nothing reads).
import {
  ONNX_FLOAT, ONNX_FLOAT16, alignedCopy, elementCount, readOnnxModel, type OnnxGraph, type OnnxModel, type OnnxTensor,
} from '../onnx-model';

/** The 16-bit model's bytes → the same network in 32 bits, with the one output `output`. */
export function float32Isnet(modelBytes: Uint8Array): OnnxModel {
  const model = readOnnxModel(modelBytes);
  const graph = model.graph;
  if (!graph || graph.output[0]?.name !== 'output') throw new Error('not the ISNet graph this was written for');
  for (const tensor of graph.initializer) widen(tensor);
  for (const node of graph.node) for (const attribute of node.attribute ?? []) if (attribute.t) widen(attribute.t);
  graph.output = [graph.output[0]];
  bypassCasts(graph);
  graph.node = neededNodes(graph);
  const needed = new Set(graph.node.flatMap((node) => node.input));
  graph.initializer = graph.initializer.filter((tensor) => needed.has(tensor.name!));
  graph.valueInfo = [];
  return model;
}

/** A 16-bit float tensor rewritten in place as 32-bit. */
function widen(tensor: OnnxTensor): void {
  if (tensor.dataType !== ONNX_FLOAT16) return;
  const raw = tensor.rawData;
  if (!raw || raw.length !== elementCount(tensor) * 2) throw new Error(`tensor ${tensor.name ?? ''} is not raw 16-bit data`);
  const halves = new Uint16Array(alignedCopy(raw).buffer);
  const values = new Float32Array(halves.length);
  const table = halfTable();
  for (let index = 0; index < halves.length; index += 1) values[index] = table[halves[index]];
  tensor.rawData = new Uint8Array(values.buffer);
  tensor.dataType = ONNX_FLOAT;
}

let halves: Float32Array | undefined;

/** The value of every 16-bit pattern: 44 million weights are widened by lookup, not by arithmetic each. */
function halfTable(): Float32Array {
  halves ??= Float32Array.from({ length: 0x10000 }, (_, bits) => halfToFloat(bits));
  return halves;
}

/** IEEE 754 binary16 bits → its value. */
export function halfToFloat(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  if (exponent === 0) return sign * fraction * 2 ** -24;
  if (exponent === 0x1f) return fraction ? NaN : sign * Infinity;
  return sign * (1 + fraction / 1024) * 2 ** (exponent - 15);
}

/**
 * Every Cast in this graph converts between 16 and 32 bits, which is no conversion once everything is
 * 32-bit: its readers read its input instead. A cast that writes a graph output renames that output.
 */
function bypassCasts(graph: OnnxGraph): void {
  const replacement = new Map<string, string>();
  const resolve = (name: string): string => replacement.has(name) ? resolve(replacement.get(name)!) : name;
  for (const node of graph.node) {
    if (node.opType !== 'Cast') continue;
    const to = Number(node.attribute?.find((attribute) => attribute.name === 'to')?.i);
    if (to !== ONNX_FLOAT && to !== ONNX_FLOAT16) throw new Error(`${node.name}: a cast to type ${to}, not between float widths`);
    replacement.set(node.output[0], node.input[0]);
  }
  graph.node = graph.node.filter((node) => node.opType !== 'Cast');
  for (const node of graph.node) node.input = node.input.map(resolve);
  for (const output of graph.output) {
    output.name = resolve(output.name!);
    const tensorType = output.type?.tensorType;
    if (tensorType) tensorType.elemType = ONNX_FLOAT;
  }
}

/** The nodes the graph's outputs depend on, in their original order. */
function neededNodes(graph: OnnxGraph): OnnxGraph['node'] {
  const producerOf = new Map(graph.node.flatMap((node) => node.output.map((output) => [output, node] as const)));
  const needed = new Set<OnnxGraph['node'][number]>();
  const pending = graph.output.map((output) => output.name!);
  while (pending.length > 0) {
    const node = producerOf.get(pending.pop()!);
    if (!node || needed.has(node)) continue;
    needed.add(node);
    pending.push(...node.input.filter(Boolean));
  }
  return graph.node.filter((node) => needed.has(node));
}
