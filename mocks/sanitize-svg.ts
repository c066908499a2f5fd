// SVG to PDF never runs the drawing's scripts and never fetches from other origins: the drawing is
// sanitized (DOMPurify's SVG profile) before LibreOffice sees it. Scripts and event handlers go and are
// counted; an <image> stays only when it is inside the file (data: URL) and whole; a <use> may point
// only inside the drawing; url() in styles keeps only data:. The counts let the screen say what was left out.
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
export function sanitizeSvg(source: string, window: Window & typeof globalThis): SanitizedSvg {
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

  const leftOut = { remote: 0, notInFile: 0, broken: 0 };
  for (const element of [...drawing.querySelectorAll('image, feImage, use')]) {
    const address = element.getAttribute('href') ?? element.getAttributeNS(XLINK_NAMESPACE, 'href') ?? element.getAttribute('xlink:href') ?? '';
    const kind = element.localName;
    if (kind === 'use' ? address.trim().startsWith('#') : isInline(address) && isReadableInlineImage(address)) continue;
    element.remove();
    if (kind === 'use' && !isElsewhere(address)) continue;
    if (isInline(address)) leftOut.broken += 1;
    else if (isElsewhere(address)) leftOut.remote += 1;
    else if (address.trim() !== '') leftOut.notInFile += 1;
  }
  for (const style of [...drawing.querySelectorAll('style')]) style.textContent = cleanCss(style.textContent ?? '');
  for (const element of [...drawing.querySelectorAll('[style]')]) element.setAttribute('style', cleanCss(element.getAttribute('style') ?? ''));
  // Fills and strokes may name a paint server by url(): only one inside the drawing (#id) is kept.
  for (const element of [...drawing.querySelectorAll('[fill], [stroke], [filter], [mask], [clip-path]')]) {
    for (const name of ['fill', 'stroke', 'filter', 'mask', 'clip-path']) {
      const value = element.getAttribute(name);
      if (value && /url\(\s*['"]?(?!#)/i.test(value)) element.setAttribute(name, 'none');
    }
  }
  if (!drawing.getAttribute('xmlns')) drawing.setAttribute('xmlns', SVG_NAMESPACE);
  const svg = `<?xml version="1.0" encoding="UTF-8"?>\n${new window.XMLSerializer().serializeToString(drawing)}`;
  return { svg, scriptsLeftOut: scripts, remoteImagesLeftOut: leftOut.remote, imagesNotInFile: leftOut.notInFile, brokenImagesLeftOut: leftOut.broken };
}
