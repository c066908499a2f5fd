// The second half of the safety net. loadPdf repairs a file pdf-lib cannot open, but a file can
// open cleanly and still hold an object pdf-lib cannot use (a damaged dictionary met only while
// copying pages or saving). Work that fails that way runs again on a copy MuPDF has rebuilt; what
// fails even then is a coded 'corrupt' error, never a raw exception.
import type { PDFDocument } from 'pdf-lib';
import { EngineError } from '../../../src/contract/errors';
import type { NamedPdf } from '../../../src/contract/named-pdf';
import { corruptPdfError, unreadablePdfsError, type UnreadablePdf } from '../pdf-errors';
import { loadPdf, openThroughMupdf } from './load-pdf';

/** Runs `step` as work on file `index`: a raw failure inside it blames that file. */
export type Attribute = <R>(index: number, step: () => R) => R;

/** A file the work reads: how it is opened first, and how MuPDF's rebuild of it is opened. */
export interface RebuildableSource {
  name: string;
  fileIndex?: number;
  open: () => Promise<PDFDocument>;
  rebuild: () => Promise<PDFDocument>;
}

class FileStepFailed extends Error {
  constructor(readonly index: number) {
    super(`a step on file ${index} failed`);
  }
}

/** One file: `work` runs on it as pdf-lib opened it, and once more on MuPDF's rebuild if it fails. */
export function withPdf<T>(file: NamedPdf, work: (document: PDFDocument) => Promise<T>): Promise<T> {
  return withRebuilds([sourceOf(file)], ([document]) => work(document));
}

/**
 * Several files (merge): `work` gets them all, and wraps each file's own steps in `attribute` so
 * a failure names its file. That file alone is rebuilt and the work starts again; a failure no
 * step names rebuilds the files one at a time until the work succeeds. Each file is rebuilt once.
 */
export function withPdfs<T>(files: NamedPdf[], work: (documents: PDFDocument[], attribute: Attribute) => Promise<T>): Promise<T> {
  return withRebuilds(files.map((file, index) => sourceOf(file, index)), work);
}

function sourceOf(file: NamedPdf, fileIndex?: number): RebuildableSource {
  return {
    name: file.name,
    fileIndex,
    open: () => loadPdf(file, fileIndex),
    rebuild: () => openThroughMupdf(file, fileIndex),
  };
}

export async function withRebuilds<T>(
  sources: RebuildableSource[],
  work: (documents: PDFDocument[], attribute: Attribute) => Promise<T>,
): Promise<T> {
  const documents = await openAll(sources);
  const rebuilt = new Set<number>();
  let lastRebuilt = 0;
  const attribute: Attribute = (index, step) => {
    try {
      return step();
    } catch (error) {
      if (error instanceof EngineError) throw error;
      throw new FileStepFailed(index);
    }
  };
  for (;;) {
    try {
      return await work(documents, attribute);
    } catch (error) {
      if (error instanceof EngineError) throw error;
      const blamed = error instanceof FileStepFailed ? error.index : undefined;
      const next = blamed ?? sources.findIndex((_, index) => !rebuilt.has(index));
      if (next === -1 || rebuilt.has(next)) {
        const culprit = sources[next === -1 ? lastRebuilt : next];
        throw corruptPdfError(culprit.name, culprit.fileIndex);
      }
      rebuilt.add(next);
      lastRebuilt = next;
      documents[next] = await sources[next].rebuild();
    }
  }
}

/** Opens every file before saying which cannot be opened: one error then names them all. */
async function openAll(sources: RebuildableSource[]): Promise<PDFDocument[]> {
  const documents: PDFDocument[] = [];
  const failures: UnreadablePdf[] = [];
  for (const source of sources) {
    try {
      documents.push(await source.open());
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      failures.push({ name: source.name, error });
    }
  }
  if (failures.length > 0) throw unreadablePdfsError(failures);
  return documents;
}
