// MuPDF (AGPL, like Folio) is a 10 MB WASM engine: it is imported only when a job needs it
// (repair, compress, optimize, or a damaged or owner-locked file met by any tool), so a merge of
// healthy files never pays for it.
export type Mupdf = typeof import('mupdf');

let loading: Promise<Mupdf> | undefined;

/** Where the app serves the copied engine (workers/document/descriptor.ts). */
const WASM_PATH = '/vendor/mupdf/';

export function loadMupdf(): Promise<Mupdf> {
  loading ??= (async () => {
    const inBrowser = typeof process === 'undefined' || !process.versions?.node;
    if (inBrowser) {
      // The module reads its options from this global before it starts; without it, it would look
      // for the .wasm next to the bundled script. Ours comes from our own origin's vendor folder.
      (globalThis as Record<string, unknown>).$libmupdf_wasm_Module = {
        locateFile: (name: string) => new URL(WASM_PATH + name, self.location.origin).href,
      };
    }
    return import('mupdf');
  })();
  return loading;
}
