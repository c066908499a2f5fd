// What points outside a file (a web page, an SVG drawing), for the sanitizers: Folio never fetches it.

/** Inside the file: a data: URL. */
export const isInline = (url: string) => /^\s*data:/i.test(url);

/** A scheme (https:, ftp:, file:, …) or a protocol-relative //host: somewhere else than the file's own folder. */
export const isElsewhere = (url: string) => /^\s*([a-z][a-z0-9+.-]*:|\/\/)/i.test(url);

// url(…) and @import that point anywhere but inside the file.
const REMOTE_CSS_URL = /url\(\s*(['"]?)(?!\s*data:)[^)]*\)/gi;
const CSS_IMPORT = /@import[^;]*;?/gi;

/** Style text with every import gone and every url() that is not a data: URL made `none`. */
export const cleanCss = (css: string) => css.replace(CSS_IMPORT, '').replace(REMOTE_CSS_URL, 'none');
