// The build's prerender entry (scripts/prerender-routes.ts runs it in Node): each route's first view as
// HTML, so a visitor sees the page's heading, description and layout before any script has run. The
// app then fetches the route's screen and renders the same first view over it with createRoot, which is
// why nothing moves when the script takes over.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { toolDefinitions } from '../tools/registry';
import { PrerenderMetaContext, type DocumentMeta } from '../components/use-document-meta';
import { AppRoutes } from './AppRoutes';
import { loadScreenOf } from './routes';

export interface PrerenderedPage extends DocumentMeta {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
}

/** The home page and each tool's route; a route with variants is rendered with its default one. */
export const prerenderedPaths: string[] = ['/', ...toolDefinitions.map((tool) => tool.path)];

export interface PrerenderedVariants {
  /** The query parameter that names a variant (none on the home page). */
  param?: string;
  /** Each variant other than the default: the query values that name it (id and aliases, lower case) and its address. */
  variants: Array<{ names: string[]; address: string }>;
  /** An address whose view the page shows when it is served for another path: hosts serve the home page for every unknown path. */
  elsewhere?: string;
}

/** An address no route matches: what a visitor sees at an unknown path. */
export const UNKNOWN_ADDRESS = '/page-that-does-not-exist';

/**
 * The other views the prerendered page at `path` can turn into before the app starts: its route's
 * variants, and for the home page the not-found view. Undefined when there are none.
 */
export function prerenderedVariantsOf(path: string): PrerenderedVariants | undefined {
  if (path === '/') return { variants: [], elsewhere: UNKNOWN_ADDRESS };
  const tool = toolDefinitions.find((definition) => definition.path === path);
  if (!tool?.variants) return undefined;
  const { param, list, defaultId } = tool.variants;
  return {
    param,
    variants: list.filter((variant) => variant.id !== defaultId).map((variant) => ({
      names: [variant.id, ...(variant.aliases ?? [])].map((name) => name.toLowerCase()),
      address: `${path}?${param}=${encodeURIComponent(variant.id)}`,
    })),
  };
}

/** The page at `path` (an address: a query picks a variant). */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  await loadScreenOf(new URL(path, 'http://localhost').pathname);
  let meta: DocumentMeta | undefined;
  const html = renderToString(
    <StrictMode>
      <PrerenderMetaContext value={(pageMeta) => { meta = pageMeta; }}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </PrerenderMetaContext>
    </StrictMode>,
  );
  if (!meta) throw new Error(`The page at ${path} set no title (useDocumentMeta)`);
  // A part that failed to render is sent as an empty boundary with React's message in a <template>:
  // the page would then paint without it. Fail the build instead, with the message.
  if (html.includes('<!--$!-->')) {
    const message = /<template[^>]* data-msg="([^"]*)"/.exec(html)?.[1] ?? 'a part of it failed to render';
    throw new Error(`The page at ${path} cannot be prerendered: ${message}`);
  }
  return { html, ...meta };
}
