import { HttpResponse } from 'msw';
import type { ShrinkResult } from '../src/contract/shrink-result';
import { outputFilename } from '../src/contract/output-names';
import type { ShrinkAnswerItem } from '../src/contract/shrink-actions';
import type { NamedPdfFile } from '../src/contract/named-pdf';
import { storeResult } from './result-store';

/**
 * Compress and Optimize answer alike: the stored file, both sizes and what was done. A kept original
 * is the user's own file, stored as it is (a Blob made of a Blob shares its data, nothing is copied).
 */
export function shrinkResponse(input: NamedPdfFile, suffix: string, result: ShrinkResult): Response {
  const output: BlobPart = result.keptOriginal ? input.file : result.bytes as BlobPart;
  const stored = storeResult(new Blob([output], { type: 'application/pdf' }), outputFilename(input.name, suffix));
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
