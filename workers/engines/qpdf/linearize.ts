// Linearization ("fast web view") with qpdf compiled to WebAssembly: the first page can be shown
// before the whole file has arrived. qpdf does not repair; files reach it already cleaned by MuPDF.
// It runs in the linearize worker, which its caller stops when it takes too long (linearize-pdf.ts).
import { EngineError } from '../../../src/contract/errors';
import { linearizePdfOperation } from '../../../src/contract/linearize-pdf';
import { implement } from '../../runtime/operations';

interface QpdfInstance {
  callMain(args: string[]): number;
  FS: { writeFile(path: string, data: Uint8Array): void; readFile(path: string): Uint8Array; unlink(path: string): void };
}

type QpdfFactory = (options: { locateFile: (name: string) => string; print?: (line: string) => void; printErr?: (line: string) => void }) => Promise<QpdfInstance>;

let instance: Promise<QpdfInstance> | undefined;
let lastErrors: string[] = [];

async function loadQpdf(): Promise<QpdfInstance> {
  instance ??= (async () => {
    const factory = ((await import('@neslinesli93/qpdf-wasm')) as unknown as { default: QpdfFactory }).default;
    const inNode = typeof process !== 'undefined' && Boolean(process.versions?.node);
    const wasmUrl = inNode ? await nodeWasmPath() : new URL('/vendor/qpdf/qpdf.wasm', self.location.origin).href;
    return factory({ locateFile: () => wasmUrl, print: () => undefined, printErr: (line) => lastErrors.push(line) });
  })();
  return instance;
}

export const linearizePdf = implement(linearizePdfOperation, async function linearizePdf(bytes: Uint8Array): Promise<Uint8Array> {
  const qpdf = await loadQpdf();
  lastErrors = [];
  qpdf.FS.writeFile('/in.pdf', bytes);
  try {
    // Exit code 3 means "succeeded with warnings"; 2 is a failure.
    const code = qpdf.callMain(['--linearize', '--object-streams=generate', '/in.pdf', '/out.pdf']);
    if (code !== 0 && code !== 3) throw new EngineError('engine-failed', `Linearization failed: ${lastErrors.join(' ') || `qpdf exit ${code}`}`);
    const out = qpdf.FS.readFile('/out.pdf').slice();
    qpdf.FS.unlink('/out.pdf');
    return out;
  } finally {
    qpdf.FS.unlink('/in.pdf');
  }
});

// Node (the unit tests) reads the .wasm from the package. The specifier is a variable so the
// browser bundle neither follows it nor copies the file a second time.
async function nodeWasmPath(): Promise<string> {
  const nodeModule = 'node:module';
  const { createRequire } = (await import(/* @vite-ignore */ nodeModule)) as typeof import('node:module');
  return createRequire(import.meta.url).resolve('@neslinesli93/qpdf-wasm/dist/qpdf.wasm');
}
