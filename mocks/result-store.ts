// Results live here as blobs until the user clears or replaces them; their URLs are object URLs.
export interface StoredResult {
  url: string;
  filename: string;
  blob: Blob;
}

const byUrl = new Map<string, StoredResult>();

export function storeResult(blob: Blob, filename: string): StoredResult {
  const result = { url: URL.createObjectURL(blob), filename, blob };
  byUrl.set(result.url, result);
  return result;
}

export function findResultByUrl(url: string): StoredResult | undefined {
  return byUrl.get(url);
}

export function findResultByFilename(filename: string): StoredResult | undefined {
  return [...byUrl.values()].reverse().find((result) => result.filename === filename);
}

/** Frees the memory of results the screen no longer shows. */
export function releaseResults(urls: string[]): void {
  for (const url of urls) {
    if (byUrl.delete(url)) URL.revokeObjectURL(url);
  }
}
