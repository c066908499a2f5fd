import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLOUD_CONFIG_PATH, cloudConfigFrom, cloudConnectOrigins, type CloudConfig } from './src/contract/cloud-config.ts';
import { timestampConnectOrigins } from './src/contract/timestamp-authority.ts';
import { GHOSTSCRIPT_WASM_PATH } from './src/contract/ghostscript-wasm-path.ts';
import { crossOriginIsolation, contentSecurityPolicies } from './security-headers.ts';
import { compressWorkerAssets, copyWorkerAssets, largestPrecachedAsset } from './scripts/worker-assets.ts';
import { precompressedFiles } from './scripts/precompressed.ts';
import { prerenderRoutes } from './scripts/prerender-routes.ts';
import { themeHeadScript } from './scripts/theme-script.ts';
import { HEAVY_CACHE_NAME, HEAVY_FOLDER, OFFLINE_CATALOGUE_FILE, VENDOR_FOLDER, type WorkerDescriptor } from './workers/runtime/worker-descriptor.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const MiB = 1024 * 1024;

// The workers' descriptors, found the way the app finds them (import.meta.glob), which needs Vite's
// module runner rather than the config bundler.
async function loadWorkerDescriptors(): Promise<WorkerDescriptor[]> {
  const { module } = await runnerImport<{ workerDescriptors: WorkerDescriptor[] }>(fileURLToPath(new URL('./workers/runtime/descriptors.ts', import.meta.url)));
  return module.workerDescriptors;
}

/**
 * The preview server's Content-Security-Policy, chosen per path (a worker's own policy can differ).
 * Its connect-src names the cloud drives set up in the build it serves (its cloud-config.json).
 */
function contentSecurityPolicyHeaders(workers: WorkerDescriptor[]): Plugin {
  return {
    name: 'folio-content-security-policy',
    configurePreviewServer(server) {
      const served = join(server.config.root, server.config.build.outDir, CLOUD_CONFIG_PATH);
      const cloud: CloudConfig = existsSync(served) ? JSON.parse(readFileSync(served, 'utf8')) : {};
      // The timestamp authority a signature may ask (src/contract/timestamp-authority.ts), when set up.
      const contentSecurityPolicyFor = contentSecurityPolicies(workers, [...cloudConnectOrigins(cloud), ...timestampConnectOrigins(process.env)]);
      server.middlewares.use((request, response, next) => {
        response.setHeader('Content-Security-Policy', contentSecurityPolicyFor(new URL(request.url ?? '/', 'http://localhost').pathname));
        next();
      });
    },
  };
}

/** Writes /cloud-config.json: the cloud drives set up at build time (empty: cloud import is not set up). */
function cloudConfigFile(): Plugin {
  return {
    name: 'folio:cloud-config',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: CLOUD_CONFIG_PATH.slice(1), source: JSON.stringify(cloudConfigFrom(process.env)) });
    },
  };
}

/**
 * Copies the workers' assets into public/vendor when a build or the dev server starts; for a build,
 * also writes the brotli copies of the groups served compressed.
 */
function workerAssets(workers: WorkerDescriptor[]): Plugin {
  let copied = false;
  let building = false;
  return {
    name: 'folio:worker-assets',
    configResolved(config) {
      building = config.command === 'build';
    },
    async buildStart() {
      if (copied) return;
      copyWorkerAssets(workers, root);
      if (building) await compressWorkerAssets(workers, root);
      copied = true;
    },
  };
}

/** The preview server (`npm start`) sends those brotli copies to browsers that accept them. */
function precompressedAssets(): Plugin {
  return {
    name: 'folio:precompressed-assets',
    configurePreviewServer(server) {
      server.middlewares.use(precompressedFiles(join(server.config.root, server.config.build.outDir), crossOriginIsolation));
    },
  };
}

/**
 * A workbox route matcher for one folder of our origin. Workbox copies the function's source text
 * into sw.js, so the folder must be written into that text, not captured from here.
 */
function sameOriginFolder(folder: string, suffix = ''): (options: { url: URL }) => boolean {
  return new Function('{ url }', `return url.origin === self.location.origin && url.pathname.startsWith(${JSON.stringify(`/${folder}/`)})`
    + ` && url.pathname.endsWith(${JSON.stringify(suffix)});`) as (options: { url: URL }) => boolean;
}

// MuPDF's, mozjpeg's and Ghostscript's loaders name their .wasm with `new URL(..., import.meta.url)`,
// which would make Vite emit second copies. Folio serves the ones copied to /vendor/ and points the
// engines at them (workers/engines/mupdf/load-mupdf.ts, workers/engines/compress/mozjpeg.ts,
// workers/ghostscript/), so those URLs are replaced by the vendor paths in the bundle.
const wasmFromVendor: Record<string, [string, string]> = {
  '/mupdf/dist/mupdf-wasm.js': ['new URL("mupdf-wasm.wasm",import.meta.url).href', '"/vendor/mupdf/mupdf-wasm.wasm"'],
  '/@jsquash/jpeg/codec/enc/mozjpeg_enc.js': ['new URL("mozjpeg_enc.wasm",import.meta.url)', 'new URL("/vendor/mozjpeg/mozjpeg_enc.wasm",self.location.origin)'],
  '/@jsquash/jpeg/codec/dec/mozjpeg_dec.js': ['new URL("mozjpeg_dec.wasm",import.meta.url)', 'new URL("/vendor/mozjpeg/mozjpeg_dec.wasm",self.location.origin)'],
  '/@okathira/ghostpdl-wasm/dist/gs.js': ['new URL("gs.wasm",import.meta.url)', `new URL(${JSON.stringify(GHOSTSCRIPT_WASM_PATH)},self.location.origin)`],
};
const enginesFromVendor: Plugin = {
  name: 'folio:engine-wasm-from-vendor',
  enforce: 'pre',
  transform(code, id) {
    const entry = Object.entries(wasmFromVendor).find(([file]) => id.includes(file));
    if (!entry) return undefined;
    // A loader whose text changed would otherwise bring its second copy back without a word.
    if (!code.includes(entry[1][0])) throw new Error(`${entry[0]} no longer names its wasm as ${entry[1][0]}: update wasmFromVendor.`);
    return code.replace(entry[1][0], entry[1][1]);
  },
};

const workers = await loadWorkerDescriptors();
const cachedOnFirstUse = workers.some((worker) => worker.assets.some((group) => group.caching === 'first-use'));

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    themeHeadScript(),
    workerAssets(workers),
    cloudConfigFile(),
    contentSecurityPolicyHeaders(workers),
    precompressedAssets(),
    prerenderRoutes(),
    VitePWA({
      // 'prompt' lets the page show "New version available — reload" instead of swapping code under the user.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        id: '/',
        name: 'Folio — private PDF tools',
        short_name: 'Folio',
        description: 'Free PDF and document tools that run entirely on your device. Works offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#dc2626',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        file_handlers: [{ action: '/merge-pdf', accept: { 'application/pdf': ['.pdf'] } }],
        share_target: {
          action: '/merge-pdf',
          method: 'POST',
          enctype: 'multipart/form-data',
          params: { files: [{ name: 'file', accept: ['application/pdf', '.pdf'] }] },
        },
      },
      workbox: {
        // The shell and the light engines (pdf-lib, pdf.js with its cmaps, fonts and wasm, the
        // stamp fonts, ~0.7 MB of WOFF) are precached.
        // gz: the OCR worker's English model (tesseract.js reads it gzipped), part of the offline app.
        // The offline panel's list of first-use files is precached too, so the panel answers offline.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,wasm,bcmap,pfb,ttf,icc,woff,gz}', `${VENDOR_FOLDER}/${OFFLINE_CATALOGUE_FILE}`],
        // Heavy engines (the descriptors' 'first-use' assets) are cached on first use, never precached;
        // nor is the source tarball (a .gz, 12 MB, fetched only by those who ask for the source).
        globIgnores: ['source/**', ...(cachedOnFirstUse ? [`**/${HEAVY_FOLDER}/**`] : [])],
        // Every asset a descriptor precaches must fit (today MuPDF's WASM, 10.4 MB, 3.6 MB over the
        // wire compressed: every PDF tool falls back to it to repair a damaged file, so it must work
        // offline from the first visit); heavy assets stay out (globIgnores).
        maximumFileSizeToCacheInBytes: Math.ceil(largestPrecachedAsset(workers, root) / MiB) * MiB,
        // Each route has its prerendered page (scripts/prerender-routes.ts): `/split-pdf` is served from
        // split-pdf.html (workbox's clean URLs), whatever its query says (`?type=word` picks a variant in
        // the app, not another file). Other addresses get index.html and the app's own not-found page.
        ignoreURLParametersMatching: [/.*/],
        navigateFallback: '/index.html',
        // Files the host serves (robots.txt, the licence, the source tarball) are files, not app routes:
        // a navigation to them must reach the file, not the app's page.
        navigateFallbackDenylist: [/\/[^/]+\.[a-z0-9]+$/i, /^\/api\//],
        // Receives files shared to the installed app (manifest share_target).
        importScripts: ['/share-target.js'],
        cleanupOutdatedCaches: true,
        // Heavy engine files (models, big WASM) under /vendor/heavy/ are kept after their first use,
        // so a tool used once online works offline from then on. Their small JSON indexes are asked of
        // the network first (the cache answers offline): an index names files by their contents (the
        // background remover's built Fast model), and a kept old index would name files gone from the server.
        runtimeCaching: cachedOnFirstUse ? [{
          urlPattern: sameOriginFolder(HEAVY_FOLDER, '.json'),
          handler: 'NetworkFirst' as const,
          options: { cacheName: HEAVY_CACHE_NAME, cacheableResponse: { statuses: [200] } },
        }, {
          urlPattern: sameOriginFolder(HEAVY_FOLDER),
          handler: 'CacheFirst' as const,
          options: { cacheName: HEAVY_CACHE_NAME, cacheableResponse: { statuses: [200] } },
        }] : [],
      },
    }),
  ],
  worker: { format: 'es', plugins: () => [enginesFromVendor] },
  resolve: {
    alias: [
      // The background remover runs ONNX Runtime on the CPU (WASM) only: the wasm-only build, whose
      // runtime files the engine loads from /vendor/heavy/, instead of the default bundle, which
      // would pull a 24 MB WebGPU binary into the app's own assets.
      { find: /^onnxruntime-web(\/webgpu)?$/, replacement: fileURLToPath(new URL('./node_modules/onnxruntime-web/dist/ort.wasm.min.mjs', import.meta.url)) },
    ],
  },
  // The engines are imported lazily (on first use), which Vite's dev server would otherwise find
  // late and answer with a full page reload mid-job. Optimize them up front.
  optimizeDeps: {
    include: ['msw', 'comlink', 'pdf-lib', 'fflate', 'pdfjs-dist', 'pdfjs-dist/build/pdf.worker.mjs', '@dnd-kit/core', '@dnd-kit/sortable', 'protobufjs', 'mupdf', '@neslinesli93/qpdf-wasm', '@jsquash/jpeg/encode.js', 'tesseract.js'],
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 3000 },
  server: { headers: crossOriginIsolation },
  preview: { headers: crossOriginIsolation },
});
