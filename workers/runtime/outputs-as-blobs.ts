// An engine's written files leave the worker as Blobs made here, in the worker. Made on the page
// instead (the result store keeps Blobs), a 1 GB merge's Blob cost the page's main thread a 3-second
// copy, and the page held the bytes twice while it copied. A Blob crosses to the page by reference.
import type { OutputFile } from '../../src/contract/engine-job';

/** The value with each `outputs[i].data` that is bytes turned into a Blob of the output's type; anything else as it is. */
export function outputsAsBlobs(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || !Array.isArray((value as { outputs?: unknown }).outputs)) return value;
  const outputs = (value as { outputs: unknown[] }).outputs.map((output) => (isByteOutput(output)
    ? { ...output, data: new Blob([output.data as BlobPart], { type: output.type }) }
    : output));
  return { ...value, outputs };
}

function isByteOutput(output: unknown): output is OutputFile & { data: Uint8Array } {
  return output !== null && typeof output === 'object' && (output as OutputFile).data instanceof Uint8Array
    && typeof (output as OutputFile).type === 'string';
}
