// A Vite plugin that writes each route's first view into its own HTML file at build time
// (`split-pdf.html` for /split-pdf, the home page into index.html). Hosts and the service worker serve
// `/split-pdf` from `split-pdf.html` (clean URLs), so the heading, description and layout arrive with
// the page and paint before any script runs; the app then renders the same view over them.
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import type { PrerenderedPage, PrerenderedVariants } from '../src/app/prerender.tsx';
import { variantPatch, type PatchOp } from './variant-patch.ts';
import { VARIANT_DATA_ID, VARIANT_PENDING_SCRIPT, VARIANT_PENDING_STYLE, VARIANT_VIEW_SCRIPT } from './variant-view-script.ts';

interface PrerenderModule {
  prerenderedPaths: string[];
  prerenderedVariantsOf(path: string): PrerenderedVariants | undefined;
  prerenderPage(path: string): Promise<PrerenderedPage>;
}

/** What a route's page needs to show one of its other views before the app starts (variant-view-script.ts). */
export interface VariantViews {
  /** The route's path: served at another path, the page shows the `elsewhere` view. */
  path: string;
  param?: string;
  /** Query value (lower case) → index in `views`. */
  names: Record<string, number>;
  elsewhere?: number;
  views: Array<{ title: string; description: string; patch: PatchOp[] }>;
}

export interface RenderedRoute {
  path: string;
  page: PrerenderedPage;
  variantViews?: VariantViews;
  /** Each variant's own page (other than the default), by address: what variantViews turns `page` into. */
  variantPages?: Map<string, PrerenderedPage>;
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
export function pageDocument(shell: string, page: PrerenderedPage, variantViews?: VariantViews): string {
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to prerender into`);
  const root = `<div id="root" inert>${page.html}</div>${variantViews ? variantViewsMarkup(variantViews) : ''}`;
  // Before the head's stylesheet, so the script does not wait for it.
  const head = variantViews
    ? `<style>${VARIANT_PENDING_STYLE}</style><script data-path="${escapeHtml(variantViews.path)}">${VARIANT_PENDING_SCRIPT}</script>`
    : '';
  return shell
    .replace(/<head>/, () => `<head>${head}`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(page.description)}$2`)
    // A function, so that `$` in the markup is not read as a replacement pattern.
    .replace(EMPTY_ROOT, () => root);
}

/** The variants' data and the script that applies the asked one, right after the prerendered markup. */
function variantViewsMarkup(variantViews: VariantViews): string {
  // `<` escaped, so no text in the data can close the script element.
  const data = JSON.stringify(variantViews).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${VARIANT_DATA_ID}">${data}</script><script>${VARIANT_VIEW_SCRIPT}</script>`;
}

/** `/` → index.html, `/split-pdf` → split-pdf.html. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Every prerendered route's page, rendered in Node by a Vite server of its own. */
export async function renderPages(): Promise<RenderedRoute[]> {
  // import.meta.glob and the lazy screens need Vite's module runner; the app's own plugins are not
  // needed: this renders, it does not build.
  const server = await createServer({
    configFile: false, appType: 'custom', logLevel: 'error', plugins: [SERVICE_WORKER_BEFORE_SCRIPTS],
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const module = await server.ssrLoadModule(ENTRY) as PrerenderModule;
    const pages: RenderedRoute[] = [];
    for (const path of module.prerenderedPaths) {
      const page = await module.prerenderPage(path);
      const variants = module.prerenderedVariantsOf(path);
      if (!variants) {
        pages.push({ path, page });
        continue;
      }
      const variantPages = new Map<string, PrerenderedPage>();
      const addresses = [...variants.variants.map(({ address }) => address), ...(variants.elsewhere ? [variants.elsewhere] : [])];
      for (const address of addresses) variantPages.set(address, await module.prerenderPage(address));
      pages.push({ path, page, variantPages, variantViews: variantViewsOf(path, page, variants, variantPages) });
    }
    return pages;
  } finally {
    await server.close();
  }
}

function variantViewsOf(path: string, page: PrerenderedPage, variants: PrerenderedVariants, variantPages: Map<string, PrerenderedPage>): VariantViews {
  const views: VariantViews['views'] = [];
  const viewOf = (address: string) => {
    const other = variantPages.get(address)!;
    views.push({ title: other.title, description: other.description, patch: variantPatch(page.html, other.html) });
    return views.length - 1;
  };
  const names: VariantViews['names'] = {};
  for (const { names: variantNames, address } of variants.variants) {
    const index = viewOf(address);
    for (const name of variantNames) names[name] = index;
  }
  return { path, param: variants.param, names, elsewhere: variants.elsewhere ? viewOf(variants.elsewhere) : undefined, views };
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
        for (const { path, page, variantViews } of await renderPages()) {
          const source = pageDocument(shell, page, variantViews);
          if (path === '/') index.source = source;
          else this.emitFile({ type: 'asset', fileName: htmlFileFor(path), source });
        }
      },
    },
  };
}
