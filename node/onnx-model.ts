// Reads and writes ONNX model files (protobuf) with protobufjs. Only the messages and fields a plain
// inference graph is made of are described here (field numbers from onnx/onnx.proto); protobufjs drops
// fields it is not told about, so a unit test checks that our model survives a read and write unchanged.
import protobuf from 'protobufjs';

const SCHEMA = `
syntax = "proto2";
package onnx;
message ModelProto {
  optional int64 ir_version = 1; repeated OperatorSetIdProto opset_import = 8; optional string producer_name = 2;
  optional string producer_version = 3; optional string domain = 4; optional int64 model_version = 5;
  optional string doc_string = 6; optional GraphProto graph = 7; repeated StringStringEntryProto metadata_props = 14;
}
message OperatorSetIdProto { optional string domain = 1; optional int64 version = 2; }
message StringStringEntryProto { optional string key = 1; optional string value = 2; }
message GraphProto {
  repeated NodeProto node = 1; optional string name = 2; repeated TensorProto initializer = 5; optional string doc_string = 10;
  repeated ValueInfoProto input = 11; repeated ValueInfoProto output = 12; repeated ValueInfoProto value_info = 13;
}
message NodeProto {
  repeated string input = 1; repeated string output = 2; optional string name = 3; optional string op_type = 4;
  optional string domain = 7; repeated AttributeProto attribute = 5; optional string doc_string = 6;
}
message AttributeProto {
  optional string name = 1; optional string ref_attr_name = 21; optional string doc_string = 13; optional int32 type = 20;
  optional float f = 2; optional int64 i = 3; optional bytes s = 4; optional TensorProto t = 5; optional GraphProto g = 6;
  repeated float floats = 7; repeated int64 ints = 8; repeated bytes strings = 9; repeated TensorProto tensors = 10;
  repeated GraphProto graphs = 11;
}
message TensorProto {
  repeated int64 dims = 1; optional int32 data_type = 2; repeated float float_data = 4 [packed = true];
  repeated int32 int32_data = 5 [packed = true]; repeated bytes string_data = 6; repeated int64 int64_data = 7 [packed = true];
  optional string name = 8; optional string doc_string = 12; optional bytes raw_data = 9;
  repeated double double_data = 10 [packed = true]; repeated uint64 uint64_data = 11 [packed = true];
}
message ValueInfoProto { optional string name = 1; optional TypeProto type = 2; optional string doc_string = 3; }
message TypeProto {
  message Tensor { optional int32 elem_type = 1; optional TensorShapeProto shape = 2; }
  optional Tensor tensor_type = 1; optional string denotation = 6;
}
message TensorShapeProto {
  message Dimension { optional int64 dim_value = 1; optional string dim_param = 2; optional string denotation = 3; }
  repeated Dimension dim = 1;
}`;

/** ONNX's element type numbers (TensorProto.DataType) that the graph edits use. */
export const ONNX_FLOAT = 1;
export const ONNX_UINT8 = 2;
export const ONNX_INT8 = 3;
export const ONNX_INT32 = 6;
export const ONNX_INT64 = 7;
export const ONNX_FLOAT16 = 10;
/** AttributeProto.AttributeType.INT. */
export const ONNX_ATTRIBUTE_INT = 2;

type Int64 = number | { toNumber(): number };

export interface OnnxTensor {
  name?: string;
  dims?: Int64[];
  dataType?: number;
  rawData?: Uint8Array;
}

export interface OnnxNode {
  input: string[];
  output: string[];
  name?: string;
  opType?: string;
  attribute?: Array<{ name?: string; type?: number; i?: Int64; t?: OnnxTensor }>;
}

export interface OnnxValueInfo {
  name?: string;
  type?: { tensorType?: { elemType?: number; shape?: { dim: Array<{ dimValue?: Int64; dimParam?: string }> } } };
}

export interface OnnxGraph {
  node: OnnxNode[];
  initializer: OnnxTensor[];
  input: OnnxValueInfo[];
  output: OnnxValueInfo[];
  valueInfo: OnnxValueInfo[];
}

export interface OnnxModel {
  graph?: OnnxGraph;
}

const modelType = protobuf.parse(SCHEMA, { keepCase: false }).root.lookupType('onnx.ModelProto');

export function readOnnxModel(bytes: Uint8Array): OnnxModel {
  return modelType.decode(bytes) as unknown as OnnxModel;
}

export function writeOnnxModel(model: OnnxModel): Uint8Array {
  return modelType.encode(model as unknown as protobuf.Message).finish();
}

export function int64Tensor(name: string, values: number[]): OnnxTensor {
  return { name, dataType: ONNX_INT64, dims: [values.length], rawData: new Uint8Array(new BigInt64Array(values.map(BigInt)).buffer) };
}

export function floatTensor(name: string, values: number[] | Float32Array, dims: number[] = [values.length]): OnnxTensor {
  return { name, dataType: ONNX_FLOAT, dims, rawData: new Uint8Array(Float32Array.from(values).buffer) };
}

/** The number of elements a tensor of these dims holds. */
export function elementCount(tensor: OnnxTensor): number {
  return (tensor.dims ?? []).reduce<number>((count, dim) => count * Number(dim), 1);
}

/** The values of an int64 tensor stored as raw bytes (how exporters write small constants). */
export function int64Values(tensor: OnnxTensor): number[] {
  const raw = tensor.rawData;
  if (tensor.dataType !== ONNX_INT64 || !raw) throw new Error(`tensor ${tensor.name ?? ''} is not raw int64`);
  return Array.from(new BigInt64Array(alignedCopy(raw).buffer), Number);
}

/**
 * The bytes in an ArrayBuffer of their own, for reading as wider numbers. Not `slice()`: on the Node
 * Buffers the encoder makes, slice is a view into a shared pool, not a copy.
 */
export function alignedCopy(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(raw);
}
