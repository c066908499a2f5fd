// Where Ghostscript's WebAssembly comes from, set once by whoever hosts the engine: the ghostscript
// worker fetches it from our own origin (cached on first use), the Node tests read it from node_modules.
export type WasmSource = () => Promise<BufferSource | Response>;

let source: WasmSource | undefined;
let compiled: Promise<WebAssembly.Module> | undefined;

export function configureGhostscript(next: WasmSource): void {
  source = next;
  compiled = undefined;
}

/** Ghostscript compiled once per worker; each run instantiates it afresh (its main runs once per instance). */
export function ghostscriptWasm(): Promise<WebAssembly.Module> {
  if (!source) throw new Error('Ghostscript is not configured: call configureGhostscript() first.');
  const load = source;
  compiled ??= (async () => {
    const bytes = await load();
    return bytes instanceof Response ? WebAssembly.compileStreaming(bytes) : WebAssembly.compile(bytes);
  })();
  // A failed load (offline before the first use) may succeed later.
  compiled.catch(() => { compiled = undefined; });
  return compiled;
}
