// @vitest-environment jsdom
// What LibreOffice gets of an SVG drawing: its shapes, text and inline pictures, nothing that runs or loads from elsewhere.
import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './sanitize-svg';

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

const drawing = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="400" height="300" onload="alert(1)">
  <script>fetch('https://tracker.example/ping')</script>
  <style>@import url("https://example.com/theme.css"); .label { fill: #111; background: url(https://example.com/bg.png) }</style>
  <defs><linearGradient id="sky"><stop offset="0" stop-color="#9cf"/></linearGradient></defs>
  <rect id="room" x="10" y="10" width="380" height="280" fill="url(#sky)" stroke="url(https://example.com/paint.svg#p)" onclick="steal()"/>
  <text class="label" x="40" y="60">Kitchen</text>
  <image x="0" y="0" width="10" height="10" href="https://example.com/logo.png"/>
  <image x="0" y="0" width="10" height="10" xlink:href="${PIXEL}"/>
  <image x="0" y="0" width="10" height="10" href="plan-photo.jpg"/>
  <use href="#room" x="5"/>
  <use href="https://example.com/sprites.svg#icon"/>
  <foreignObject width="100" height="50"><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://example.com/"></iframe></div></foreignObject>
</svg>`;

describe('sanitizeSvg', () => {
  const { svg, scriptsLeftOut, remoteImagesLeftOut, imagesNotInFile, brokenImagesLeftOut } = sanitizeSvg(drawing, window);
  const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');

  it('writes a well-formed SVG document with the drawing and its text', () => {
    expect(parsed.querySelector('parsererror')).toBeNull();
    expect(parsed.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(parsed.querySelector('text')?.textContent).toBe('Kitchen');
    expect(parsed.querySelector('rect')?.getAttribute('fill')).toBe('url(#sky)');
    expect(parsed.querySelector('use')?.getAttribute('href')).toBe('#room');
  });

  it('takes out the script and the event handlers, and counts them', () => {
    expect(svg).not.toMatch(/<script|onload|onclick|alert|steal/);
    expect(scriptsLeftOut).toBe(3);
  });

  it('keeps only what is inside the file: no address on another site is left anywhere', () => {
    expect(svg).not.toMatch(/example\.com|tracker\.example/);
    expect(svg).not.toMatch(/iframe|foreignObject/);
    expect(parsed.querySelectorAll('image')).toHaveLength(1);
    expect([remoteImagesLeftOut, imagesNotInFile, brokenImagesLeftOut]).toEqual([2, 1, 0]);
  });

  it('leaves out an element whose second address points elsewhere, and cleans a drawing inside a picture', () => {
    const nested = `<svg xmlns="http://www.w3.org/2000/svg"><script>steal()</script><image href="https://example.net/inner.png"/><rect width="5" height="5"/></svg>`;
    const inner = `data:image/svg+xml;base64,${btoa(nested)}`;
    const tricky = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
      <image href="${PIXEL}" xlink:href="https://tracker.example/a.png"/>
      <use href="#x" xlink:href="https://example.com/sprite.svg#y"/>
      <path id="x" d="M0 0L9 9" marker-end="url(https://example.com/m.svg#m)"/>
      <image href="${inner}"/>
    </svg>`;
    const cleaned = sanitizeSvg(tricky, window);
    expect(cleaned.svg).not.toMatch(/tracker\.example|example\.com/);
    const parsedTricky = new DOMParser().parseFromString(cleaned.svg, 'image/svg+xml');
    expect(parsedTricky.querySelector('use')).toBeNull();
    expect(parsedTricky.querySelector('path')?.getAttribute('marker-end')).toBe('none');
    const kept = [...parsedTricky.querySelectorAll('image')].map((image) => image.getAttribute('href') ?? '');
    expect(kept).toHaveLength(1);
    const innerText = atob(kept[0].split(',')[1]);
    expect(innerText).toContain('<rect');
    expect(innerText).not.toMatch(/script|example\.net/);
    expect([cleaned.remoteImagesLeftOut, cleaned.scriptsLeftOut]).toEqual([3, 1]);
  });

  it('refuses text that is no SVG drawing', () => {
    expect(() => sanitizeSvg('<html><body>hello</body></html>', window)).toThrow();
  });
});
