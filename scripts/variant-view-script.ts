// The inline scripts of a prerendered page that has other views: a route with variants
// (`/convert-to-pdf?type=word`), and the home page, which hosts serve for every unknown path.
// A static host serves every variant the route's one HTML file, which shows the default variant; the view
// script, placed right after the prerendered markup, applies the asked view's changes before the first
// paint (scripts/variant-patch.ts computes them at build time): the variant the query names, or, when the
// page is served at another path than its own, the not-found view. The app later renders the same view
// over it, so its largest text is painted once, early, and nothing moves.
// It checks every node it will touch first, and changes nothing unless all of them are as expected.
// A browser paints a long page before it has all of it, so on an address with a query or another path the
// head's script keeps #root hidden until the view script has run: the default view is never painted there.
import { createHash } from 'node:crypto';

/** The id of the JSON block that carries the route's variant changes. */
export const VARIANT_DATA_ID = 'prerendered-variants';

const PENDING = 'data-variant-pending';

/**
 * For the page's head: the style, and the script (with the page's own path in `data-path`), that hide
 * #root on an address with a query or at another path, until the view script has run.
 */
export const VARIANT_PENDING_STYLE = `[${PENDING}] #root { visibility: hidden; }`;
export const VARIANT_PENDING_SCRIPT = `if (location.search.length > 1 || location.pathname !== document.currentScript.dataset.path) {
  document.documentElement.setAttribute('${PENDING}', '');
}`;

export const VARIANT_VIEW_SCRIPT = `try {
  showAskedVariant();
} finally {
  document.documentElement.removeAttribute('${PENDING}');
}
function showAskedVariant() {
  const data = JSON.parse(document.getElementById('${VARIANT_DATA_ID}').textContent);
  const asked = data.param ? new URLSearchParams(location.search).get(data.param) : null;
  const index = location.pathname !== data.path ? data.elsewhere : asked === null ? undefined : data.names[asked.toLowerCase()];
  const view = index === undefined ? undefined : data.views[index];
  if (!view) return;
  const root = document.getElementById('root');
  const nodeAt = (path) => path.reduce((node, index) => node && node.childNodes[index], root);
  const fragment = (html) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content;
  };
  const changes = view.patch.map(([kind, path, ...args]) => {
    const node = nodeAt(path);
    if (kind === 'text' && node && node.nodeType === 3) return () => { node.data = args[0]; };
    if (kind === 'attr' && node && node.nodeName === args[0]) {
      const [, name, value] = args;
      return () => (value === null ? node.removeAttribute(name) : node.setAttribute(name, value));
    }
    if (kind === 'splice' && node && node.childNodes.length === args[3]) {
      const [start, count, html] = args;
      const gone = [...node.childNodes].slice(start, start + count);
      const before = node.childNodes[start + count] ?? null;
      return () => {
        gone.forEach((child) => child.remove());
        node.insertBefore(fragment(html), before);
      };
    }
    return null;
  });
  if (changes.includes(null)) return;
  changes.forEach((change) => change());
  document.title = view.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', view.description);
}`;

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The scripts' entries in the page's Content-Security-Policy (an inline script runs only by its hash). */
export const VARIANT_SCRIPT_SOURCES = [hashSource(VARIANT_PENDING_SCRIPT), hashSource(VARIANT_VIEW_SCRIPT)];
