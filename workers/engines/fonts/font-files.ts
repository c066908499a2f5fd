// Where the font files come from, set once by whoever hosts the engine: the document worker
// fetches them from our own origin (/vendor/fonts/, /vendor/heavy/fonts/), the Node tests read them from node_modules.
import type { FontFile } from './font-catalog';

export type FontFileLoader = (file: FontFile) => Promise<Uint8Array>;

let loader: FontFileLoader | undefined;
const loaded = new Map<string, Promise<Uint8Array>>();

export function configureFontFiles(next: FontFileLoader): void {
  loader = next;
  loaded.clear();
}

/** The bytes of a font file, loaded once per engine. */
export function loadFontFile(file: FontFile): Promise<Uint8Array> {
  if (!loader) throw new Error('Font files are not configured: call configureFontFiles() first.');
  let bytes = loaded.get(file.fileName);
  if (!bytes) {
    bytes = loader(file);
    // A failed load (e.g. offline before the fonts were cached) may succeed later.
    bytes.catch(() => loaded.delete(file.fileName));
    loaded.set(file.fileName, bytes);
  }
  return bytes;
}

/** The worker's loader: files served by the app itself, precached ones and those fetched on first use. */
export function fontFilesFromOrigin(bases: { precached: string; firstUse: string }): FontFileLoader {
  return async (file) => {
    const response = await fetch(new URL(file.fileName, file.firstUse ? bases.firstUse : bases.precached));
    if (!response.ok) throw new Error(`Could not load the font ${file.fileName} (${response.status}).`);
    return new Uint8Array(await response.arrayBuffer());
  };
}
