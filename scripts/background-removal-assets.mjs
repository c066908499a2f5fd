// The background remover's engine files, served from our own origin (never the library's CDN default).
// @imgly/background-removal finds everything through `<publicPath>/resources.json`: for each key it
// needs (`/models/isnet_quint8`, `/onnxruntime-web/ort-wasm-simd-threaded.wasm`, …) the file's size,
// type and the chunks to fetch, each named relative to publicPath. The data package's own
// resources.json names its models by their old keys (`small`, `medium`) and an older ONNX Runtime,
// so we write our own: the same model chunks under the keys the library asks for, and the runtime
// of the exact onnxruntime-web it was built against.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';


// Library model name → the data package's key for the same file (1.4.x called them small and medium).
const MODELS = { isnet_quint8: '/models/small', isnet_fp16: '/models/medium' };
const RUNTIME_FILES = ['ort-wasm-simd-threaded.wasm', 'ort-wasm-simd-threaded.mjs'];
const RUNTIME_MIME = { '.wasm': 'application/wasm', '.mjs': 'text/javascript' };

/**
 * What to copy and the resources.json to write, for the packages installed under `root`. All of it
 * goes in one folder under public/vendor/heavy (cached on first use, never precached) named after
 * both versions, because the service worker keeps these files for good (CacheFirst): a new runtime
 * or model set must get new URLs, never the old bytes under the same name. The worker names the
 * same folder (workers/engines/background/background-assets.ts; a unit test keeps the two equal).
 */
export function backgroundRemovalAssets(root) {
  const modules = join(root, 'node_modules');
  const dataDir = join(modules, '@imgly/background-removal-data/dist');
  const dataVersion = readJson(join(modules, '@imgly/background-removal-data/package.json')).version;
  const ortVersion = readJson(join(modules, 'onnxruntime-web/package.json')).version;
  const dataResources = readJson(join(dataDir, 'resources.json'));
  const copies = [];
  const resources = {};

  for (const [model, dataKey] of Object.entries(MODELS)) {
    const entry = dataResources[dataKey];
    if (!entry) throw new Error(`@imgly/background-removal-data ${dataVersion} has no ${dataKey}`);
    resources[`/models/${model}`] = {
      size: entry.size,
      mime: 'application/octet-stream',
      chunks: entry.chunks.map(({ hash, offsets }) => {
        const name = `models/${hash}`;
        copies.push({ from: join(dataDir, hash), to: name });
        return { name, offsets };
      }),
    };
  }
  for (const file of RUNTIME_FILES) {
    const from = join(modules, 'onnxruntime-web/dist', file);
    const size = statSync(from).size;
    const name = `onnxruntime-web/${file}`;
    copies.push({ from, to: name });
    resources[`/onnxruntime-web/${file}`] = {
      size, mime: RUNTIME_MIME[file.slice(file.lastIndexOf('.'))], chunks: [{ name, offsets: [0, size] }],
    };
  }
  return { folder: `heavy/background-removal/data-${dataVersion}_ort-${ortVersion}`, copies, resources };
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}
