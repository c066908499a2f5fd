// The background remover's engine files, served from our own origin (never a CDN): the ISNet model
// from @imgly/background-removal-data and ONNX Runtime Web's WASM build. One folder with a
// resources.json the engine reads (workers/engines/background/model-files.ts): for each key
// (`/models/isnet_fp16`, `/onnxruntime-web/ort-wasm-simd-threaded.wasm`, …) the file's size, type
// and the chunks to fetch, each named relative to the folder. The data package's own resources.json
// names its models by old keys (`medium`) and lists an older runtime, so we write our own.
import type { AssetPlan, PackageCopy, PackageReader } from '../runtime/worker-descriptor';
import { BACKGROUND_MODEL, type BackgroundResource } from '../../src/contract/remove-background';

// Our model name → the data package's key for the same file (1.4.x calls the 16-bit ISNet `medium`).
const MODELS = { [BACKGROUND_MODEL]: '/models/medium' };
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

  for (const [model, dataKey] of Object.entries(MODELS)) {
    const entry = dataResources[dataKey];
    if (!entry) throw new Error(`${DATA} ${dataVersion} has no ${dataKey}`);
    resources[`/models/${model}`] = {
      size: entry.size,
      mime: 'application/octet-stream',
      chunks: entry.chunks.map(({ hash, offsets }) => {
        const name = `models/${hash}`;
        copies.push({ from: `${DATA}/dist/${hash}`, to: `${folder}/${name}` });
        return { name, offsets };
      }),
    };
  }
  for (const file of RUNTIME_FILES) {
    const from = `onnxruntime-web/dist/${file}`;
    const size = packages.sizeOf(from);
    const name = `onnxruntime-web/${file}`;
    copies.push({ from, to: `${folder}/${name}` });
    resources[`/onnxruntime-web/${file}`] = {
      size, mime: RUNTIME_MIME[file.slice(file.lastIndexOf('.'))], chunks: [{ name, offsets: [0, size] }],
    };
  }
  return { folder, copies, resources };
}

export function modelAssetPlan(packages: PackageReader): AssetPlan {
  const { folder, copies, resources } = modelResources(packages);
  return { copies, written: [{ to: `${folder}/resources.json`, text: JSON.stringify(resources) }] };
}
