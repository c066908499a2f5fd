// The office worker: LibreOffice 24.8 compiled to WebAssembly (@matbee/libreoffice-converter), for
// Word, PowerPoint, Excel, OpenDocument and HTML to PDF.
import { OFFICE_ASSETS_FOLDER } from '../../src/contract/convert-to-pdf';
import { HEAVY_FOLDER, type PackageCopy, type WorkerDescriptor } from '../runtime/worker-descriptor';
import { FONT_LICENCE_FILES, fontFilesOf, fontLicenceNotice } from './font-licences';
import { SCRIPT_FONTS_FOLDER } from '../engines/libreoffice/script-fonts';
import { scriptFontsPlan } from './script-fonts-plan';

const PACKAGE = '@matbee/libreoffice-converter';
const POOL_SIZE = { search: 'var pthreadPoolSize=4;', replacement: 'var pthreadPoolSize=16;' };
const INPUT_PATH = 's=`/tmp/input/doc.${t||"docx"}`';
const NAMED_INPUT_PATH = 's=`/tmp/input/${l.inputName||"doc"}.${t||"docx"}`';

/**
 * LibreOffice's "Licensing and Legal information": every third-party library, font and dictionary
 * it may include, with their licences. Byte for byte readlicense_oo/license/license.xml from the
 * LibreOffice 25.2.3 source (Debian's libreoffice_25.2.3 orig tarball, checked by apt). 24.8's own
 * is not to be had here; 24.2.5's and 25.2.3's list the same code, 25.2.3 adding seven fonts, so the
 * later one covers 24.8.
 */
export const LIBREOFFICE_LICENSE_FILE = 'LIBREOFFICE-LICENSE.html';
/** Licence texts committed beside this descriptor (workers/office/licences/): no installed package ships them. */
const COMMITTED_TEXTS = ['LIBREOFFICE-NOTICE.txt', LIBREOFFICE_LICENSE_FILE, ...Object.values(FONT_LICENCE_FILES).filter((file) => file !== 'LICENSE-MPL-2.0.txt')];
const committed = (file: string): PackageCopy => ({ from: `../workers/office/licences/${file}`, to: `${OFFICE_ASSETS_FOLDER}/${file}` });

const descriptor: WorkerDescriptor = {
  name: 'office',
  title: 'Office conversion',
  // Start-up takes 5–7 s and about 1.4 GB: the converter stays warm for the next file a while.
  idleMs: 10 * 60_000,
  // A conversion that failed or was cancelled can leave LibreOffice's state broken; a fresh worker
  // starts clean (4–6 s).
  restartAfterFailure: true,
  // WebAssembly threads, a nested worker and a 250 MB download: tested in Chromium (e2e/convert-to-pdf.spec.ts).
  runsUnderNode: false,
  assets: [{
    // 250 MB (about 65 MB as served, brotli): fetched when the first Office file is converted, then kept.
    caching: 'first-use',
    compressed: true,
    plan: (packages) => ({
      copies: [
        { from: `${PACKAGE}/wasm/soffice.wasm`, to: `${OFFICE_ASSETS_FOLDER}/soffice.wasm` },
        { from: `${PACKAGE}/wasm/soffice.data`, to: `${OFFICE_ASSETS_FOLDER}/soffice.data` },
        {
          from: `${PACKAGE}/wasm/soffice.js`,
          to: `${OFFICE_ASSETS_FOLDER}/soffice.js`,
          // Emscripten's build allows 4 threads, and image-heavy documents then hang silently (the
          // converter waits for a thread that never comes); with 16 every test file converts.
          // Our change to this MPL-2.0 file is published with our source (scripts/worker-assets.ts applies it).
          replace: [POOL_SIZE],
        },
        // The converter's own worker: a classic script Vite cannot bundle. (It opens every file as en-US
        // whatever the browser's language: US dates, and Letter paper for spreadsheet sheets that name
        // none. Passing LibreOffice's "Language=" load option would follow the user's locale, but a build
        // that did hung on the test spreadsheet now and then: left for later.)
        {
          from: `${PACKAGE}/dist/browser.worker.global.js`,
          to: `${OFFICE_ASSETS_FOLDER}/browser.worker.global.js`,
          // It names every input "doc.<ext>", and LibreOffice prints that name (spreadsheet headers):
          // the input takes the name our message gives (office-converter.ts), the user's file's own.
          replace: [{ search: INPUT_PATH, replacement: NAMED_INPUT_PATH }],
        },
        // The package ships no licence texts: LibreOffice and the converter are MPL-2.0 (this is the
        // licence's text as DOMPurify ships it, word for word).
        { from: 'dompurify/LICENSE-MPL', to: `${OFFICE_ASSETS_FOLDER}/LICENSE-MPL-2.0.txt` },
        // LibreOffice's NOTICE (Apache OpenOffice's attribution) and the fonts' licence texts.
        ...COMMITTED_TEXTS.map(committed),
      ],
      written: [
        { to: `${OFFICE_ASSETS_FOLDER}/NOTICE.txt`, text: officeNotice() },
        // Every font inside soffice.data, as the package's own index (soffice.js) lists them, with its licence.
        {
          to: `${OFFICE_ASSETS_FOLDER}/FONTS.txt`,
          text: fontLicenceNotice(fontFilesOf(packages.readText(`${PACKAGE}/wasm/soffice.js`)), 'Fonts inside soffice.data (LibreOffice 24.8 in @matbee/libreoffice-converter 2.7.2), by family: files, copyright and licence.'),
        },
      ],
    }),
  }, {
    // The fonts for scripts soffice.data lacks (Chinese, Japanese, Korean, Indic, Thai, …): each pack
    // fetched the first time a document needs it (workers/engines/libreoffice/script-fonts.ts).
    caching: 'first-use',
    compressed: true,
    plan: (packages) => scriptFontsPlan(packages, PACKAGE),
  }],
  // LibreOffice's Emscripten glue and the converter's worker build code at run time (library code,
  // never user data): 'unsafe-eval' on their scripts only; the page keeps the strict policy.
  scriptSources: ["'unsafe-eval'"],
  assetScriptFolders: [`${HEAVY_FOLDER}/${OFFICE_ASSETS_FOLDER}`],
};

function officeNotice(): string {
  return [
    'LibreOffice 24.8, compiled to WebAssembly by @matbee/libreoffice-converter 2.7.2.',
    'Licence: Mozilla Public License 2.0 (LICENSE-MPL-2.0.txt). Source: LibreOffice\'s source code (libreoffice.org),',
    'and the converter\'s repository, matbeedotcom/libreoffice-document-converter on GitHub.',
    `Folio changes one line of soffice.js: "${POOL_SIZE.search}" becomes "${POOL_SIZE.replacement}",`,
    `and one of browser.worker.global.js: ${INPUT_PATH} becomes ${NAMED_INPUT_PATH}`,
    '(see workers/office/descriptor.ts in Folio\'s source tarball).',
    '',
    'LibreOffice includes work of Apache OpenOffice and others: its NOTICE is LIBREOFFICE-NOTICE.txt. The',
    'complete list of the third-party code in LibreOffice and its licences is LibreOffice\'s "Licensing and Legal',
    `information", ${LIBREOFFICE_LICENSE_FILE}: readlicense_oo/license/license.xml from the LibreOffice 25.2.3 source,`,
    'byte for byte (24.8\'s own was not available to us; 25.2.3\'s lists the same code as 24.2.5\'s, and seven more fonts).',
    '',
    'Fonts inside soffice.data keep documents\' line breaks: Liberation Sans, Serif and Mono (metric-compatible',
    'with Arial, Times New Roman and Courier New, SIL Open Font License 1.1), Carlito (metric-compatible with',
    'Calibri, SIL OFL 1.1) and Caladea (metric-compatible with Cambria, Apache License 2.0). Every font there,',
    'with its copyright and licence, is listed in FONTS.txt; the licence texts are',
    `${Object.values(FONT_LICENCE_FILES).join(', ')}.`,
    'Documents naming Tahoma or Verdana get DejaVu Sans (workers/engines/libreoffice/font-substitutes.ts).',
    '',
    'For the scripts those fonts lack (Chinese, Japanese, Korean, Thai, most Indic scripts, Khmer, Myanmar,',
    'Ethiopic), Folio gives LibreOffice Noto Sans fonts (SIL OFL 1.1), fetched when a document needs them:',
    `listed with their licences in ${SCRIPT_FONTS_FOLDER.slice(OFFICE_ASSETS_FOLDER.length + 1)}/FONTS.txt beside this notice.`,
    '',
  ].join('\n');
}

export default descriptor;
