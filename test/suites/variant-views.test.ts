// A prerendered route with variants turns into the asked variant before the first paint
// (scripts/variant-patch.ts at build time, scripts/variant-view-script.ts in the page).
import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { variantPatch } from '../../scripts/variant-patch';
import { VARIANT_DATA_ID, VARIANT_VIEW_SCRIPT } from '../../scripts/variant-view-script';

/** A page holding `defaultHtml` in #root and the views, with the script run at `search`; returns #root's markup and the title. */
function showVariant(defaultHtml: string, variants: Record<string, string>, search: string, path = '/tool', elsewhereHtml?: string) {
  const views = Object.values(variants).map((html, index) => ({ title: `T${index}`, description: `D${index}`, patch: variantPatch(defaultHtml, html) }));
  const names = Object.fromEntries(Object.keys(variants).map((name, index) => [name, index]));
  const elsewhere = elsewhereHtml === undefined ? undefined : views.push({ title: 'elsewhere', description: '', patch: variantPatch(defaultHtml, elsewhereHtml) }) - 1;
  const window = new Window({ url: `https://folio.test${path}${search}` });
  const { document } = window;
  document.write(`<title>default</title><meta name="description" content="d"><div id="root">${defaultHtml}</div>`
    + `<script type="application/json" id="${VARIANT_DATA_ID}">${JSON.stringify({ path: '/tool', param: 'type', names, elsewhere, views })}</script>`);
  window.eval(VARIANT_VIEW_SCRIPT);
  const result = { html: document.getElementById('root')!.innerHTML, title: document.title };
  void window.happyDOM.close();
  return result;
}

const DEFAULT = '<main><h1>JPG to PDF</h1><p class="lead">Images<!-- --> into PDF</p><ul><li>a</li><li>b</li></ul>'
  + '<svg viewBox="0 0 1 1"><path d="M0"></path></svg></main>';
const WORD = '<main><h1>Word to PDF</h1><p class="lead wide">Documents<!-- --> into PDF</p><ul><li>a</li><li>x</li><li>y</li><li>b</li></ul>'
  + '<svg viewBox="0 0 1 1"><path d="M1"></path></svg><button disabled="">Go</button></main>';

describe('variant views', () => {
  it('turns the default view into the asked variant, text, attributes, added children and foreign content alike', () => {
    const shown = showVariant(DEFAULT, { word: WORD }, '?type=WORD');
    expect(shown.html).toBe(WORD);
    expect(shown.title).toBe('T0');
  });

  it('leaves the default view when the query names no variant, or names the default one', () => {
    for (const search of ['', '?type=jpg', '?other=word']) expect(showVariant(DEFAULT, { word: WORD }, search).html).toBe(DEFAULT);
  });

  it('shows the elsewhere view when the page is served at another path (the home page at an unknown one)', () => {
    const notFound = '<main><h1>404</h1></main>';
    expect(showVariant(DEFAULT, { word: WORD }, '?type=word', '/no-such-page', notFound)).toEqual({ html: notFound, title: 'elsewhere' });
    expect(showVariant(DEFAULT, { word: WORD }, '', '/tool', notFound).html).toBe(DEFAULT);
    expect(showVariant(DEFAULT, { word: WORD }, '', '/no-such-page').html).toBe(DEFAULT);
  });

  it('keeps the variant\'s order of attributes: an element whose new attribute would land out of place is replaced', () => {
    const single = '<main><input type="file" accept=".pdf" tabindex="-1"><p>x</p></main>';
    const several = '<main><input type="file" accept=".pdf" multiple="" tabindex="-1"><p>y</p></main>';
    expect(showVariant(single, { several }, '?type=several').html).toBe(several);
    expect(showVariant(several, { single }, '?type=single').html).toBe(single);
  });

  it('removes children and attributes too', () => {
    expect(showVariant(WORD, { image: DEFAULT }, '?type=image').html).toBe(DEFAULT);
  });

  it('changes nothing when the page is not the one the patch was made for', () => {
    const patch = variantPatch(DEFAULT, WORD);
    const window = new Window({ url: 'https://folio.test/tool?type=word' });
    window.document.write(`<div id="root"><main><h1>Something else</h1></main></div><script type="application/json" id="${VARIANT_DATA_ID}">`
      + `${JSON.stringify({ path: '/tool', param: 'type', names: { word: 0 }, views: [{ title: 't', description: 'd', patch }] })}</script>`);
    window.eval(VARIANT_VIEW_SCRIPT);
    expect(window.document.getElementById('root')!.innerHTML).toBe('<main><h1>Something else</h1></main>');
    void window.happyDOM.close();
  });
});
