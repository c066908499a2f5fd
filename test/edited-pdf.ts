// The editor's engine as its tests read it: a job of one file with its edits and pictures (bytes, as
// the tests make them), and the saved file's bytes, page count and facts.
import type { EditSet } from '../src/contract/edit-pdf';
import { editPdf } from '../workers/engines/editor/edit-pdf';
import { jobOf, oneOutput } from './engine-job';

interface EditRun {
  file: { name: string; bytes: Uint8Array; password?: string };
  edits: EditSet;
  /** The pictures of the image items, by item id. */
  images: Record<string, Uint8Array>;
}

export async function editedPdf({ file, edits, images }: EditRun) {
  const pictures = Object.fromEntries(Object.entries(images).map(([id, bytes]) => [id, new Blob([bytes as BlobPart])]));
  return oneOutput(await editPdf(jobOf(file, { edits, pictures })));
}
