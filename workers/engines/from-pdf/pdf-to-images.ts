import type { Pixmap } from 'mupdf';
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
import type { psdOfPage } from './psd-writer';
import { pixelsOf, renderPage } from './render-page';
import { endChain, oneTiff, tiffHeader, tiffPage } from './tiff-writer';
import { ZipStream } from '../zip/zip-stream';

const mimeTypes: Record<ImageFormat, string> = { jpg: 'image/jpeg', png: 'image/png', tiff: 'image/tiff', psd: 'image/vnd.adobe.photoshop' };

/** Where each rendered page goes: its own result, a ZIP, or a frame of one TIFF. */
interface PageSink {
  add(page: number, pixmap: Pixmap): void;
  finish(): OutputFile[];
}

/**
 * One image per chosen page, rendered by MuPDF at the resolution asked: JPG, PNG, TIFF (one file per
 * page, or one multi-page file) or PSD. Pages are rendered, encoded and freed one at a time; more
 * than MAX_SEPARATE_IMAGES images come as one ZIP. A page that fails to render is left out and
 * reported; the others are converted. A file none of whose chosen pages draws is refused as damaged.
 */
export const pdfToImages = implement(pdfToImagesOperation, async function pdfToImages(job: EngineJob<PdfToImagesSettings>, onProgress?: ProgressCallback): Promise<EngineResult<ConversionFacts>> {
  const settings = withSettingsChecked(() => checkPdfToImagesSettings(job.settings));
  const file = await readNamedPdf(onlyFile(job));
  const source = await openForConversion(file, settings.pages);
  try {
    const { mupdf, doc, pages } = source;
    const dpi = Number(settings.dpi);
    // The PSD writer (ag-psd) loads only for PSD.
    const psd = settings.format === 'psd' ? (await import('./psd-writer')).psdOfPage : undefined;
    const sink = sinkFor(file.name, settings, pages.length, psd);
    const failedPages: number[] = [];
    for (const [index, page] of pages.entries()) {
      let pixmap: Pixmap | undefined;
      try {
        pixmap = renderPage(mupdf, doc, page - 1, dpi, settings.colour);
        sink.add(page, pixmap);
      } catch {
        failedPages.push(page);
      } finally {
        pixmap?.destroy();
      }
      onProgress?.(index + 1, pages.length);
      // Let the worker answer a cancel between pages.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    reportSkippedPages(file.name, failedPages, pages.length);
    return { outputs: sink.finish(), facts: { failedPages } };
  } finally {
    source.doc.destroy();
  }
});

type PsdWriter = typeof psdOfPage;

function encode(pixmap: Pixmap, { format, quality, dpi }: PdfToImagesSettings, page: number, psd?: PsdWriter): Uint8Array {
  switch (format) {
    case 'jpg': return pixmap.asJPEG(quality);
    case 'png': return pixmap.asPNG();
    case 'psd': return psd!(pixelsOf(pixmap, Number(dpi)), `Page ${page}`);
    case 'tiff': return oneTiff(pixelsOf(pixmap, Number(dpi)));
  }
}

function imageName(fileName: string, page: number, format: ImageFormat): string {
  return `${fileStem(fileName)}-page-${page}.${format}`;
}

function sinkFor(fileName: string, settings: PdfToImagesSettings, pageCount: number, psd?: PsdWriter): PageSink {
  const { format } = settings;
  if (format === 'tiff' && settings.tiff === 'single') return multiPageTiff(fileName, Number(settings.dpi), pageCount);
  if (pageCount > MAX_SEPARATE_IMAGES) {
    const zip = new ZipStream();
    let added = 0;
    return {
      add: (page, pixmap) => {
        zip.add(imageName(fileName, page, format), encode(pixmap, settings, page, psd));
        added += 1;
      },
      finish: () => [{ name: `${fileStem(fileName)}-${format}.zip`, type: 'application/zip', data: zip.finish(), pages: added }],
    };
  }
  const files: OutputFile[] = [];
  return {
    add: (page, pixmap) => void files.push({
      name: imageName(fileName, page, format), type: mimeTypes[format], data: new Blob([encode(pixmap, settings, page, psd) as BlobPart], { type: mimeTypes[format] }), pages: 1,
    }),
    finish: () => files,
  };
}

/** All pages as the frames of one TIFF, written page by page. */
function multiPageTiff(fileName: string, dpi: number, pageCount: number): PageSink {
  const parts: Uint8Array[] = [tiffHeader()];
  let offset = parts[0].length;
  return {
    add: (_page, pixmap) => {
      const block = tiffPage(pixelsOf(pixmap, dpi), offset, parts.length - 1, pageCount);
      parts.push(block);
      offset += block.length;
    },
    finish: () => {
      endChain(parts.at(-1)!);
      return [{ name: `${fileStem(fileName)}.tiff`, type: 'image/tiff', data: new Blob(parts as BlobPart[], { type: 'image/tiff' }), pages: parts.length - 1 }];
    },
  };
}
