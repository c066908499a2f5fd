// The workers' assets (WASM, fonts, pdf.js data, models), copied from node_modules into
// public/vendor as their descriptors list them, so the app serves them from its own origin.
// public/vendor is never committed. Run by vite.config.ts when a build or the dev server starts.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import {
  assetFolder, assetPlan, OFFLINE_CATALOGUE_FILE, VENDOR_FOLDER, type OfflineCatalogueEntry, type PackageCopy, type WorkerDescriptor,
} from '../workers/runtime/worker-descriptor.ts';
import { nodePackageReader } from './node-package-reader.ts';

type PlannedCopy = [from: string, to: string, replace?: PackageCopy['replace']];

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

function plannedFiles(descriptors: WorkerDescriptor[], root: string, caching?: 'precache' | 'first-use') {
  const modules = join(root, 'node_modules');
  const packages = nodePackageReader(modules);
  return descriptors.flatMap((descriptor) => descriptor.assets
    .filter((group) => !caching || group.caching === caching)
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
  const sizes = plannedFiles(descriptors, root, 'precache').flatMap(({ copies, written }) => [
    ...copies.map(([from]) => statSync(from).size),
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
    const files = plannedFiles([descriptor], root, 'first-use').flatMap(({ copies, written }) => [
      ...copies.map(([from, to]) => ({ path: urlPath(to), size: statSync(from).size })),
      ...written.map(({ path, text }) => ({ path: urlPath(path), size: Buffer.byteLength(text) })),
    ]);
    return { id: descriptor.name, title: descriptor.title, files };
  }).filter((entry) => entry.files.length > 0);
}
