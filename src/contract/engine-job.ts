// The one shape of every tool's engine operation: files and the call's settings in, files and facts
// out. A handler hands the request's files and settings over as they came; the engine answers the
// files it made (named after their input) and what it found or did, as facts for the screen to word.
// A workflow step runs the same operation with the same job, whatever tool it is.
import { engineOperation, type EngineOperation } from './engine-operation';
import { EngineError } from './errors';
import type { NamedFile } from './named-file';

export interface EngineJob<Settings> {
  /** In the user's order; most tools take one (see onlyFile), merge and images → PDF take several. */
  files: NamedFile[];
  settings: Settings;
}

/** A file an engine made: a name for the download, its type, its content and, for documents, its pages. */
export interface OutputFile extends NamedFile {
  type: string;
  /** Pages of a PDF (or of the PDF an output was made from: an image ZIP says how many pages it holds). */
  pages?: number;
}

export interface EngineResult<Facts> {
  outputs: OutputFile[];
  facts: Facts;
}

/** The facts of an operation that has none to report beyond its files. */
export type NoFacts = Record<string, never>;
export const noFacts: NoFacts = {};

export type ToolOperation<Settings, Facts = NoFacts> = EngineOperation<EngineJob<Settings>, EngineResult<Facts>>;

/** Declares a tool's operation: the worker that serves it, its name, its settings and its facts. */
export function toolOperation<Settings, Facts = NoFacts>(worker: string, name: string): ToolOperation<Settings, Facts> {
  return engineOperation<EngineJob<Settings>, EngineResult<Facts>>(worker, name);
}

/** The one-file form: the job's first file (spec: a one-file tool uses the first), or a bad-params error. */
export function onlyFile({ files }: EngineJob<unknown>): NamedFile {
  const [file] = files;
  if (!file) throw new EngineError('bad-params', 'Add a file to process.');
  return file;
}

/** A PDF output: its name, its bytes and its page count. */
export function pdfOutput(name: string, data: Uint8Array | Blob, pages: number): OutputFile {
  return { name, type: 'application/pdf', data, pages };
}
