// @vitest-environment jsdom
// What LibreOffice gets of an HTML file: its text and inline images, nothing that runs or loads from elsewhere.
// In jsdom, the DOM DOMPurify supports outside browsers (happy-dom is not safe with it: DOMPurify keeps <script> there).
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

const page = `<!DOCTYPE html>
<html><head>
  <title>Quarterly &amp; yearly note</title>
  <meta http-equiv="refresh" content="0; url=https://example.com/">
  <base href="https://example.com/">
  <link rel="stylesheet" href="https://example.com/site.css">
  <style>@import url("https://example.com/more.css"); body { background: url(https://example.com/bg.png); color: #123456 } .logo { background: url(${PIXEL}) }</style>
  <script>document.title = 'changed';</script>
</head>
<body onload="alert(1)">
  <h1 onclick="steal()">Quarterly note</h1>
  <p id="body">The original paragraph stays as written.</p>
  <p style="background-image: url('https://example.com/tracker.gif'); font-weight: bold">Styled text stays.</p>
  <img src="https://example.com/tracker.png" alt="remote">
  <img src="//cdn.example.com/photo.jpg" srcset="https://example.com/a.jpg 2x" alt="protocol-relative">
  <img src="images/beside-the-page.png" alt="relative">
  <img src="${PIXEL}" srcset="https://example.com/big.png 2x" width="40" height="40" alt="inline" onerror="steal()">
  <svg width="10" height="10"><image href="https://example.com/svg.png" width="10" height="10"></image></svg>
  <iframe src="https://example.com/frame"></iframe>
  <object data="https://example.com/movie.swf"></object>
  <embed src="https://example.com/plugin">
  <video src="https://example.com/clip.mp4" poster="https://example.com/poster.png"></video>
  <table background="https://example.com/table.png"><tr><td>Cell text stays.</td></tr></table>
  <a href="javascript:steal()">A link's text stays.</a>
  <form action="https://example.com/post"><input type="image" src="https://example.com/button.png"></form>
  <script>document.getElementById('body').textContent = 'Rewritten by a script';</script>
</body></html>`;

describe('sanitizeHtml', () => {
  const { html, remoteImagesLeftOut, imagesNotInFile, brokenImagesLeftOut } = sanitizeHtml(page, window as unknown as Window & typeof globalThis);
  const result = new DOMParser().parseFromString(html, 'text/html');

  it('keeps the text, the title and the inline (data:) image', () => {
    expect(result.title).toBe('Quarterly & yearly note');
    for (const text of ['Quarterly note', 'The original paragraph stays as written.', 'Styled text stays.', 'Cell text stays.', 'A link\'s text stays.']) {
      expect(result.body.textContent).toContain(text);
    }
    const images = [...result.querySelectorAll('img')];
    // The inline image, and the page's SVG drawing as an image (its remote <image> left out).
    expect(images.map((image) => image.getAttribute('src'))).toEqual([PIXEL, expect.stringMatching(/^data:image\/svg\+xml;base64,/)]);
    expect(images[0].getAttribute('alt')).toBe('inline');
    // Its srcset pointed elsewhere: only the inline source is left.
    expect(images[0].hasAttribute('srcset')).toBe(false);
  });

  it('removes scripts and event handlers, so nothing of the page runs', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('Rewritten by a script');
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it('removes every remote or relative image and counts each by why, for the "left out" notes', () => {
    // tracker.png, the protocol-relative photo, the SVG <image> and the image button are on other sites;
    // images/beside-the-page.png is a file beside the page, which the HTML file does not hold.
    expect(remoteImagesLeftOut).toBe(4);
    expect(imagesNotInFile).toBe(1);
    expect(brokenImagesLeftOut).toBe(0);
    expect(result.querySelectorAll('image, input[type="image"]')).toHaveLength(0);
  });

  it('removes frames, embedded objects, media, style sheet links, <base> and <meta>: nothing is left to fetch', () => {
    for (const tag of ['iframe', 'object', 'embed', 'video', 'link', 'base']) expect(result.querySelector(tag), tag).toBeNull();
    expect(result.querySelectorAll('meta')).toHaveLength(1);
    expect(result.querySelector('meta')!.getAttribute('charset')).toBe('utf-8');
    expect(result.querySelector('[background], [poster]')).toBeNull();
    // The one address left is the form's action: a link LibreOffice never follows while converting.
    expect(html.match(/(https?:)?\/\/[a-z.]+\.com[^"')\s]*/g)).toEqual(['https://example.com/post']);
    expect(html).not.toContain('images/beside-the-page.png');
  });

  it('keeps the page’s own CSS but no url() or @import that leaves the file; inline data: URLs stay', () => {
    const css = [...result.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toContain('color: #123456');
    expect(css).not.toContain('@import');
    expect(css).toContain(`url(${PIXEL})`);
    expect(result.querySelector('p[style]')!.getAttribute('style')).toBe('background-image: none; font-weight: bold');
  });
});

describe('sanitizeHtml on inline images', () => {
  const inline = (...sources: string[]) => sanitizeHtml(
    `<p>Text stays.</p>${sources.map((source, index) => `<img alt="${index}" src="${source}">`).join('')}`,
    window as unknown as Window & typeof globalThis,
  );
  const keptAlts = (html: string) => [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('img')].map((image) => image.alt);

  it('keeps whole inline images and leaves out damaged ones, counting them, so the page still converts', () => {
    const cutOff = PIXEL.slice(0, PIXEL.length - 24);
    const notAnImage = `data:image/png;base64,${btoa('this is text, not a PNG')}`;
    const badBase64 = 'data:image/png;base64,iVBOR%%%';
    const svg = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>')}`;
    const { html, brokenImagesLeftOut, remoteImagesLeftOut, imagesNotInFile } = inline(PIXEL, cutOff, notAnImage, badBase64, svg, '');
    expect(keptAlts(html)).toEqual(['0', '4']);
    expect(brokenImagesLeftOut).toBe(3);
    // An image without an address draws nothing: left out without a word.
    expect([remoteImagesLeftOut, imagesNotInFile]).toEqual([0, 0]);
    expect(html).toContain('Text stays.');
  });

  it('tells a file beside the page (not in the file) from one on another site', () => {
    const { remoteImagesLeftOut, imagesNotInFile } = inline('chart.png', '../img/logo.gif', '/static/a.png', 'https://example.com/b.png', 'http://example.com/c.png');
    expect(imagesNotInFile).toBe(3);
    expect(remoteImagesLeftOut).toBe(2);
  });

  it('turns an inline SVG drawing into an inline image of it, at its size, without what could run or load', () => {
    const drawing = '<svg width="120" height="60" viewBox="0 0 120 60" onload="alert(1)"><title>Sales</title><rect width="110" height="50" fill="#c00"/><script>alert(2)</script><image href="https://example.com/x.png"/></svg>';
    const { html, remoteImagesLeftOut } = sanitizeHtml(`<p>Before</p>${drawing}<p>After</p>`, window);
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    expect(body.querySelector('svg')).toBeNull();
    const image = body.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('alt')]).toEqual(['120', '60', 'Sales']);
    const svg = atob(image.getAttribute('src')!.replace('data:image/svg+xml;base64,', ''));
    expect(svg).toContain('<rect width="110" height="50" fill="#c00"');
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).not.toMatch(/script|onload|example\.com/);
    expect(remoteImagesLeftOut).toBe(1);
    expect(body.textContent).toContain('Before');
  });

  it('writes table borders from the style sheet onto the cells, where LibreOffice reads them, the cell’s own style last', () => {
    const source = `<html><head><style>table.grid td, table.grid th { border: 2px solid rgb(0, 0, 0); padding: 4px; border-image: url(https://example.com/b.png) }
      .grid { border-collapse: collapse } p { border: 1px solid red }</style></head>
      <body><p>Note</p><table class="grid"><tr><th>a</th><td style="border-bottom: 3px dashed blue">b</td></tr></table></body></html>`;
    const { html } = sanitizeHtml(source, window);
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    expect(body.querySelector('table')!.getAttribute('style')).toBe('border-collapse: collapse');
    // One shorthand per side: LibreOffice ignores the longhands a browser would expand `border` into.
    expect(body.querySelector('th')!.getAttribute('style')).toBe('border-top: 2px solid rgb(0, 0, 0); border-right: 2px solid rgb(0, 0, 0); border-bottom: 2px solid rgb(0, 0, 0); border-left: 2px solid rgb(0, 0, 0)');
    const th = body.querySelector('th')!;
    expect([th.style.borderTopWidth, th.style.borderLeftStyle, th.style.borderRightColor]).toEqual(['2px', 'solid', 'rgb(0, 0, 0)']);
    expect(th.style.padding).toBe('');
    const td = body.querySelector('td')!;
    expect([td.style.borderTopStyle, td.style.borderBottomStyle, td.style.borderBottomWidth]).toEqual(['solid', 'dashed', '3px']);
    expect(body.querySelector('p')!.getAttribute('style')).toBeNull(); // only tables: the sheet still styles the rest
    expect(html).not.toContain('example.com');
  });
});
