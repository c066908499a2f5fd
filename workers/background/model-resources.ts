// The background remover's engine files, served from our own origin (never a CDN): the ISNet model
// from @imgly/background-removal-data (Best), its 8-bit copy the build derives from it (Fast, node/fast-cutout-model/), and ONNX
// Runtime Web's WASM build. One folder with a resources.json the engine reads
// (workers/engines/background/model-files.ts): for each key (`/models/isnet_fp16`,
// `/onnxruntime-web/ort-wasm-simd-threaded.wasm`, …) the file's size, type and the chunks to fetch,
// each named relative to the folder. The data package's own resources.json names its models by old
// keys (`medium`) and lists an older runtime, so we write our own.
import type { AssetPlan, PackageCopy, PackageReader, WrittenAsset } from '../runtime/worker-descriptor';
import { BACKGROUND_MODEL_BY_QUALITY, type BackgroundResource } from '../../src/contract/remove-background';
import { fnv1a } from '../runtime/fnv1a';

/** The data package's key for the 16-bit ISNet (1.4.x calls it `medium`). */
const SHIPPED_MODEL = '/models/medium';
const RUNTIME_FILES = ['ort-wasm-simd-threaded.wasm', 'ort-wasm-simd-threaded.mjs'];
const RUNTIME_MIME: Record<string, string> = { '.wasm': 'application/wasm', '.mjs': 'text/javascript' };
const DATA = '@imgly/background-removal-data';

interface DataResource {
  size: number;
  chunks: Array<{ hash: string; offsets: [number, number] }>;
}

export interface BackgroundResources {
  /** Under /vendor/heavy/. */
  folder: string;
  copies: PackageCopy[];
  /** The Fast model, made at build. */
  written: WrittenAsset[];
  resources: Record<string, BackgroundResource>;
}

/**
 * What to copy and the resources.json to write, for the installed packages. All of it goes in one
 * folder cached on first use (never precached), named after both versions, because the service
 * worker keeps these files for good (CacheFirst): a new runtime or model set must get new URLs,
 * never the old bytes under the same name. The worker names the same folder
 * (BACKGROUND_ASSETS_PATH in src/contract/remove-background.ts; a unit test keeps the two equal).
 */
export function modelResources(packages: PackageReader): BackgroundResources {
  const version = (name: string) => (packages.readJson(`${name}/package.json`) as { version: string }).version;
  const dataVersion = version(DATA);
  const folder = `background-removal/data-${dataVersion}_ort-${version('onnxruntime-web')}`;
  const dataResources = packages.readJson(`${DATA}/dist/resources.json`) as Record<string, DataResource | undefined>;
  const copies: PackageCopy[] = [];
  const resources: Record<string, BackgroundResource> = {};

  const entry = dataResources[SHIPPED_MODEL];
  if (!entry) throw new Error(`${DATA} ${dataVersion} has no ${SHIPPED_MODEL}`);
  resources[`/models/${BACKGROUND_MODEL_BY_QUALITY.best}`] = {
    size: entry.size,
    mime: 'application/octet-stream',
    chunks: entry.chunks.map(({ hash, offsets }) => {
      const name = `models/${hash}`;
      copies.push({ from: `${DATA}/dist/${hash}`, to: `${folder}/${name}` });
      return { name, offsets };
    }),
  };

  // Named after its bytes' hash: a new calibration table or quantiser gives a new URL, never new
  // bytes under a name the service worker already keeps.
  const fast = packages.derive('isnet-int8', shippedModel(packages));
  const fastName = `models/isnet_int8-${fnv1a(fast)}.onnx`;
  const written: WrittenAsset[] = [{ to: `${folder}/${fastName}`, text: fast }];
  resources[`/models/${BACKGROUND_MODEL_BY_QUALITY.fast}`] = {
    size: fast.length, mime: 'application/octet-stream', chunks: [{ name: fastName, offsets: [0, fast.length] }],
  };
  for (const file of RUNTIME_FILES) {
    const from = `onnxruntime-web/dist/${file}`;
    const size = packages.sizeOf(from);
    const name = `onnxruntime-web/${file}`;
    copies.push({ from, to: `${folder}/${name}` });
    resources[`/onnxruntime-web/${file}`] = {
      size, mime: RUNTIME_MIME[file.slice(file.lastIndexOf('.'))], chunks: [{ name, offsets: [0, size] }],
    };
  }
  return { folder, copies, written, resources };
}

/** The data package's 16-bit ISNet (Best), put together from its chunks. */
export function shippedModel(packages: PackageReader): Uint8Array {
  const entry = (packages.readJson(`${DATA}/dist/resources.json`) as Record<string, DataResource | undefined>)[SHIPPED_MODEL];
  if (!entry) throw new Error(`${DATA} has no ${SHIPPED_MODEL}`);
  const bytes = new Uint8Array(entry.size);
  for (const { hash, offsets } of entry.chunks) bytes.set(packages.readBytes(`${DATA}/dist/${hash}`), offsets[0]);
  return bytes;
}

export function modelAssetPlan(packages: PackageReader): AssetPlan {
  const { folder, copies, written, resources } = modelResources(packages);
  return { copies, written: [...written, { to: `${folder}/resources.json`, text: JSON.stringify(resources) }] };
}
