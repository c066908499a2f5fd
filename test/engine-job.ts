// Engine jobs as the local API hands them over, for the engine tests: `jobOf(file, settings)`, and
// the bytes of an output an engine made.
import type { EngineJob, EngineResult, OutputFile } from '../src/contract/engine-job';
import { fileBytes } from '../src/contract/named-file';
import type { NamedFile } from '../src/contract/named-file';

type TestFile = NamedFile | { name: string; bytes: Uint8Array; password?: string; type?: string };

/** A file as an engine job takes it, from a corpus file, a NamedFile or a generated `{ name, bytes }`. */
export function namedFileOf(file: TestFile): NamedFile {
  if ('data' in file) return file;
  const { name, bytes, password, type } = file;
  return { name, data: bytes, ...(type === undefined ? {} : { type }), ...(password === undefined ? {} : { password }) };
}

/** A job of one file (or several) with the given settings. */
export function jobOf<Settings>(files: TestFile | TestFile[], settings: Settings): EngineJob<Settings> {
  return { files: (Array.isArray(files) ? files : [files]).map(namedFileOf), settings };
}

/** The bytes of an output (engines that write in memory answer bytes; a Blob is read with fileBytes). */
export function outputBytes(output: OutputFile): Uint8Array {
  if (!(output.data instanceof Uint8Array)) throw new Error(`${output.name} is a Blob: read it with fileBytes()`);
  return output.data;
}

/** A one-output result as the assertions read it: the facts, the output's bytes, name and page count. */
export async function oneOutput<Facts>({ outputs, facts }: EngineResult<Facts>): Promise<Facts & { bytes: Uint8Array; name: string; pageCount?: number }> {
  if (outputs.length !== 1) throw new Error(`expected one output, got ${outputs.length}`);
  const [output] = outputs;
  return { ...facts, bytes: await fileBytes(output), name: output.name, pageCount: output.pages };
}
