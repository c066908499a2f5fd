// LibreOffice in the browser: one converter per worker, started on first use and kept warm. Its
// files (250 MB) are fetched first by us, counting bytes, so the screen can say how far the download
// is; the service worker keeps them (first-use caching), and the converter's own requests then come
// from that cache.
import { WorkerBrowserConverter } from '@matbee/libreoffice-converter/browser';
import { HEAVY_FOLDER, OFFLINE_CATALOGUE_FILE, VENDOR_FOLDER, type OfflineCatalogueEntry } from '../../runtime/worker-descriptor';
import { converterFontFiles } from './font-substitutes';
import { inputStem } from './input-name';
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

/** The warm converter, or a new one (download, then start-up), reporting both phases. */
export function officeConverter(onProgress?: ProgressCallback): Promise<OfficeConverter> {
  starting ??= start(onProgress).catch((error: unknown) => {
    starting = undefined;
    throw error;
  });
  return starting;
}

async function start(onProgress?: ProgressCallback): Promise<OfficeConverter> {
  await fetchAll(onProgress);
  onProgress?.(0, 100, 'start');
  // A start-up that hangs: ending LibreOffice's own worker (and its threads) is all that stops it.
  const converter = await startWithRetry(() => newConverter(onProgress), (hung) => internals(hung).worker?.terminate());
  const office: OfficeConverter = {
    toPdf: (bytes, extension, name) => internals(converter).sendMessage('convert', {
      inputData: bytes, inputExt: extension, outputFormat: 'pdf', filterOptions: '', inputName: inputStem(name),
    }),
    stop: () => {
      internals(converter).worker?.terminate();
      if (current === office) starting = undefined;
    },
  };
  current = office;
  return office;
}

function newConverter(onProgress?: ProgressCallback): WorkerBrowserConverter {
  return new WorkerBrowserConverter({
    sofficeJs: base() + 'soffice.js',
    sofficeWasm: base() + 'soffice.wasm',
    sofficeData: base() + 'soffice.data',
    // Never requested (threads start from soffice.js itself), but the option must name a URL.
    sofficeWorkerJs: base() + 'soffice.js',
    browserWorkerJs: base() + 'browser.worker.global.js',
    // Written into LibreOffice's font folder before it starts: our font substitution rules.
    fonts: converterFontFiles(),
    onProgress: ({ percent }) => onProgress?.(Math.round(percent), 100, 'start'),
  });
}

/**
 * Each file's size as the build recorded it in the offline catalogue (precached, so known offline
 * too). Content-Length cannot say it: the files are served brotli-compressed, and the bytes we count
 * arrive decoded.
 */
async function recordedSizes(): Promise<Map<string, number>> {
  try {
    const catalogue = (await (await fetch(new URL(`/${VENDOR_FOLDER}/${OFFLINE_CATALOGUE_FILE}`, self.location.origin))).json()) as OfflineCatalogueEntry[];
    const files = catalogue.flatMap((entry) => entry.files);
    return new Map(FILES.flatMap((name) => {
      const file = files.find(({ path }) => path === new URL(base() + name).pathname);
      return file ? [[name, file.size] as const] : [];
    }));
  } catch {
    return new Map();
  }
}

/** Fetches every file once (from the service worker's cache after the first time), counting bytes. */
async function fetchAll(onProgress?: ProgressCallback): Promise<void> {
  const responses = await Promise.all(FILES.map(async (name) => {
    const response = await fetch(base() + name);
    if (!response.ok || !response.body) throw new Error(`The converter's file ${name} could not be loaded (HTTP ${response.status}).`);
    return response;
  }));
  const sizes = await recordedSizes();
  const total = FILES.reduce((sum, name, index) => sum + (sizes.get(name) ?? Number(responses[index].headers.get('Content-Length') ?? 0)), 0);
  let done = 0;
  onProgress?.(0, total, 'download');
  await Promise.all(responses.map(async (response) => {
    const reader = response.body!.getReader();
    for (;;) {
      const { done: finished, value } = await reader.read();
      if (finished) break;
      done += value.byteLength;
      onProgress?.(Math.min(done, total), total, 'download');
    }
  }));
}
