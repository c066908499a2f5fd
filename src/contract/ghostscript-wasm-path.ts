// In a file of its own, importing nothing, so that vite.config.ts can read it without Vite's config
// loader bundling the PDF/A contract and the modules it imports.

/** Where Ghostscript's WebAssembly lives on our origin (written at build from the ghostscript worker's descriptor). */
export const GHOSTSCRIPT_WASM_PATH = '/vendor/heavy/ghostscript/gs.wasm';
