// The home page's title and description. index.html carries the same words for crawlers that do not
// run the app; test/suites/document-meta.test.ts keeps the two equal.
export const HOME_TITLE = 'Free PDF Tools';
export const HOME_DESCRIPTION =
  'All-in-one free PDF tools: merge, split, compress, convert and edit PDFs. No registration needed; your files never leave your device.';
