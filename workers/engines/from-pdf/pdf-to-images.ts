import type { Pixmap, PDFDocument } from 'mupdf';
import type { ProgressCallback } from '../../../src/contract/errors';
import type { ConversionFacts } from '../../../src/contract/convert-from-pdf';
import { onlyFile, type EngineJob, type EngineResult, type OutputFile } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { fileStem } from '../../../src/contract/output-names';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import {
  checkPdfToImagesSettings, MAX_SEPARATE_IMAGES, pdfToImagesOperation, type ImageFormat, type PdfToImagesSettings,
} from '../../../src/contract/pdf-to-images';
import { implement } from '../../runtime/operations';
import { openForConversion, reportSkippedPages } from './open-for-conversion';
import type { Mupdf } from '../mupdf/load-mupdf';
import { pixelsOf, renderPage } from './render-page';
import { endChain, oneTiff, tiffHeader, tiffPage } from './tiff-writer';
import { ZipStream } from '../zip/zip-stream';

const mimeTypes: Record<ImageFormat, string> = {
  jpg: 'image/jpeg', png: 'image/png', tiff: 'image/tiff', psd: 'image/vnd.adobe.photoshop', webp: 'image/webp', avif: 'image/avif', svg: 'image/svg+xml',
};

/** Where each page's file goes: its own result, or a ZIP. */
interface PageSink {
  add(page: number, bytes: Uint8Array): void;
  finish(): OutputFile[];
}

/**
 * One image per chosen page: rendered by MuPDF at the resolution asked as JPG, PNG, WebP, TIFF (one
 * file per page, or one multi-page file) or PSD; or drawn as SVG, text kept as text. Pages are
 * rendered, encoded and freed one at a time; more than MAX_SEPARATE_IMAGES images come as one ZIP. A
 * page that fails to render is left out and reported; the others are converted. A file none of whose
 * chosen pages draws is refused as damaged.
 */
export const pdfToImages = implement(pdfToImagesOperation, async function pdfToImages(job: EngineJob<PdfToImagesSettings>, onProgress?: ProgressCallback): Promise<EngineResult<ConversionFacts>> {
  const settings = withSettingsChecked(() => checkPdfToImagesSettings(job.settings));
  const file = await readNamedPdf(onlyFile(job));
  const source = await openForConversion(file, settings.pages);
  try {
    const { mupdf, doc, pages } = source;
    const dpi = Number(settings.dpi);
    const tiffFrames = settings.format === 'tiff' && settings.tiff === 'single' ? multiPageTiff(file.name, dpi, pages.length) : undefined;
    const sink = filesSink(file.name, settings.format, pages.length);
    const encodePage = await pageEncoder(mupdf, doc, settings);
    const failedPages: number[] = [];
    for (const [index, page] of pages.entries()) {
      try {
        if (tiffFrames) {
          const pixmap = renderPage(mupdf, doc, page - 1, dpi, settings.colour);
          try {
            tiffFrames.add(pixmap);
          } finally {
            pixmap.destroy();
          }
        } else {
          sink.add(page, await encodePage(page));
        }
      } catch {
        failedPages.push(page);
      }
      onProgress?.(index + 1, pages.length);
      // Let the worker answer a cancel between pages.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    reportSkippedPages(file.name, failedPages, pages.length);
    return { outputs: tiffFrames ? tiffFrames.finish() : sink.finish(), facts: { failedPages } };
  } finally {
    source.doc.destroy();
  }
});

/** A page's file in the chosen format; the writers a format needs (PSD, WebP, AVIF) load only for it. */
async function pageEncoder(mupdf: Mupdf, doc: PDFDocument, settings: PdfToImagesSettings): Promise<(page: number) => Promise<Uint8Array>> {
  const { format, quality, colour } = settings;
  const dpi = Number(settings.dpi);
  if (format === 'svg') return async (page) => svgOfPage(mupdf, doc, page - 1);
  const psd = format === 'psd' ? (await import('./psd-writer')).psdOfPage : undefined;
  const webp = format === 'webp' ? (await import('../images/webp-encoder')).encodeWebp : undefined;
  const avif = format === 'avif' ? (await import('../images/avif-codec')).encodeAvif : undefined;
  return async (page) => {
    const pixmap = renderPage(mupdf, doc, page - 1, dpi, colour);
    try {
      switch (format) {
        case 'jpg': return pixmap.asJPEG(quality);
        case 'png': return pixmap.asPNG();
        case 'psd': return psd!(pixelsOf(pixmap, dpi), `Page ${page}`);
        case 'tiff': return oneTiff(pixelsOf(pixmap, dpi));
        case 'webp': {
          const { width, height, rgba } = rgbaOf(pixelsOf(pixmap, dpi));
          return webp!(rgba, width, height, quality);
        }
        case 'avif': {
          const { width, height, rgba } = rgbaOf(pixelsOf(pixmap, dpi));
          return avif!(rgba, width, height, quality);
        }
      }
    } finally {
      pixmap.destroy();
    }
  };
}

/** Grey or RGB samples as RGBA, opaque. */
function rgbaOf({ width, height, channels, pixels }: ReturnType<typeof pixelsOf>): { width: number; height: number; rgba: Uint8ClampedArray } {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    for (let channel = 0; channel < 3; channel += 1) rgba[pixel * 4 + channel] = pixels[pixel * channels + (channels === 1 ? 0 : channel)];
    rgba[pixel * 4 + 3] = 255;
  }
  return { width, height, rgba };
}

/** The page as SVG by MuPDF's SVG writer, its text as SVG text (searchable, selectable), pictures inside. */
function svgOfPage(mupdf: Mupdf, doc: PDFDocument, pageIndex: number): Uint8Array {
  const page = doc.loadPage(pageIndex);
  const buffer = new mupdf.Buffer();
  const writer = new mupdf.DocumentWriter(buffer, 'svg', 'text=text');
  try {
    const device = writer.beginPage(page.getBounds());
    page.run(device, mupdf.Matrix.identity);
    writer.endPage();
    writer.close();
    return buffer.asUint8Array().slice();
  } finally {
    writer.destroy();
    buffer.destroy();
    page.destroy();
  }
}

function imageName(fileName: string, page: number, format: ImageFormat): string {
  return `${fileStem(fileName)}-page-${page}.${format}`;
}

function filesSink(fileName: string, format: ImageFormat, pageCount: number): PageSink {
  if (pageCount > MAX_SEPARATE_IMAGES) {
    const zip = new ZipStream();
    let added = 0;
    return {
      add: (page, bytes) => {
        zip.add(imageName(fileName, page, format), bytes);
        added += 1;
      },
      finish: () => [{ name: `${fileStem(fileName)}-${format}.zip`, type: 'application/zip', data: zip.finish(), pages: added }],
    };
  }
  const files: OutputFile[] = [];
  return {
    add: (page, bytes) => void files.push({ name: imageName(fileName, page, format), type: mimeTypes[format], data: new Blob([bytes as BlobPart], { type: mimeTypes[format] }), pages: 1 }),
    finish: () => files,
  };
}

/** All pages as the frames of one TIFF, written page by page. */
function multiPageTiff(fileName: string, dpi: number, pageCount: number) {
  const parts: Uint8Array[] = [tiffHeader()];
  let offset = parts[0].length;
  return {
    add: (pixmap: Pixmap) => {
      const block = tiffPage(pixelsOf(pixmap, dpi), offset, parts.length - 1, pageCount);
      parts.push(block);
      offset += block.length;
    },
    finish: (): OutputFile[] => {
      endChain(parts.at(-1)!);
      return [{ name: `${fileStem(fileName)}.tiff`, type: 'image/tiff', data: new Blob(parts as BlobPart[], { type: 'image/tiff' }), pages: parts.length - 1 }];
    },
  };
}
