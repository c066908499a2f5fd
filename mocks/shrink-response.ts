import { HttpResponse } from 'msw';
import type { ShrinkResult } from '../src/contract/shrink-result';
import { outputFilename } from '../src/contract/output-names';
import type { ShrinkAnswerItem } from '../src/contract/shrink-actions';
import { storeResult } from './result-store';

/** Compress and Optimize answer alike: the stored file, both sizes and what was done. */
export function shrinkResponse(inputName: string, suffix: string, result: ShrinkResult): Response {
  const stored = storeResult(new Blob([result.bytes as BlobPart], { type: 'application/pdf' }), outputFilename(inputName, suffix));
  const answer: [ShrinkAnswerItem] = [{
    filename: stored.filename,
    url: stored.url,
    originalSize: result.originalSize,
    compressedSize: result.compressedSize,
    size: stored.blob.size,
    pages: result.pageCount,
    keptOriginal: result.keptOriginal,
    actions: result.actions,
  }];
  return HttpResponse.json(answer);
}
