// HTML to PDF never runs the file's scripts and never fetches from other origins: the page is
// sanitized (DOMPurify) before LibreOffice sees it. Scripts, event handlers, frames, embedded
// objects and links to style sheets go; an image stays only when it is inside the file (data: URL)
// and whole, and the others are counted by why, so the screen can say they were left out; url() in CSS
// keeps only data:.
import DOMPurify from 'dompurify';
import { isReadableInlineImage } from './inline-image';

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
const isInline = (url: string) => /^\s*data:/i.test(url);
// A scheme (https:, ftp:, file:, …) or a protocol-relative //host: somewhere else than the page's own folder.
const isElsewhere = (url: string) => /^\s*([a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
// url(…) and @import that point anywhere but inside the file.
const REMOTE_CSS_URL = /url\(\s*(['"]?)(?!\s*data:)[^)]*\)/gi;
const CSS_IMPORT = /@import[^;]*;?/gi;
const cleanCss = (css: string) => css.replace(CSS_IMPORT, '').replace(REMOTE_CSS_URL, 'none');
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
  for (const image of [...body.querySelectorAll('img, image, input[type="image"]')]) {
    const address = image.getAttribute('src') ?? image.getAttribute('href') ?? image.getAttribute('xlink:href') ?? '';
    if (isInline(address) && isReadableInlineImage(address)) {
      image.removeAttribute('srcset');
      continue;
    }
    image.remove();
    if (isInline(address)) leftOut.broken += 1;
    else if (isElsewhere(address)) leftOut.remote += 1;
    // An image without an address shows nothing, and is not worth a word.
    else if (address.trim() !== '') leftOut.notInFile += 1;
  }
  for (const element of [...body.querySelectorAll('[background], [poster]')]) {
    element.removeAttribute('background');
    element.removeAttribute('poster');
  }
  for (const element of [...body.querySelectorAll('[style]')]) {
    element.setAttribute('style', cleanCss(element.getAttribute('style') ?? ''));
  }
  const styles = [...parsed.querySelectorAll('style')].map((style) => cleanCss(style.textContent ?? '').replace(/<\/style/gi, ''));
  const title = escapeText(parsed.title);
  // The text was read as UTF-8; LibreOffice is told so (the file's own meta tags are gone).
  const html = `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${title}</title>${styles.map((css) => `<style>${css}</style>`).join('')}</head>`
    + `<body>${body.innerHTML}</body></html>`;
  return { html, remoteImagesLeftOut: leftOut.remote, imagesNotInFile: leftOut.notInFile, brokenImagesLeftOut: leftOut.broken };
}
