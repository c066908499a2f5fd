// LibreOffice in the browser: one converter per worker, started on first use and kept warm. Its
// files (250 MB) are fetched first by us, counting bytes, so the screen can say how far the download
// is; the service worker keeps them (first-use caching), and the converter's own requests then come
// from that cache. Fonts for the scripts LibreOffice lacks are given to it at start-up, the packs a
// document needs (script-fonts.ts): a converter lacking some is replaced by one holding both its own and these.
import { WorkerBrowserConverter } from '@matbee/libreoffice-converter/browser';
import { HEAVY_FOLDER, OFFLINE_CATALOGUE_FILE, VENDOR_FOLDER, type OfflineCatalogueEntry } from '../../runtime/worker-descriptor';
import { converterFontFiles } from './font-substitutes';
import { inputStem } from './input-name';
import { packFontUrls } from './served-fonts';
import { startWithRetry } from './start-with-retry';
import { OFFICE_ASSETS_FOLDER } from '../../../src/contract/convert-to-pdf';
import type { ProgressCallback } from '../../../src/contract/errors';

const base = () => new URL(`/${HEAVY_FOLDER}/${OFFICE_ASSETS_FOLDER}/`, self.location.origin).href;
const FILES = ['soffice.wasm', 'soffice.data', 'soffice.js', 'browser.worker.global.js'];

/** What the engine asks of LibreOffice. */
export interface OfficeConverter {
  /** The file as PDF bytes; `extension` says its format, `name` is the one LibreOffice prints (sheet headers). */
  toPdf(bytes: Uint8Array, extension: string, name: string): Promise<Uint8Array>;
  /** Ends this converter (its worker and threads); the next officeConverter() starts a new one. */
  stop(): void;
  /** The script font packs it was started with (ids). */
  fontPacks: ReadonlySet<string>;
  /** How many files it was given to convert so far (refused ones too). */
  readonly conversions: number;
}

/**
 * The package's converter keeps its worker and message sender private, and names every input
 * "doc.<ext>" whatever name it is given. Our copy of its worker script takes an `inputName`
 * (workers/office/descriptor.ts patches it), which only a message of our own can carry.
 */
interface PackageInternals {
  worker: Worker | null;
  sendMessage(type: 'convert', message: { inputData: Uint8Array; inputExt: string; outputFormat: 'pdf'; filterOptions: string; inputName: string }): Promise<Uint8Array>;
}
const internals = (converter: WorkerBrowserConverter) => converter as unknown as PackageInternals;

let starting: Promise<OfficeConverter> | undefined;
/** The converter `starting` gave, once started: a stopped one is forgotten only if it is still this one. */
let current: OfficeConverter | undefined;
/**
 * The warm converter, or a new one (download, then start-up), reporting both phases. It holds at least
 * the script font packs asked for: LibreOffice reads its font folder only when it starts, so one lacking
 * some is stopped and a new one started with its packs and these. Packs are kept, not swapped: a restart
 * costs a minute or more on a small machine (a large workbook after a document in seven scripts took
 * 163 s with a restart, 22 s on the warm converter holding that document's packs).
 */
export async function officeConverter(onProgress?: ProgressCallback, fontPacks: readonly string[] = []): Promise<OfficeConverter> {
  let packs = fontPacks;
  if (starting) {
    const warm = await starting.catch(() => undefined);
    if (warm && !fontPacks.every((id) => warm.fontPacks.has(id))) {
      packs = [...new Set([...warm.fontPacks, ...fontPacks])];
      warm.stop();
    }
  }
  starting ??= start(packs, onProgress).catch((error: unknown) => {
    starting = undefined;
    throw error;
  });
  return starting;
}

async function start(fontPacks: readonly string[], onProgress?: ProgressCallback): Promise<OfficeConverter> {
  const packs = new Set(fontPacks);
  const fonts = packFontUrls(fontPacks);
  const fontBytes = await fetchAll([...FILES.map((name) => base() + name), ...fonts.map(({ url }) => url)], new Set(fonts.map(({ url }) => url)), onProgress);
  const packFonts = fonts.map(({ url, name }) => ({ filename: name, data: fontBytes.get(url)! }));
  onProgress?.(0, 100, 'start');
  // A start-up that hangs: ending LibreOffice's own worker (and its threads) is all that stops it.
  const converter = await startWithRetry(() => newConverter(packFonts, onProgress), (hung) => internals(hung).worker?.terminate());
  let conversions = 0;
  const office: OfficeConverter = {
    toPdf: (bytes, extension, name) => {
      conversions += 1;
      return internals(converter).sendMessage('convert', {
        inputData: bytes, inputExt: extension, outputFormat: 'pdf', filterOptions: '', inputName: inputStem(name),
      });
    },
    stop: () => {
      internals(converter).worker?.terminate();
      if (current === office) starting = undefined;
    },
    fontPacks: packs,
    get conversions() {
      return conversions;
    },
  };
  current = office;
  return office;
}

type FontFile = { filename: string; data: Uint8Array };

function newConverter(packFonts: FontFile[], onProgress?: ProgressCallback): WorkerBrowserConverter {
  return new WorkerBrowserConverter({
    sofficeJs: base() + 'soffice.js',
    sofficeWasm: base() + 'soffice.wasm',
    sofficeData: base() + 'soffice.data',
    // Never requested (threads start from soffice.js itself), but the option must name a URL.
    sofficeWorkerJs: base() + 'soffice.js',
    browserWorkerJs: base() + 'browser.worker.global.js',
    // Written into LibreOffice's font folder before it starts: our font substitution rules, and the
    // script packs' fonts (found by fontconfig's fallback for the characters they have).
    fonts: [...converterFontFiles(), ...packFonts],
    onProgress: ({ percent }) => onProgress?.(Math.round(percent), 100, 'start'),
  });
}

/**
 * Each file's size as the build recorded it in the offline catalogue (precached, so known offline
 * too). Content-Length cannot say it: the files are served brotli-compressed, and the bytes we count
 * arrive decoded.
 */
async function recordedSizes(urls: string[]): Promise<Map<string, number>> {
  try {
    const catalogue = (await (await fetch(new URL(`/${VENDOR_FOLDER}/${OFFLINE_CATALOGUE_FILE}`, self.location.origin))).json()) as OfflineCatalogueEntry[];
    const sizes = new Map(catalogue.flatMap((entry) => entry.files).map(({ path, size }) => [path, size]));
    return new Map(urls.flatMap((url) => {
      const size = sizes.get(new URL(url).pathname);
      return size === undefined ? [] : [[url, size] as const];
    }));
  } catch {
    return new Map();
  }
}

/**
 * Fetches every file once (from the service worker's cache after the first time), counting bytes;
 * the bytes of those in `keep` are returned (fonts, handed to the converter), the others are only
 * warmed (the converter fetches them itself).
 */
async function fetchAll(urls: string[], keep: ReadonlySet<string>, onProgress?: ProgressCallback): Promise<Map<string, Uint8Array>> {
  const responses = await Promise.all(urls.map(async (url) => {
    const response = await fetch(url);
    if (!response.ok || !response.body) throw new Error(`The converter's file ${new URL(url).pathname.split('/').pop()} could not be loaded (HTTP ${response.status}).`);
    return response;
  }));
  const sizes = await recordedSizes(urls);
  const total = urls.reduce((sum, url, index) => sum + (sizes.get(url) ?? Number(responses[index].headers.get('Content-Length') ?? 0)), 0);
  let done = 0;
  onProgress?.(0, total, 'download');
  const kept = new Map<string, Uint8Array>();
  await Promise.all(responses.map(async (response, index) => {
    const chunks: Uint8Array[] = [];
    const reader = response.body!.getReader();
    for (;;) {
      const { done: finished, value } = await reader.read();
      if (finished) break;
      if (keep.has(urls[index])) chunks.push(value);
      done += value.byteLength;
      onProgress?.(Math.min(done, total), total, 'download');
    }
    if (keep.has(urls[index])) kept.set(urls[index], new Uint8Array(await new Blob(chunks as BlobPart[]).arrayBuffer()));
  }));
  return kept;
}
