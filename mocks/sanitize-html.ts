// HTML to PDF never runs the file's scripts and never fetches from other origins: the page is
// sanitized (DOMPurify) before LibreOffice sees it. Scripts, event handlers, frames, embedded
// objects and links to style sheets go; an image stays only when it is inside the file (data: URL)
// and whole, and the others are counted by why, so the screen can say they were left out; url() in CSS
// keeps only data:. Two things LibreOffice's HTML reader cannot do are done for it: an inline <svg>
// drawing (which it drops, with the text before it) becomes an inline SVG image, which it draws; and
// table borders set in a style sheet (which it ignores) are written on the cells, where it reads them.
import DOMPurify from 'dompurify';
import { cleanCss, isElsewhere, isInline } from './foreign-references';
import { isReadableInlineImage } from './inline-image';
import { cleanSvgDataUrl, sanitizeSvg, svgDataUrl, type CleanedSvgUrl } from './sanitize-svg';

export interface SanitizedHtml {
  html: string;
  /** Images on other websites (an address with a scheme, or //host), left out: nothing is fetched. */
  remoteImagesLeftOut: number;
  /** Images named by a path beside the page (`chart.png`): they are not in the file, so they are left out. */
  imagesNotInFile: number;
  /** Images inside the file that are damaged or cut off, left out so the rest of the page converts. */
  brokenImagesLeftOut: number;
}

const FORBIDDEN = ['link', 'iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'meta', 'video', 'audio', 'source', 'track', 'portal', 'style'];
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The page is read with DOMParser (an inert document: nothing runs, nothing loads); its body goes
 * through DOMPurify, its style sheets through the CSS rule above (CSS runs no code), and a new page
 * is written from the two.
 */
export function sanitizeHtml(source: string, window: Window & typeof globalThis): SanitizedHtml {
  const parsed = new window.DOMParser().parseFromString(source, 'text/html');
  const purify = DOMPurify(window as unknown as Parameters<typeof DOMPurify>[0]);
  const body = purify.sanitize(parsed.body.innerHTML, { RETURN_DOM: true, FORBID_TAGS: FORBIDDEN }) as HTMLElement;
  const leftOut = { remote: 0, notInFile: 0, broken: 0 };
  const addCounts = (counts: { remoteImagesLeftOut: number; imagesNotInFile: number; brokenImagesLeftOut: number }) => {
    leftOut.remote += counts.remoteImagesLeftOut;
    leftOut.notInFile += counts.imagesNotInFile;
    leftOut.broken += counts.brokenImagesLeftOut;
  };
  // Inline drawings first: each becomes a picture of its own markup, cleaned as an SVG file is (sanitize-svg.ts).
  for (const drawing of [...body.querySelectorAll('svg')].filter((svg) => !svg.parentElement?.closest('svg'))) {
    const picture = svgAsImage(drawing, window);
    if (picture) {
      addCounts(picture.counts);
      drawing.replaceWith(picture.image);
    } else {
      drawing.remove();
    }
  }
  for (const image of [...body.querySelectorAll('img, image, input[type="image"]')]) {
    const address = image.getAttribute('src') ?? image.getAttribute('href') ?? image.getAttribute('xlink:href') ?? '';
    if (isInline(address) && isReadableInlineImage(address)) {
      image.removeAttribute('srcset');
      // A picture that is a drawing may name other files itself: it is cleaned like an SVG file.
      if (!/^\s*data:image\/svg\+xml/i.test(address)) continue;
      const cleaned = cleanSvgDataUrl(address, window);
      if (cleaned) {
        addCounts(cleaned);
        image.setAttribute(image.hasAttribute('src') ? 'src' : 'href', cleaned.url);
        continue;
      }
    }
    image.remove();
    if (isInline(address)) leftOut.broken += 1;
    else if (isElsewhere(address)) leftOut.remote += 1;
    // An image without an address shows nothing, and is not worth a word.
    else if (address.trim() !== '') leftOut.notInFile += 1;
  }
  const styles = [...parsed.querySelectorAll('style')].map((style) => cleanCss(style.textContent ?? '').replace(/<\/style/gi, ''));
  inlineTableBorders(styles, body, window);
  for (const element of [...body.querySelectorAll('[background], [poster]')]) {
    element.removeAttribute('background');
    element.removeAttribute('poster');
  }
  for (const element of [...body.querySelectorAll('[style]')]) {
    element.setAttribute('style', cleanCss(element.getAttribute('style') ?? ''));
  }
  const title = escapeText(parsed.title);
  // The text was read as UTF-8; LibreOffice is told so (the file's own meta tags are gone).
  const html = `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${title}</title>${styles.map((css) => `<style>${css}</style>`).join('')}</head>`
    + `<body>${body.innerHTML}</body></html>`;
  return { html, remoteImagesLeftOut: leftOut.remote, imagesNotInFile: leftOut.notInFile, brokenImagesLeftOut: leftOut.broken };
}

/** An inline <svg> drawing as an <img> holding it cleaned (data: URL), at the drawing's own size; undefined when it cannot be read. */
function svgAsImage(drawing: Element, window: Window & typeof globalThis): { image: HTMLImageElement; counts: CleanedSvgUrl } | undefined {
  const image = drawing.ownerDocument.createElement('img');
  if (!drawing.getAttribute('xmlns')) drawing.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  let counts: CleanedSvgUrl;
  try {
    const { svg, ...found } = sanitizeSvg(new window.XMLSerializer().serializeToString(drawing), window);
    counts = { ...found, url: svgDataUrl(svg, window) };
  } catch {
    return undefined;
  }
  image.setAttribute('src', counts.url);
  const viewBox = drawing.getAttribute('viewBox')?.trim().split(/[\s,]+/).map(Number);
  const width = drawing.getAttribute('width') ?? (viewBox?.length === 4 ? String(viewBox[2]) : undefined);
  const height = drawing.getAttribute('height') ?? (viewBox?.length === 4 ? String(viewBox[3]) : undefined);
  if (width && /^[\d.]+(px)?$/.test(width)) image.setAttribute('width', String(parseFloat(width)));
  if (height && /^[\d.]+(px)?$/.test(height)) image.setAttribute('height', String(parseFloat(height)));
  image.setAttribute('alt', drawing.querySelector('title')?.textContent ?? '');
  return { image, counts };
}

const TABLE_PARTS = 'table, thead, tbody, tfoot, tr, th, td';
const SIDES = ['top', 'right', 'bottom', 'left'];

/**
 * A rule's borders as LibreOffice reads them: one `border-<side>: width style colour` per side (it
 * ignores the longhands browsers expand `border` into), and the table's collapse and spacing.
 */
function bordersOf(declarations: CSSStyleDeclaration): string[] {
  const sides = SIDES.flatMap((side) => {
    const longhands = ['width', 'style', 'color'].map((part) => declarations.getPropertyValue(`border-${side}-${part}`));
    // The side's shorthand as the browser serializes it, else the rule's `border`, else its parts.
    const value = declarations.getPropertyValue(`border-${side}`) || declarations.getPropertyValue('border')
      || (longhands[1] ? longhands.filter(Boolean).join(' ') : '');
    return value ? [`border-${side}: ${value}`] : [];
  });
  const table = ['border-collapse', 'border-spacing'].flatMap((property) => {
    const value = declarations.getPropertyValue(property);
    return value ? [`${property}: ${value}`] : [];
  });
  return [...sides, ...table];
}

/**
 * Borders a style sheet gives tables and cells, copied onto each element's own style, in the sheet's
 * order and before what the element already says (its own style still wins). Not border-image: it can
 * name a URL.
 */
function inlineTableBorders(styles: string[], body: HTMLElement, window: Window & typeof globalThis): void {
  const added = new Map<Element, string[]>();
  for (const { selectorText, style } of styles.flatMap((css) => styleRules(css, window))) {
    const borders = bordersOf(style);
    if (borders.length === 0) continue;
    let matched: Element[];
    try {
      matched = [...body.querySelectorAll(selectorText)].filter((element) => element.matches(TABLE_PARTS));
    } catch {
      continue; // a selector this browser does not know
    }
    for (const element of matched) added.set(element, [...(added.get(element) ?? []), ...borders]);
  }
  for (const [element, borders] of added) {
    const own = element.getAttribute('style');
    element.setAttribute('style', [...borders, ...(own ? [own] : [])].join('; '));
  }
}

/**
 * A style sheet's plain style rules, parsed by the browser: a constructed sheet where the browser has
 * them, else a <style> of our own page read and removed at once (the CSS is already cleaned: it names
 * nothing to load).
 */
function styleRules(css: string, window: Window & typeof globalThis): CSSStyleRule[] {
  const isStyleRule = (rule: CSSRule): rule is CSSStyleRule => 'selectorText' in rule && 'style' in rule;
  const sheet = new window.CSSStyleSheet();
  if (typeof sheet.replaceSync === 'function') {
    sheet.replaceSync(css);
    return [...sheet.cssRules].filter(isStyleRule);
  }
  const element = window.document.createElement('style');
  element.textContent = css;
  window.document.head.append(element);
  const rules = [...(element.sheet?.cssRules ?? [])].filter(isStyleRule);
  element.remove();
  return rules;
}
