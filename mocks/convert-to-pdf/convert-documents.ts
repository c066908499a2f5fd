import { COMBINED_PDF_NAMES, type ConvertAnswer, type ConvertResultItem, type DocumentSettings, type DocumentType, type SkippedFile } from '../../src/contract/convert-to-pdf';
import { noSettings } from '../../src/contract/api-call';
import type { OutputFile } from '../../src/contract/engine-job';
import { EngineError, type ProgressCallback } from '../../src/contract/errors';
import { mergePdfsOperation } from '../../src/contract/merge-pdf';
import type { LocalEngines } from '../local-engines';
import type { RouteJob } from '../route';
import { storedItem } from '../stored-item';
import { convertDocument, NOTHING_LEFT_OUT, type ConvertedDocument, type LeftOut } from './convert-document';

type DocumentJob = RouteJob<{ type: DocumentType } & DocumentSettings>;

/** Office or HTML files: one per call, its PDF named after it; or several combined into one PDF. */
export async function convertDocuments(engines: LocalEngines, job: DocumentJob): Promise<ConvertAnswer> {
  const { files, settings: { type, combine } } = job;
  if (combine) return [await combineDocuments(engines, job)];
  if (files.length > 1) throw new EngineError('bad-params', 'Send one document per call (each becomes its own PDF), or combine them into one.');
  return [itemOf(await convertDocument(engines, type, files[0], 0, job))];
}

/**
 * One PDF of all the files, in the order sent: a file that does not convert is left out and said so
 * (as a combined image is), the others still make the PDF. Cancelling stops it all.
 */
async function combineDocuments(engines: LocalEngines, job: DocumentJob): Promise<ConvertResultItem> {
  const { files, settings: { type }, signal } = job;
  const converted: ConvertedDocument[] = [];
  const skipped: SkippedFile[] = [];
  let firstError: EngineError | undefined;
  for (const [fileIndex, file] of files.entries()) {
    // The converter's own stages (its download, its start) as they come; the conversions as one count.
    const onProgress: ProgressCallback = (done, total, stage) => (stage === 'convert'
      ? job.onProgress(fileIndex * total + done, files.length * total, stage)
      : job.onProgress(done, total, stage));
    try {
      converted.push(await convertDocument(engines, type, file, fileIndex, { signal, onProgress }));
    } catch (error) {
      if (!(error instanceof EngineError) || error.code === 'cancelled' || signal.aborted) throw error;
      firstError ??= error;
      skipped.push({ fileName: file.name, code: error.code, message: error.message });
    }
  }
  if (converted.length === 0) throw firstError;
  const leftOut = converted.reduce((sum, document) => addLeftOut(sum, document.leftOut), NOTHING_LEFT_OUT);
  const charactersNotDrawn = [...new Set(converted.flatMap((document) => document.charactersNotDrawn))];
  const output = converted.length === 1 ? converted[0].output : { ...await joinPdfs(engines, converted, job), name: COMBINED_PDF_NAMES[type] };
  // E-mails: their attachments, each named as it is, whichever message it came with.
  const attachments = {
    appended: converted.flatMap((document) => document.attachments?.appended ?? []),
    notAppended: converted.flatMap((document) => document.attachments?.notAppended ?? []),
  };
  return itemOf({ output, leftOut, charactersNotDrawn, attachments }, skipped);
}

function addLeftOut(a: LeftOut, b: LeftOut): LeftOut {
  return {
    remoteImagesLeftOut: a.remoteImagesLeftOut + b.remoteImagesLeftOut,
    imagesNotInFile: a.imagesNotInFile + b.imagesNotInFile,
    brokenImagesLeftOut: a.brokenImagesLeftOut + b.brokenImagesLeftOut,
    scriptsLeftOut: a.scriptsLeftOut + b.scriptsLeftOut,
  };
}

/** The converted PDFs joined in order by the document worker's merge (pdf-lib), a bookmark per file. */
async function joinPdfs(engines: LocalEngines, converted: ConvertedDocument[], { signal, onProgress }: DocumentJob): Promise<OutputFile> {
  const files = converted.map(({ output }) => output);
  const { outputs: [joined] } = await engines.run(mergePdfsOperation, { files, settings: noSettings }, {
    signal, onProgress: (done, total) => onProgress(done, total, 'combine'),
  });
  return joined;
}

/** The PDF kept in the result store, with what the screen should say about it. */
function itemOf({ output, leftOut, charactersNotDrawn, attachments }: ConvertedDocument, skipped: SkippedFile[] = []): ConvertResultItem {
  // Only the counts that are not zero travel: the screen words each one.
  const counts = Object.fromEntries(Object.entries(leftOut).filter(([, count]) => count > 0));
  return {
    ...storedItem(output),
    ...(skipped.length > 0 ? { skipped } : {}),
    ...counts,
    ...(charactersNotDrawn.length > 0 ? { charactersNotDrawn } : {}),
    ...(attachments?.appended.length ? { attachmentsAppended: attachments.appended } : {}),
    ...(attachments?.notAppended.length ? { attachmentsNotAppended: attachments.notAppended } : {}),
  };
}
