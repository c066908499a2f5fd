// One Ghostscript run: files in through its file system, its command line, files and messages out.
import createGhostscript from '@okathira/ghostpdl-wasm';
import { ghostscriptWasm } from './ghostscript-environment';

export interface GhostscriptRun {
  exitCode: number;
  output: Uint8Array | undefined;
  messages: string[];
}

export async function runGhostscript(inputs: Record<string, Uint8Array | string>, args: string[], outputPath: string): Promise<GhostscriptRun> {
  const wasm = await ghostscriptWasm();
  const messages: string[] = [];
  // The loader waits for `done` only: an instance that cannot be made (no memory for it) must end the
  // run instead of leaving it waiting forever.
  let failed: (error: unknown) => void = () => undefined;
  const instanceFailed = new Promise<never>((_, reject) => { failed = reject; });
  const gs = await Promise.race([createGhostscript({
    print: (text) => messages.push(text),
    printErr: (text) => messages.push(text),
    instantiateWasm: (imports, done) => {
      WebAssembly.instantiate(wasm, imports).then((instance) => done(instance), failed);
      return {};
    },
  }), instanceFailed]);
  for (const [path, data] of Object.entries(inputs)) gs.FS.writeFile(path, data);
  let exitCode: number;
  try {
    exitCode = gs.callMain(args);
  } catch (error) {
    // Emscripten ends a failed main by throwing its exit status.
    exitCode = typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : 1;
    messages.push(String(error));
  }
  let output: Uint8Array | undefined;
  try {
    output = gs.FS.readFile(outputPath).slice();
  } catch {
    output = undefined;
  }
  return { exitCode, output, messages };
}
