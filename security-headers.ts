// The headers every host of Folio must send (see README, "Deploy as a static site").
// Cross-origin isolation enables SharedArrayBuffer, so WASM engines can use threads.
import { VARIANT_SCRIPT_SOURCES } from './scripts/variant-view-script.ts';
import { THEME_SCRIPT_SOURCE } from './scripts/theme-script.ts';

export const crossOriginIsolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

const OWN_SCRIPT_SOURCES = ["'self'", "'wasm-unsafe-eval'"];
// Pages also run inline scripts, allowed by their hashes: the theme's, before the first paint, and two that show
// the asked variant of a prerendered route.
const PAGE_SCRIPT_SOURCES = [...OWN_SCRIPT_SOURCES, THEME_SCRIPT_SOURCE, ...VARIANT_SCRIPT_SOURCES];

const policy = (scriptSources: string[], connectOrigins: string[] = []) => [
  "default-src 'self'",
  `script-src ${scriptSources.join(' ')}`,
  "worker-src 'self' blob:",
  ["connect-src 'self' blob: data:", ...connectOrigins].join(' '),
  "img-src 'self' blob: data:",
  "font-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

// No remote origin anywhere: every script, wasm binary, font and data file comes from our own origin.
export const contentSecurityPolicy = policy(PAGE_SCRIPT_SOURCES);

/** What the policy needs to know of a worker (its descriptor, workers/<name>/descriptor.ts). */
export interface WorkerScriptPolicy {
  name: string;
  /** Additions to script-src for this worker's own script. */
  scriptSources: string[];
  /** Folders (under the site's root, e.g. 'vendor/heavy/x') whose scripts get the same additions. */
  assetScriptFolders?: string[];
}

/** The built script of a worker: Vite names it `/assets/<name>.worker-<hash>.js`. */
export function workerScriptPattern(name: string): RegExp {
  return new RegExp(`^/assets/${name.replace(/[^\w-]/g, '\\$&')}\\.worker-[\\w-]+\\.js$`);
}

/** The scripts directly inside a folder of copied assets. */
function assetScriptPattern(folder: string): RegExp {
  return new RegExp(`^/${folder.replace(/[^\w/-]/g, '\\$&')}/[\\w.-]+\\.js$`);
}

/**
 * The Content-Security-Policy for each path. A dedicated worker is governed by its own script's
 * response headers, so a worker whose libraries need more (today the background remover's:
 * `'unsafe-eval' blob:`, see its descriptor) gets it on its script alone, while the page and every
 * other worker keep `script-src 'self' 'wasm-unsafe-eval'`. `cloudOrigins`: the API origins of the
 * cloud drives the deployer set up (src/contract/cloud-config.ts), added to connect-src; none by default.
 */
export function contentSecurityPolicies(workers: WorkerScriptPolicy[], cloudOrigins: string[] = []): (pathname: string) => string {
  const widened = workers
    .filter((worker) => worker.scriptSources.length > 0)
    .flatMap((worker) => [workerScriptPattern(worker.name), ...(worker.assetScriptFolders ?? []).map(assetScriptPattern)]
      .map((script) => ({ script, policy: policy([...OWN_SCRIPT_SOURCES, ...worker.scriptSources], cloudOrigins) })));
  const pagePolicy = policy(PAGE_SCRIPT_SOURCES, cloudOrigins);
  return (pathname) => widened.find(({ script }) => script.test(pathname))?.policy ?? pagePolicy;
}
