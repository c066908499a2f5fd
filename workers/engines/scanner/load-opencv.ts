// OpenCV compiled to WebAssembly (@techstark/opencv-js): one UMD script with its .wasm inside. The
// browser worker fetches it from our own origin (copied by the scanner worker's descriptor, cached
// on first use: 11 MB) and evaluates it; Node requires it from the package.
import type * as OpenCv from '@techstark/opencv-js';

export type Cv = typeof OpenCv;

/** Where the scanner worker's descriptor copies the script; the name carries the package version. */
export const OPENCV_SCRIPT_PATH = '/vendor/heavy/opencv/opencv-4.12.0-release.1.js';

let loading: Promise<Cv> | undefined;

export function loadOpenCv(): Promise<Cv> {
  loading ??= (async () => {
    const inNode = typeof process !== 'undefined' && Boolean(process.versions?.node);
    // Boxed: an async function must not return the thenable module itself (see whenInitialised).
    const { module } = inNode ? await requireFromPackage() : await evaluateFromOrigin();
    return whenInitialised(module);
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

// The Emscripten module is a thenable that resolves to itself, which would make `await` loop for
// ever: wait for its runtime with the callback instead and hand back a plain object.
function whenInitialised(module: Cv & { onRuntimeInitialized?: () => void }): Promise<Cv> {
  return new Promise((resolve) => {
    const done = () => resolve(unthen(module));
    if (typeof module.Mat === 'function' && typeof module.getBuildInformation === 'function') done();
    else module.onRuntimeInitialized = done;
  });
}

function unthen(module: Cv): Cv {
  // Removing `then` keeps the promise machinery from treating the module as a promise.
  (module as { then?: unknown }).then = undefined;
  return module;
}

async function requireFromPackage(): Promise<{ module: Cv }> {
  const nodeModule = 'node:module';
  const { createRequire } = (await import(/* @vite-ignore */ nodeModule)) as typeof import('node:module');
  return { module: createRequire(import.meta.url)('@techstark/opencv-js') as Cv };
}

async function evaluateFromOrigin(): Promise<{ module: Cv }> {
  const response = await fetch(new URL(OPENCV_SCRIPT_PATH, self.location.origin));
  if (!response.ok) throw new Error(`OpenCV could not be loaded (HTTP ${response.status}).`);
  const source = await response.text();
  // The script is a UMD bundle: given a CommonJS-like `module`, it puts OpenCV on module.exports.
  // Our own file from our own origin (the worker's CSP allows this one evaluation, see its descriptor).
  const holder: { exports: Record<string, unknown> } = { exports: {} };
  new Function('module', 'exports', 'define', source)(holder, holder.exports, undefined);
  return { module: holder.exports as unknown as Cv };
}
