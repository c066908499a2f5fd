// Vitest setup: Ghostscript's WebAssembly is read from its npm package (the file the build copies).
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configureGhostscript } from '../../workers/engines/ghostscript/ghostscript-environment';

configureGhostscript(async () => readFile(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'node_modules', '@jspawn', 'ghostscript-wasm', 'gs.wasm')));
