// The headers every host of Folio must send (see README, "Deploy as a static site").
// Cross-origin isolation enables SharedArrayBuffer, so WASM engines can use threads.
export const crossOriginIsolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

const policy = (scriptSources: string) => [
  "default-src 'self'",
  `script-src ${scriptSources}`,
  "worker-src 'self' blob:",
  "connect-src 'self' blob: data:",
  "img-src 'self' blob: data:",
  "font-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

// No remote origin anywhere: every script, wasm binary, font and data file comes from our own origin.
export const contentSecurityPolicy = policy("'self' 'wasm-unsafe-eval'");

/**
 * The background remover's worker script only. Two things in @imgly/background-removal need more
 * than `'self'`: it fetches ONNX Runtime's JavaScript glue (ort-wasm-simd-threaded.mjs) from our
 * origin itself and hands it to the runtime as a blob: URL to import (the runtime's thread workers
 * start from that same blob: URL and inherit this policy); and the ndarray code bundled inside it
 * builds its array classes with `new Function` (library code, never user data). A dedicated
 * worker is governed by its own script's response headers, so the page and every other worker
 * keep `script-src 'self' 'wasm-unsafe-eval'`.
 */
export const backgroundWorkerContentSecurityPolicy = policy("'self' 'wasm-unsafe-eval' 'unsafe-eval' blob:");

/** The built background worker: Vite names it `/assets/background.worker-<hash>.js`. */
export const backgroundWorkerScript = /^\/assets\/background\.worker-[\w-]+\.js$/;

export function contentSecurityPolicyFor(pathname: string): string {
  return backgroundWorkerScript.test(pathname) ? backgroundWorkerContentSecurityPolicy : contentSecurityPolicy;
}
