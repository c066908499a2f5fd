// ISNet as exported to ONNX reads only 1024 × 1024 images: its input is declared that size, and each
// of its 39 upsampling steps (Resize) is told a fixed target size, written as a constant when the
// model was traced (`[32, 32]`, `[64, 64]`, … `[1024, 1024]`). Every such target is the size of the
// feature map at some depth k of the network, which halves the image k times, rounding up (its
// pooling uses ceil_mode, as does the stride-2 first convolution): ceil(1024 / 2^k). This rewrites
// each constant as that sum computed from the actual input, ceil(H / 2^k) × ceil(W / 2^k), so the same
// weights run on any height and width, in either of our models (16-bit Best, 8-bit Fast); the layers are unchanged.
import {
  floatTensor, int64Tensor, int64Values, ONNX_ATTRIBUTE_INT, ONNX_FLOAT, ONNX_INT64, readOnnxModel, writeOnnxModel,
  type OnnxGraph, type OnnxNode,
} from './onnx-model';

/** The side the model was traced at. */
const TRACED_SIDE = 1024;
/** Names of the nodes and constants we add, kept apart from the exporter's own. */
const PREFIX = 'folio_any_size/';

export function acceptAnyInputSize(modelBytes: Uint8Array): Uint8Array {
  const model = readOnnxModel(modelBytes);
  const graph = model.graph;
  if (!graph || graph.input.length !== 1) throw new Error('not a one-input ISNet model');
  const producerOf = new Map<string, OnnxNode>();
  for (const node of graph.node) for (const output of node.output) producerOf.set(output, node);

  const depths = new Set<number>();
  for (const resize of graph.node.filter((node) => node.opType === 'Resize')) {
    // Resize(X, roi, scales, sizes): sizes = Concat(batch and channels of X, constant [height, width]).
    const sizes = producerOf.get(resize.input[3]);
    if (sizes?.opType !== 'Concat') throw new Error(`${resize.name}: its target size is not a Concat`);
    const index = sizes.input.findIndex((name) => producerOf.get(name)?.opType === 'Constant');
    const constant = producerOf.get(sizes.input[index])?.attribute?.[0]?.t;
    if (index < 0 || !constant) throw new Error(`${resize.name}: no constant target size`);
    const [height, width] = int64Values(constant);
    const depth = Math.log2(TRACED_SIDE / height);
    if (height !== width || !Number.isInteger(depth)) throw new Error(`${resize.name}: unexpected target ${height} × ${width}`);
    depths.add(depth);
    sizes.input[index] = `${PREFIX}size_at_depth_${depth}`;
  }
  if (depths.size === 0) throw new Error('no Resize steps: not the ISNet graph this was written for');

  graph.node = [...inputSizeNodes(graph, [...depths]), ...withoutUnusedConstants(graph.node)];
  declareSpatialDimsFree(graph);
  // The exporter's shape notes for every intermediate tensor say 1024-based sizes: drop them (they
  // are hints only; the runtime infers shapes itself).
  graph.valueInfo = [];
  return writeOnnxModel(model);
}

/** Nodes computing ceil(H / 2^k), ceil(W / 2^k) as int64 [2] for each depth k, from the input's shape. */
function inputSizeNodes(graph: OnnxGraph, depths: number[]): OnnxNode[] {
  const input = graph.input[0].name!;
  graph.initializer.push(int64Tensor(`${PREFIX}from`, [2]), int64Tensor(`${PREFIX}to`, [4]));
  const nodes: OnnxNode[] = [
    { opType: 'Shape', name: `${PREFIX}Shape`, input: [input], output: [`${PREFIX}shape`] },
    { opType: 'Slice', name: `${PREFIX}Slice`, input: [`${PREFIX}shape`, `${PREFIX}from`, `${PREFIX}to`], output: [`${PREFIX}size`] },
    castNode(`${PREFIX}size`, `${PREFIX}size_float`, ONNX_FLOAT),
  ];
  for (const depth of depths) {
    graph.initializer.push(floatTensor(`${PREFIX}divisor_${depth}`, [2 ** depth]));
    nodes.push(
      { opType: 'Div', name: `${PREFIX}Div_${depth}`, input: [`${PREFIX}size_float`, `${PREFIX}divisor_${depth}`], output: [`${PREFIX}halved_${depth}`] },
      { opType: 'Ceil', name: `${PREFIX}Ceil_${depth}`, input: [`${PREFIX}halved_${depth}`], output: [`${PREFIX}rounded_${depth}`] },
      castNode(`${PREFIX}rounded_${depth}`, `${PREFIX}size_at_depth_${depth}`, ONNX_INT64),
    );
  }
  return nodes;
}

function castNode(input: string, output: string, to: number): OnnxNode {
  return { opType: 'Cast', name: `${output}_cast`, input: [input], output: [output], attribute: [{ name: 'to', type: ONNX_ATTRIBUTE_INT, i: to }] };
}

/** The Constant nodes nothing reads any more (the old target sizes). */
function withoutUnusedConstants(nodes: OnnxNode[]): OnnxNode[] {
  const read = new Set(nodes.flatMap((node) => node.input));
  return nodes.filter((node) => node.opType !== 'Constant' || node.output.some((output) => read.has(output)));
}

/** Height and width of the input and of every 4-D output become named free dimensions. */
function declareSpatialDimsFree(graph: OnnxGraph): void {
  for (const value of [...graph.input, ...graph.output]) {
    const dims = value.type?.tensorType?.shape?.dim;
    if (dims?.length !== 4) continue;
    dims[2] = { dimParam: `${value.name}_height` };
    dims[3] = { dimParam: `${value.name}_width` };
  }
}
