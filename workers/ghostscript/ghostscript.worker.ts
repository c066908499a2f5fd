import { exposeEngine } from '../runtime/engine-protocol';
import operations from './operations';
import { configureGhostscript } from '../engines/ghostscript/ghostscript-environment';
import { GHOSTSCRIPT_WASM_PATH } from '../../src/contract/ghostscript-wasm-path';

// Ghostscript's WebAssembly is served by the app itself (see descriptor.ts), kept by the service worker after first use.
configureGhostscript(async () => {
  const response = await fetch(new URL(GHOSTSCRIPT_WASM_PATH, self.location.origin));
  if (!response.ok) throw new Error(`Could not load Ghostscript (${response.status}).`);
  return response;
});

exposeEngine(operations);
