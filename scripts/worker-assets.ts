// The workers' assets (WASM, fonts, pdf.js data, models), copied from node_modules into
// public/vendor as their descriptors list them, so the app serves them from its own origin.
// public/vendor is never committed. Run by vite.config.ts when a build or the dev server starts.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants } from 'node:zlib';
import {
  assetFolder, assetPlan, OFFLINE_CATALOGUE_FILE, VENDOR_FOLDER, type AssetGroup, type OfflineCatalogueEntry, type PackageCopy, type WorkerDescriptor,
} from '../workers/runtime/worker-descriptor.ts';
import { nodePackageReader } from './node-package-reader.ts';

type PlannedCopy = [from: string, to: string, replace?: PackageCopy['replace']];

const brotli = promisify(brotliCompress);

/** Source → destination (absolute paths), one entry per file. */
function filesOf(copy: PackageCopy, modules: string, folder: string): PlannedCopy[] {
  const source = join(modules, copy.from);
  if (!existsSync(source)) throw new Error(`${copy.from} is not installed (a worker descriptor copies it).`);
  if (!statSync(source).isDirectory()) return [[source, join(folder, copy.to), copy.replace]];
  return readdirSync(source, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && (!copy.only || copy.only.test(entry.name)))
    .map((entry) => {
      const relative = join(entry.parentPath, entry.name).slice(source.length + 1);
      return [join(source, relative), join(folder, copy.to, relative)];
    });
}

function plannedFiles(descriptors: WorkerDescriptor[], root: string, include: (group: AssetGroup) => boolean = () => true) {
  const modules = join(root, 'node_modules');
  const packages = nodePackageReader(modules);
  return descriptors.flatMap((descriptor) => descriptor.assets
    .filter(include)
    .map((group) => ({ plan: assetPlan(group, packages), folder: join(root, 'public', assetFolder(group)) })))
    .map(({ plan, folder }) => ({
      copies: plan.copies.flatMap((copy) => filesOf(copy, modules, folder)),
      written: (plan.written ?? []).map(({ to, text }) => ({ path: join(folder, to), text })),
    }));
}

function patched(text: string, replace: NonNullable<PackageCopy['replace']>, file: string): string {
  return replace.reduce((result, { search, replacement }) => {
    if (!result.includes(search)) throw new Error(`${file} no longer contains "${search}" (a worker descriptor patches it).`);
    return result.replaceAll(search, replacement);
  }, text);
}

/** The size of a file once copied: a patched file (see PackageCopy.replace) can differ from its source. */
function copiedSize([from, , replace]: PlannedCopy): number {
  return replace ? Buffer.byteLength(patched(readFileSync(from, 'utf8'), replace, from)) : statSync(from).size;
}

export function copyWorkerAssets(descriptors: WorkerDescriptor[], root: string): void {
  const planned = plannedFiles(descriptors, root);
  const catalogue = offlineCatalogue(descriptors, root);
  rmSync(join(root, 'public', VENDOR_FOLDER), { recursive: true, force: true });
  mkdirSync(join(root, 'public', VENDOR_FOLDER), { recursive: true });
  writeFileSync(join(root, 'public', VENDOR_FOLDER, OFFLINE_CATALOGUE_FILE), JSON.stringify(catalogue));
  for (const { copies, written } of planned) {
    for (const [from, to, replace] of copies) {
      mkdirSync(dirname(to), { recursive: true });
      if (replace) writeFileSync(to, patched(readFileSync(from, 'utf8'), replace, from));
      else cpSync(from, to);
    }
    for (const { path, text } of written) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
  }
}

/** The size of the largest asset the service worker precaches (its file-size limit must let it in). */
export function largestPrecachedAsset(descriptors: WorkerDescriptor[], root: string): number {
  const sizes = plannedFiles(descriptors, root, (group) => group.caching === 'precache').flatMap(({ copies, written }) => [
    ...copies.map(copiedSize),
    ...written.map(({ text }) => Buffer.byteLength(text)),
  ]);
  return Math.max(0, ...sizes);
}

/**
 * Each worker with first-use assets, with every such file's URL path and size: what the offline
 * panel offers to download ahead of use (OFFLINE_CATALOGUE_FILE). Workers with none are left out.
 */
export function offlineCatalogue(descriptors: WorkerDescriptor[], root: string): OfflineCatalogueEntry[] {
  const publicFolder = join(root, 'public');
  const urlPath = (path: string) => `/${path.slice(publicFolder.length + 1).split(sep).join('/')}`;
  return descriptors.map((descriptor) => {
    const files = plannedFiles([descriptor], root, (group) => group.caching === 'first-use').flatMap(({ copies, written }) => [
      ...copies.map((copy) => ({ path: urlPath(copy[1]), size: copiedSize(copy) })),
      ...written.map(({ path, text }) => ({ path: urlPath(path), size: Buffer.byteLength(text) })),
    ]);
    return { id: descriptor.name, title: descriptor.title, files };
  }).filter((entry) => entry.files.length > 0);
}

/** Files smaller than this gain too little from compression to be worth a second copy. */
const COMPRESS_FROM_BYTES = 16 * 1024;

/**
 * Writes `<file>.br` beside each file of the asset groups marked `compressed` (for the build only:
 * 250 MB take tens of seconds). Brotli at quality 5 with a 16 MB window: most of quality 11's gain on
 * WASM and font data at a small part of its time; the files compress in parallel on libuv's threads.
 */
export async function compressWorkerAssets(descriptors: WorkerDescriptor[], root: string): Promise<string[]> {
  const files = plannedFiles(descriptors, root, (group) => group.compressed === true)
    .flatMap(({ copies, written }) => [...copies.map(([, to]) => to), ...written.map(({ path }) => path)])
    .filter((path) => statSync(path).size >= COMPRESS_FROM_BYTES);
  await Promise.all(files.map(async (path) => {
    const compressed = await brotli(readFileSync(path), {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_LGWIN]: 24,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: statSync(path).size,
      },
    });
    writeFileSync(`${path}.br`, compressed);
  }));
  return files;
}
