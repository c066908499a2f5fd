// What a worker is, as data: the browser's engines, the Node test harness, the asset copy, the
// security headers and the service worker's caching are all derived from these descriptors
// (workers/<name>/descriptor.ts). Kept free of Node and browser APIs: vite.config.ts reads them too.

/** A file or folder copied from an npm package into the app's own origin. */
export interface PackageCopy {
  /**
   * Inside node_modules, e.g. 'pdfjs-dist/cmaps'; or, starting with '../', a file committed in the
   * repository (e.g. '../workers/office/licences/LICENSE-OFL-1.1.txt': licence texts no package ships).
   */
  from: string;
  /** Under the asset group's folder (/vendor/ or /vendor/heavy/). */
  to: string;
  /** For a folder: only the files whose names match. */
  only?: RegExp;
  /**
   * For a text file: changes made to our copy (each `search` must be found, so a new version of the
   * package that no longer has it fails the build instead of shipping unpatched).
   */
  replace?: Array<{ search: string; replacement: string }>;
}

/** A file the build writes itself, e.g. an index of the copied files, or a model it derives from a package's. */
export interface WrittenAsset {
  to: string;
  text: string | Uint8Array;
}

/** Reads installed packages, for descriptors whose assets depend on what is installed (Node supplies it). */
export interface PackageReader {
  /** A JSON file inside node_modules, e.g. 'onnxruntime-web/package.json'. */
  readJson(path: string): unknown;
  /** The size in bytes of a file inside node_modules. */
  sizeOf(path: string): number;
  /** A text file inside node_modules, e.g. a package's index of the files it unpacks. */
  readText(path: string): string;
  /** A file's bytes inside node_modules, e.g. fonts whose character maps the build records. */
  readBytes(path: string): Uint8Array;
  /**
   * A file made from a package's file by build-only code (node/derived-assets.ts), e.g. the 8-bit
   * cut-out model from the 16-bit one. Reached through the reader so that the descriptors, which the
   * app's bundle imports, never import that code.
   */
  derive(name: DerivedAssetName, source: Uint8Array): Uint8Array;
}

/** What the build knows how to derive (node/derived-assets.ts). */
export type DerivedAssetName = 'isnet-int8';

export interface AssetPlan {
  copies: PackageCopy[];
  written?: WrittenAsset[];
}

export interface AssetGroup {
  /**
   * 'precache': in the service worker's install, so the engine works offline from the first visit.
   * 'first-use': too heavy for that; served from /vendor/heavy/ and kept by the service worker once fetched.
   */
  caching: 'precache' | 'first-use';
  plan: AssetPlan | ((packages: PackageReader) => AssetPlan);
  /**
   * Served compressed: the build writes a brotli copy (`<file>.br`) beside each file of the group, and
   * the app's server sends it (Content-Encoding: br) to browsers that accept it. For large engines.
   */
  compressed?: boolean;
}

export interface WorkerDescriptor {
  /** The folder name under workers/; its entry is workers/<name>/<name>.worker.ts. */
  name: string;
  /** What the engine does, in a few words, for messages such as "The background removal engine needs a browser". */
  title: string;
  /** An idle worker is stopped after this long, to free its memory. */
  idleMs: number;
  /**
   * Replace the worker after an engine failure: some WASM engines and libraries stay broken in the
   * worker that saw the failure (out of memory, a memoised failed model load).
   */
  restartAfterFailure: boolean;
  /**
   * Workers of this engine the page may run at once (default 1), so a batch runs that many files side
   * by side. Each holds its own engine and the file it works on: only for engines light enough.
   */
  instances?: number;
  /** Whether its engines run in Node, so the unit tests run them in-process; otherwise they are tested in Chromium. */
  runsUnderNode: boolean;
  assets: AssetGroup[];
  /** Additions to `script-src` for this worker's script only (a dedicated worker obeys its own script's headers). */
  scriptSources: string[];
  /**
   * Folders of copied classic scripts the engine starts workers from itself (LibreOffice's converter
   * worker and its threads): the scripts there (*.js) get the same `scriptSources` as the worker's own.
   */
  assetScriptFolders?: string[];
}

export const VENDOR_FOLDER = 'vendor';
export const HEAVY_FOLDER = 'vendor/heavy';
/** The Cache Storage cache that keeps the first-use assets: the service worker's (vite.config.ts) and the offline panel's. */
export const HEAVY_CACHE_NAME = 'folio-heavy-engines';
/**
 * Written by the build under /vendor/ (precached, so it answers offline too): every worker's
 * first-use files with their sizes. The offline panel lists, fetches and removes engines from it,
 * so a new worker with first-use assets appears there by its descriptor alone.
 */
export const OFFLINE_CATALOGUE_FILE = 'offline-engines.json';

export interface OfflineCatalogueEntry {
  /** The worker's name. */
  id: string;
  /** The worker's title, e.g. 'background removal'. */
  title: string;
  /** URL paths on our origin (e.g. '/vendor/heavy/…'), each with its size in bytes. */
  files: Array<{ path: string; size: number }>;
}

/** The folder under public/ (and the URL path) an asset group goes to. */
export function assetFolder(group: AssetGroup): string {
  return group.caching === 'precache' ? VENDOR_FOLDER : HEAVY_FOLDER;
}

export function assetPlan(group: AssetGroup, packages: PackageReader): AssetPlan {
  return typeof group.plan === 'function' ? group.plan(packages) : group.plan;
}
