// SVG to PDF never runs the drawing's scripts and never fetches from other origins: the drawing is
// sanitized (DOMPurify's SVG profile) before LibreOffice sees it. Scripts and event handlers go and are
// counted; a picture (<image>, <feImage>) stays only when it is inside the file (data: URL) and whole, a
// picture that is a drawing cleaned in turn; anything else that names a file (<use>, gradients, patterns)
// may point only inside the drawing (#id); url() in attributes keeps only #id, in styles only data:. The
// counts let the screen say what was left out.
import DOMPurify from 'dompurify';
import { cleanCss, isElsewhere, isInline } from './foreign-references';
import { isReadableInlineImage } from './inline-image';

export interface SanitizedSvg {
  svg: string;
  /** Scripts and event handlers taken out: none of them ever ran. */
  scriptsLeftOut: number;
  /** Pictures on other websites, left out: nothing is fetched. */
  remoteImagesLeftOut: number;
  /** Pictures named by a path beside the drawing: not in the file, so left out. */
  imagesNotInFile: number;
  /** Pictures inside the file that are damaged, left out so the rest converts. */
  brokenImagesLeftOut: number;
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';

/** The drawing, cleaned; throws when the text is not an SVG drawing at all. */
export function sanitizeSvg(source: string, window: Window & typeof globalThis, depth = 0): SanitizedSvg {
  const purify = DOMPurify(window as unknown as Parameters<typeof DOMPurify>[0]);
  let scripts = 0;
  purify.addHook('uponSanitizeElement', (_node, data) => {
    if (data.tagName === 'script') scripts += 1;
  });
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (/^on/i.test(data.attrName)) scripts += 1;
  });
  // <use> is not in DOMPurify's list (it may point into other files): it is let in here, and the loop
  // below keeps it only when it points inside the drawing.
  const fragment = purify.sanitize(source, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'], RETURN_DOM_FRAGMENT: true });
  const drawing = fragment.querySelector('svg');
  if (!drawing) throw new Error('not an SVG drawing');

  const leftOut = { remote: 0, notInFile: 0, broken: 0, scripts: 0 };
  const count = (address: string) => {
    if (isInline(address)) leftOut.broken += 1;
    else if (isElsewhere(address)) leftOut.remote += 1;
    else if (address.trim() !== '') leftOut.notInFile += 1;
  };
  for (const element of [...drawing.querySelectorAll('*')]) {
    // Every way an element can name another file: href, xlink:href (both may be present; LibreOffice reads either).
    const hrefs = [element.getAttribute('href'), element.getAttributeNS(XLINK_NAMESPACE, 'href'), element.getAttribute('xlink:href')]
      .filter((href): href is string => href !== null);
    if (hrefs.length > 0 && element.localName !== 'a') {
      const pictures = element.localName === 'image' || element.localName === 'feImage';
      const allowed = (href: string) => (pictures ? isInline(href) && isReadableInlineImage(href) : href.trim().startsWith('#'));
      const refused = hrefs.find((href) => !allowed(href));
      if (refused !== undefined) {
        element.remove();
        if (pictures || isElsewhere(refused)) count(refused);
        continue;
      }
      // A picture that is itself a drawing may hold what this one may not: it is cleaned the same way.
      if (pictures && /^\s*data:image\/svg\+xml/i.test(hrefs[0])) {
        const inner = cleanSvgDataUrl(hrefs[0], window, depth + 1);
        if (!inner) {
          element.remove();
          leftOut.broken += 1;
          continue;
        }
        element.removeAttributeNS(XLINK_NAMESPACE, 'href');
        element.removeAttribute('xlink:href');
        element.setAttribute('href', inner.url);
        leftOut.remote += inner.remoteImagesLeftOut;
        leftOut.notInFile += inner.imagesNotInFile;
        leftOut.broken += inner.brokenImagesLeftOut;
        leftOut.scripts += inner.scriptsLeftOut;
      }
    }
    // Any other attribute may name a paint server, marker, filter or cursor by url(): only one inside the drawing (#id) is kept.
    for (const { name, value } of [...element.attributes]) {
      if (name === 'href' || name === 'xlink:href') continue;
      if (name === 'style') element.setAttribute('style', cleanCss(value));
      else if (/url\(\s*['"]?(?!#)/i.test(value)) element.setAttribute(name, 'none');
    }
  }
  for (const style of [...drawing.querySelectorAll('style')]) style.textContent = cleanCss(style.textContent ?? '');
  if (!drawing.getAttribute('xmlns')) drawing.setAttribute('xmlns', SVG_NAMESPACE);
  const svg = `<?xml version="1.0" encoding="UTF-8"?>\n${new window.XMLSerializer().serializeToString(drawing)}`;
  return { svg, scriptsLeftOut: scripts + leftOut.scripts, remoteImagesLeftOut: leftOut.remote, imagesNotInFile: leftOut.notInFile, brokenImagesLeftOut: leftOut.broken };
}

/** A drawing's markup as a data: URL (Base64 of its UTF-8). */
export function svgDataUrl(svg: string, window: Window & typeof globalThis): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${window.btoa(binary)}`;
}

/** Drawings inside drawings, this deep at most: deeper ones are left out. */
const MAX_NESTING = 3;

export type CleanedSvgUrl = Omit<SanitizedSvg, 'svg'> & { url: string };

/** A data: URL holding a drawing, cleaned and written back as a data: URL; undefined when it cannot be read (or is nested too deep). */
export function cleanSvgDataUrl(url: string, window: Window & typeof globalThis, depth = 0): CleanedSvgUrl | undefined {
  if (depth > MAX_NESTING) return undefined;
  const comma = url.indexOf(',');
  const header = url.slice(0, comma);
  try {
    const text = /;base64$/i.test(header)
      ? new TextDecoder().decode(Uint8Array.from(window.atob(url.slice(comma + 1).trim()), (character) => character.charCodeAt(0)))
      : decodeURIComponent(url.slice(comma + 1));
    const { svg, ...counts } = sanitizeSvg(text, window, depth);
    return { ...counts, url: svgDataUrl(svg, window) };
  } catch {
    return undefined;
  }
}
