// The background remover's engine files, served from our own origin (never the library's CDN default).
// @imgly/background-removal finds everything through `<publicPath>/resources.json`: for each key it
// needs (`/models/isnet_quint8`, `/onnxruntime-web/ort-wasm-simd-threaded.wasm`, …) the file's size,
// type and the chunks to fetch, each named relative to publicPath. The data package's own
// resources.json names its models by their old keys (`small`, `medium`) and an older ONNX Runtime,
// so we write our own: the same model chunks under the keys the library asks for, and the runtime
// of the exact onnxruntime-web it was built against.
import type { AssetPlan, PackageCopy, PackageReader } from '../runtime/worker-descriptor';

// Library model name → the data package's key for the same file (1.4.x called them small and medium).
const MODELS = { isnet_quint8: '/models/small', isnet_fp16: '/models/medium' };
const RUNTIME_FILES = ['ort-wasm-simd-threaded.wasm', 'ort-wasm-simd-threaded.mjs'];
const RUNTIME_MIME: Record<string, string> = { '.wasm': 'application/wasm', '.mjs': 'text/javascript' };
const DATA = '@imgly/background-removal-data';

export interface ModelResource {
  size: number;
  mime: string;
  chunks: Array<{ name: string; offsets: [number, number] }>;
}

interface DataResource {
  size: number;
  chunks: Array<{ hash: string; offsets: [number, number] }>;
}

export interface ModelResources {
  /** Under /vendor/heavy/. */
  folder: string;
  copies: PackageCopy[];
  resources: Record<string, ModelResource>;
}

/**
 * What to copy and the resources.json to write, for the installed packages. All of it goes in one
 * folder cached on first use (never precached), named after both versions, because the service
 * worker keeps these files for good (CacheFirst): a new runtime or model set must get new URLs,
 * never the old bytes under the same name. The worker names the same folder
 * (BACKGROUND_ASSETS_PATH in src/contract/remove-background.ts; a unit test keeps the two equal).
 */
export function modelResources(packages: PackageReader): ModelResources {
  const version = (name: string) => (packages.readJson(`${name}/package.json`) as { version: string }).version;
  const dataVersion = version(DATA);
  const folder = `background-removal/data-${dataVersion}_ort-${version('onnxruntime-web')}`;
  const dataResources = packages.readJson(`${DATA}/dist/resources.json`) as Record<string, DataResource | undefined>;
  const copies: PackageCopy[] = [];
  const resources: Record<string, ModelResource> = {};

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
