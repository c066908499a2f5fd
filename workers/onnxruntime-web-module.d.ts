// onnxruntime-web's package.json "exports" names no types, so TypeScript cannot find the ones it ships
// (types.d.ts), which are onnxruntime-common's, re-exported.
declare module 'onnxruntime-web' {
  export * from 'onnxruntime-common';
}
