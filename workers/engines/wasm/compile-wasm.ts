// The WebAssembly of an npm codec (@jsquash's mozjpeg and libwebp), compiled where the engine runs:
// in the browser worker from the copy our origin serves (/vendor/…, copied by the worker's
// descriptor), under Node (the unit tests) from the package itself.

/** Compiles the module once, on first use; `served` is its path on our origin, `inPackage` its npm path. */
export function compileWasmOnce(served: string, inPackage: string): () => Promise<WebAssembly.Module> {
  let compiled: Promise<WebAssembly.Module> | undefined;
  return () => {
    compiled ??= runsUnderNode()
      ? compileFromPackage(inPackage)
      : WebAssembly.compileStreaming(fetch(new URL(served, self.location.origin)));
    return compiled;
  };
}

function runsUnderNode(): boolean {
  return typeof process !== 'undefined' && Boolean(process.versions?.node);
}

// The specifiers are variables so the browser bundle skips them.
async function compileFromPackage(inPackage: string): Promise<WebAssembly.Module> {
  const [nodeModule, nodeFs] = ['node:module', 'node:fs'];
  const { createRequire } = (await import(/* @vite-ignore */ nodeModule)) as typeof import('node:module');
  const { readFileSync } = (await import(/* @vite-ignore */ nodeFs)) as typeof import('node:fs');
  return WebAssembly.compile(readFileSync(createRequire(import.meta.url).resolve(inPackage)));
}
