// Each route's first view is written into its HTML at build time (scripts/prerender-routes.ts): the
// heading, description, the tool's screen and its guide, with the route's own title and description.
import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { VARIANT_DATA_ID, VARIANT_VIEW_SCRIPT } from '../../scripts/variant-view-script';
import { htmlFileFor, pageDocument, renderPages } from '../../scripts/prerender-routes';
import { toolDefinitions } from '../../src/tools/registry';
import { HOME_DESCRIPTION, HOME_TITLE } from '../../src/app/home-meta';

const SHELL = '<html><head><title>Free PDF Tools — Folio</title><meta name="description" content="home"></head>'
  + '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

describe('prerendered routes', async () => {
  const rendered = await renderPages();
  const pages = new Map(rendered.map(({ path, page }) => [path, page]));

  it('renders the home page and every tool route, each with its own title and description', () => {
    expect([...pages.keys()].sort()).toEqual(['/', ...toolDefinitions.map((tool) => tool.path)].sort());
    expect(pages.get('/')).toMatchObject({ title: `${HOME_TITLE} — Folio`, description: HOME_DESCRIPTION });
    for (const tool of toolDefinitions) {
      const page = pages.get(tool.path)!;
      const shown = tool.variants?.list.find((variant) => variant.id === tool.variants!.defaultId) ?? tool;
      expect(page.title).toBe(`${shown.title} — Folio`);
      expect(page.description).toBe(shown.description);
      expect(page.html).toContain(`>${shown.title}</h1>`);
    }
  }, 60_000);

  it('renders a tool screen itself (its upload area and guide), not the fallback shown while it loads', () => {
    const split = pages.get('/split-pdf')!.html;
    expect(split).toContain('id="tool-guide"');
    expect(split).toMatch(/<input[^>]+type="file"/);
    expect(split).not.toContain('aria-busy="true"');
  });

  it('writes a page into the built index.html and names its file after the route', () => {
    const document = pageDocument(SHELL, { html: '<h1>Split &amp; go</h1>', title: 'Split "PDF" — Folio', description: 'A <b> & c' });
    expect(document).toContain('<title>Split &quot;PDF&quot; — Folio</title>');
    expect(document).toContain('<meta name="description" content="A &lt;b&gt; &amp; c">');
    expect(document).toContain('<div id="root" inert><h1>Split &amp; go</h1></div><script type="module"');
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/split-pdf')).toBe('split-pdf.html');
    expect(() => pageDocument('<div id="app"></div>', { html: '', title: '', description: '' })).toThrow(/root/);
  });

  it('turns a route with variants into each variant before the app starts, title and description included', () => {
    const withVariants = rendered.filter(({ variantViews }) => variantViews?.param);
    expect(withVariants.map(({ path }) => path)).toEqual(toolDefinitions.filter((tool) => tool.variants).map((tool) => tool.path));
    for (const { path, page, variantViews, variantPages } of withVariants) {
      const tool = toolDefinitions.find((definition) => definition.path === path)!;
      for (const variant of tool.variants!.list.filter(({ id }) => id !== tool.variants!.defaultId)) {
        const window = new Window({ url: `https://folio.test${path}?${tool.variants!.param}=${variant.id}` });
        const { document } = window;
        document.write(withoutScripts(pageDocument(SHELL, page, variantViews)));
        window.eval(VARIANT_VIEW_SCRIPT);
        const expected = document.createElement('div');
        expected.innerHTML = variantPages!.get(`${path}?${tool.variants!.param}=${variant.id}`)!.html;
        expect(document.getElementById('root')!.innerHTML, `${path} ${variant.id}`).toBe(expected.innerHTML);
        expect(document.title).toBe(`${variant.title} — Folio`);
        expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(variant.description);
        expect(document.getElementById(VARIANT_DATA_ID)).not.toBeNull();
        void window.happyDOM.close();
      }
    }
  });

  it('shows the not-found view in the home page when a host serves it for an unknown path', () => {
    const home = rendered.find(({ path }) => path === '/')!;
    const window = new Window({ url: 'https://folio.test/no-such-page' });
    window.document.write(withoutScripts(pageDocument(SHELL, home.page, home.variantViews)));
    window.eval(VARIANT_VIEW_SCRIPT);
    expect(window.document.querySelector('h1')!.textContent).toBe('404 Page Not Found');
    expect(window.document.title).toBe('404 Page Not Found — Folio');
    void window.happyDOM.close();
  });
});

/** The page as a browser without our scripts would hold it: the test runs the view script itself. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (script) => (script.includes('application/json') ? script : ''));
}
