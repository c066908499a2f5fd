// Each route's first view is written into its HTML at build time (scripts/prerender-routes.ts): the
// heading, description, the tool's screen and its guide, with the route's own title and description.
import { describe, expect, it } from 'vitest';
import { htmlFileFor, pageDocument, renderPages } from '../scripts/prerender-routes';
import { toolDefinitions } from '../src/tools/registry';
import { HOME_DESCRIPTION, HOME_TITLE } from '../src/app/home-meta';

const SHELL = '<html><head><title>Free PDF Tools — Folio</title><meta name="description" content="home"></head>'
  + '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

describe('prerendered routes', async () => {
  const pages = new Map((await renderPages()).map(({ path, page }) => [path, page]));

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
});
