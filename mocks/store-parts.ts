import { HttpResponse } from 'msw';
import type { PagePartsResult } from '../src/contract/page-parts';
import type { ResultItem } from '../src/contract/results';
import { storeResult } from './result-store';

// Storing hundreds of parts (split every 1) in one go would hold the page's main thread too long.
const PARTS_PER_SLICE = 25;

/** Keeps each part in the result store and answers the contract's list of items. */
export async function partsResponse({ parts }: PagePartsResult): Promise<Response> {
  const items: ResultItem[] = [];
  for (const [index, part] of parts.entries()) {
    if (index > 0 && index % PARTS_PER_SLICE === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    const stored = storeResult(new Blob([part.bytes as BlobPart], { type: 'application/pdf' }), part.filename);
    items.push({ filename: stored.filename, url: stored.url, size: stored.blob.size, pages: part.pageCount });
  }
  return HttpResponse.json(items);
}
