import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { crossOriginIsolation, contentSecurityPolicyFor } from './security-headers.ts';

/** The preview server's Content-Security-Policy, chosen per path (one worker's policy differs). */
function contentSecurityPolicyHeaders(): Plugin {
  return {
    name: 'folio-content-security-policy',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        response.setHeader('Content-Security-Policy', contentSecurityPolicyFor(new URL(request.url ?? '/', 'http://localhost').pathname));
        next();
      });
    },
  };
}

// MuPDF's and mozjpeg's loaders name their .wasm with `new URL(..., import.meta.url)`, which would make
// Vite emit second copies. Folio serves the ones copied to /vendor/ and points the engines at them
// (workers/engines/mupdf/load-mupdf.ts, workers/engines/compress/mozjpeg.ts), so those URLs are
// replaced by the vendor paths in the bundle.
const wasmFromVendor: Record<string, [string, string]> = {
  '/mupdf/dist/mupdf-wasm.js': ['new URL("mupdf-wasm.wasm",import.meta.url).href', '"/vendor/mupdf/mupdf-wasm.wasm"'],
  '/@jsquash/jpeg/codec/enc/mozjpeg_enc.js': ['new URL("mozjpeg_enc.wasm",import.meta.url)', 'new URL("/vendor/mozjpeg/mozjpeg_enc.wasm",self.location.origin)'],
};
const enginesFromVendor: Plugin = {
  name: 'folio:engine-wasm-from-vendor',
  enforce: 'pre',
  transform(code, id) {
    const entry = Object.entries(wasmFromVendor).find(([file]) => id.includes(file));
    return entry ? code.replace(entry[1][0], entry[1][1]) : undefined;
  },
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    contentSecurityPolicyHeaders(),
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
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,wasm,bcmap,pfb,ttf,icc,woff}'],
        // Heavy engines arrive with later tools; they are cached on first use, never precached.
        globIgnores: ['**/vendor/heavy/**'],
        // Raised on purpose for MuPDF's WASM (10.4 MB, 3.6 MB over the wire compressed): it is a core
        // engine, since every PDF tool falls back to it to repair a damaged file, so it must work
        // offline from the first visit. Nothing else comes near this size; heavy assets stay out (globIgnores).
        maximumFileSizeToCacheInBytes: 11 * 1024 * 1024,
        navigateFallback: '/index.html',
        // Receives files shared to the installed app (manifest share_target).
        importScripts: ['/share-target.js'],
        cleanupOutdatedCaches: true,
        // Heavy engine files (models, big WASM) under /vendor/heavy/ are kept after their first use,
        // so a tool used once online works offline from then on.
        runtimeCaching: [{
          urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/vendor/heavy/'),
          handler: 'CacheFirst',
          options: { cacheName: 'folio-heavy-engines', cacheableResponse: { statuses: [200] } },
        }],
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
    include: ['msw', 'comlink', 'pdf-lib', 'jszip', 'pdfjs-dist', 'pdfjs-dist/build/pdf.worker.mjs', '@dnd-kit/core', '@dnd-kit/sortable', '@imgly/background-removal', 'mupdf', '@neslinesli93/qpdf-wasm', '@jsquash/jpeg/encode.js'],
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 3000 },
  server: { headers: crossOriginIsolation },
  preview: { headers: crossOriginIsolation },
});
