// A Vite plugin that writes each route's first view into its own HTML file at build time
// (`split-pdf.html` for /split-pdf, the home page into index.html). Hosts and the service worker serve
// `/split-pdf` from `split-pdf.html` (clean URLs), so the heading, description and layout arrive with
// the page and paint before any script runs; the app then renders the same view over them.
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import type { PrerenderedPage } from '../src/app/prerender.tsx';

interface PrerenderModule {
  prerenderedPaths: string[];
  prerenderPage(path: string): Promise<PrerenderedPage>;
}

const ENTRY = fileURLToPath(new URL('../src/app/prerender.tsx', import.meta.url));

/**
 * The PWA plugin's registration hook, as a page stands before any script has run: no service worker
 * news yet. (The plugin that provides the real module is not part of the prerender's Vite.)
 */
const SERVICE_WORKER_BEFORE_SCRIPTS: Plugin = {
  name: 'folio:prerender-service-worker-state',
  resolveId: (id) => (id === 'virtual:pwa-register/react' ? '\0prerender-pwa-register' : undefined),
  load: (id) => (id === '\0prerender-pwa-register'
    ? 'export function useRegisterSW() { return { needRefresh: [false, () => {}], offlineReady: [false, () => {}], updateServiceWorker: async () => {} }; }'
    : undefined),
};
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The built index.html with one page's markup, title and description in it. The markup is inert
 * (seen, not used) until the app has rendered over it and lifts that (src/app/App.tsx).
 */
export function pageDocument(shell: string, page: PrerenderedPage): string {
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to prerender into`);
  return shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(page.description)}$2`)
    .replace(EMPTY_ROOT, `<div id="root" inert>${page.html}</div>`);
}

/** `/` → index.html, `/split-pdf` → split-pdf.html. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Every prerendered route's page, rendered in Node by a Vite server of its own. */
export async function renderPages(): Promise<Array<{ path: string; page: PrerenderedPage }>> {
  // import.meta.glob and the lazy screens need Vite's module runner; the app's own plugins are not
  // needed: this renders, it does not build.
  const server = await createServer({
    configFile: false, appType: 'custom', logLevel: 'error', plugins: [SERVICE_WORKER_BEFORE_SCRIPTS],
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const module = await server.ssrLoadModule(ENTRY) as PrerenderModule;
    const pages = [];
    for (const path of module.prerenderedPaths) pages.push({ path, page: await module.prerenderPage(path) });
    return pages;
  } finally {
    await server.close();
  }
}

export function prerenderRoutes(): Plugin {
  return {
    name: 'folio:prerender-routes',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite has written the built index.html into the bundle (its script and style tags).
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('The build has no index.html to prerender into');
        const shell = String(index.source);
        for (const { path, page } of await renderPages()) {
          const source = pageDocument(shell, page);
          if (path === '/') index.source = source;
          else this.emitFile({ type: 'asset', fileName: htmlFileFor(path), source });
        }
      },
    },
  };
}
