import type { OutputFile } from '../src/contract/engine-job';
import type { ResultItem } from '../src/contract/results';
import { storeResult } from './result-store';

/** Keeps one output in the result store: the item every call answers for a file (name, url, size, pages). */
export function storedItem(output: OutputFile): ResultItem {
  const blob = output.data instanceof Blob && output.data.type === output.type ? output.data : new Blob([output.data as BlobPart], { type: output.type });
  const stored = storeResult(blob, output.name);
  return { filename: stored.filename, url: stored.url, size: blob.size, ...(output.pages === undefined ? {} : { pages: output.pages }) };
}

// Storing hundreds of parts (split every 1) in one go would hold the page's main thread too long.
const ITEMS_PER_SLICE = 25;

/** Keeps every output, in order, yielding to the page between slices of a long list. */
export async function storedItems(outputs: OutputFile[]): Promise<ResultItem[]> {
  const items: ResultItem[] = [];
  for (const [index, output] of outputs.entries()) {
    if (index > 0 && index % ITEMS_PER_SLICE === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    items.push(storedItem(output));
  }
  return items;
}
