// @jspawn/ghostscript-wasm ships Emscripten's module factory without types; we use its file system
// and callMain only.
declare module '@jspawn/ghostscript-wasm/gs.js' {
  export interface GhostscriptModule {
    FS: {
      writeFile(path: string, data: Uint8Array | string): void;
      readFile(path: string): Uint8Array;
      unlink(path: string): void;
    };
    callMain(args: string[]): number;
  }
  export interface GhostscriptOptions {
    print?: (text: string) => void;
    printErr?: (text: string) => void;
    locateFile?: (name: string) => string;
    instantiateWasm?: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) => object;
  }
  const createGhostscript: (options?: GhostscriptOptions) => Promise<GhostscriptModule>;
  export default createGhostscript;
}
