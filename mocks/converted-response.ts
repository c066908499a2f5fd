import { HttpResponse } from 'msw';
import type { ConvertedFiles } from '../src/contract/converted-files';
import type { ResultItem } from '../src/contract/results';
import { storeResult } from './result-store';

/** Keeps each converted file in the result store and answers the contract's list of items. */
export function convertedResponse({ files }: ConvertedFiles): Response {
  const items: ResultItem[] = files.map((file) => {
    const stored = storeResult(file.blob, file.filename);
    return { filename: stored.filename, url: stored.url, size: stored.blob.size, pages: file.pages };
  });
  return HttpResponse.json(items);
}
