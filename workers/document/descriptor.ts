// The document worker: pdf-lib (merge, split, pages, stamps, images to PDF), MuPDF (repair, compress,
// optimize and the safety net of every tool), mozjpeg, fflate (ZIPs) and the image codecs (utif2, libwebp, libavif, libheif).
import { HEAVY_FOLDER, VENDOR_FOLDER, type PackageCopy, type WorkerDescriptor } from '../runtime/worker-descriptor';
import { allFontFiles } from '../engines/fonts/font-catalog';
import { scriptFontFaces } from '../engines/fonts/script-font-faces';
import { SCRIPT_FONTS_STYLESHEET } from '../../src/contract/stamp-fonts';

// Text fonts of stamps and the editor: the regular WOFF of each Unicode subset the catalog names
// (workers/engines/fonts/font-catalog.ts), which picks files by the ranges in each package's unicode.json.
function fontCopies(firstUse: boolean): PackageCopy[] {
  return allFontFiles().filter((file) => file.firstUse === firstUse).map(({ typeface, fileName }) => ({
    from: `@fontsource/${typeface}/files/${fileName}`, to: `fonts/${fileName}`,
  }));
}

const descriptor: WorkerDescriptor = {
  name: 'document',
  // The offline panel lists a worker's first-use files under its title: this worker's engines are
  // precached, its first-use files are the fonts of other scripts.
  title: 'fonts for other scripts, AVIF and HEIC photos',
  idleMs: 60_000,
  // Two files of a batch at once: pdf-lib and MuPDF hold about one file's working set each, and two
  // workers use both cores of a small machine (bench/RESULTS.md: the 50-file compress batch).
  instances: 2,
  // A WASM engine (MuPDF, mozjpeg) that crashed, e.g. out of memory, stays broken in its worker.
  restartAfterFailure: true,
  runsUnderNode: true,
  assets: [{
    // Core engines, precached: every PDF tool falls back to MuPDF to repair a damaged file, so it
    // must work offline from the first visit.
    caching: 'precache',
    plan: {
      copies: [
        { from: 'mupdf/dist/mupdf-wasm.wasm', to: 'mupdf/mupdf-wasm.wasm' },
        // mozjpeg: the JPEG encoder of Compress and Optimize.
        { from: '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm', to: 'mozjpeg/mozjpeg_enc.wasm' },
        // libwebp's decoder: WebP images for Convert to PDF.
        { from: '@jsquash/webp/codec/dec/webp_dec.wasm', to: 'webp/webp_dec.wasm' },
        // libwebp's encoder (SIMD and plain builds): WebP pages for PDF to images.
        { from: '@jsquash/webp/codec/enc/webp_enc.wasm', to: 'webp/webp_enc.wasm' },
        { from: '@jsquash/webp/codec/enc/webp_enc_simd.wasm', to: 'webp/webp_enc_simd.wasm' },
        ...fontCopies(false),
        // The fonts' licence (SIL OFL 1.1, the same text in every @fontsource Noto package).
        { from: '@fontsource/noto-sans/LICENSE', to: 'fonts/LICENSE' },
      ],
      // The screens' @font-face rules for the same files (src/contract/stamp-fonts.ts).
      written: [{
        to: SCRIPT_FONTS_STYLESHEET.replace(`/${VENDOR_FOLDER}/`, ''),
        text: scriptFontFaces((file) => `/${file.firstUse ? HEAVY_FOLDER : VENDOR_FOLDER}/fonts/${file.fileName}`),
      }],
    },
  }, {
    // The Chinese (with Japanese kana) and Korean slices: about 8 MB in all, each fetched the first
    // time a text needs one of its characters, then kept.
    caching: 'first-use',
    plan: { copies: [...fontCopies(true), { from: '@fontsource/noto-sans-sc/LICENSE', to: 'fonts/LICENSE' }] },
  }, {
    // Phone photos: libavif (AVIF in and out) and libheif (HEIC in), fetched the first time such a
    // photo is converted or a page is saved as AVIF, then kept; each with its licence beside it.
    caching: 'first-use',
    plan: {
      copies: [
        { from: '@jsquash/avif/codec/dec/avif_dec.wasm', to: 'avif/avif_dec.wasm' },
        { from: '@jsquash/avif/codec/enc/avif_enc.wasm', to: 'avif/avif_enc.wasm' },
        { from: '@jsquash/avif/LICENSE', to: 'avif/LICENSE' },
        { from: 'libheif-js/libheif-wasm/libheif.wasm', to: 'heif/libheif.wasm' },
        { from: 'libheif-js/LICENSE', to: 'heif/LICENSE' },
      ],
    },
  }],
  scriptSources: [],
};

export default descriptor;
