// Where tesseract's files come from, set once by whoever hosts the engine: the ocr worker points
// tesseract.js at our own origin (its worker script, its core, the language files), the Node tests
// let it find its worker and core in node_modules and read the language files from there.
import type { OcrLanguage } from '../../../src/contract/ocr-pdf';

/** Reports a language file's download: bytes so far and in all (0 when the server does not say). */
export type DownloadProgress = (loaded: number, total: number) => void;

export interface TesseractEnvironment {
  /** tesseract.js's own worker script and the folder of its cores; none under Node. */
  workerPath?: string;
  corePath?: string;
  /** The folder tesseract.js reads the bundled language (English) from: a URL, or a path under Node. */
  bundledLanguagePath: string;
  /**
   * Orientation detection: tesseract's `osd` model and the cores that carry its legacy engine (the
   * LSTM-only cores cannot run it). Under Node the cores come from node_modules (no path).
   */
  osd?: { languagePath: string; corePath?: string };
  /** The unpacked `.traineddata` of any other language. */
  loadLanguage: (language: OcrLanguage, onDownload?: DownloadProgress) => Promise<Uint8Array>;
  /** How many pages may be recognised at once (one tesseract worker each). */
  maxParallel: number;
}

let environment: TesseractEnvironment | undefined;

export function configureTesseract(next: TesseractEnvironment): void {
  environment = next;
}

export function tesseractEnvironment(): TesseractEnvironment {
  if (!environment) throw new Error('Tesseract is not configured: call configureTesseract() first.');
  return environment;
}

/**
 * The worker's loader: gzipped language files served by the app itself, read as a stream so the
 * screen can show the download, and unpacked.
 */
export function languagesFromOrigin(pathOf: (language: OcrLanguage) => string): TesseractEnvironment['loadLanguage'] {
  return async (language, onDownload) => {
    const response = await fetch(pathOf(language));
    if (!response.ok || !response.body) throw new Error(`Could not load the ${language} language file (${response.status}).`);
    // A host that sends the file with Content-Encoding: gzip has it unpacked by the browser: the
    // length it states is then the packed one, and the bytes arrive already unpacked.
    const total = response.headers.get('Content-Encoding') ? 0 : Number(response.headers.get('Content-Length') ?? 0);
    const chunks: Uint8Array[] = [];
    let loaded = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.length;
      onDownload?.(loaded, total);
    }
    const file = new Blob(chunks as BlobPart[]);
    const [first, second] = chunks[0] ?? [];
    if (first !== 0x1f || second !== 0x8b) return new Uint8Array(await file.arrayBuffer());
    return new Uint8Array(await new Response(file.stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
  };
}
