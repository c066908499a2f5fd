import type { ProgressCallback } from '../../../src/contract/errors';
import type { ConversionFacts } from '../../../src/contract/convert-from-pdf';
import { onlyFile, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { fileStem } from '../../../src/contract/output-names';
import { pdfToHtmlOperation, type PdfToOfficeSettings } from '../../../src/contract/pdf-to-office';
import { implement } from '../../runtime/operations';
import { htmlOf } from './html-document';
import { openForConversion, reportSkippedPages } from './open-for-conversion';
import { bodySize } from './paragraphs';
import { readPages } from './read-pages';

/** The chosen pages as one reflowed web page, pictures inside it. */
export const pdfToHtml = implement(pdfToHtmlOperation, async function pdfToHtml(job: EngineJob<PdfToOfficeSettings>, onProgress?: ProgressCallback): Promise<EngineResult<ConversionFacts>> {
  const file = await readNamedPdf(onlyFile(job));
  const source = await openForConversion(file, job.settings.pages);
  try {
    const { read, failedPages } = await readPages(source, { images: true, tables: true }, onProgress);
    reportSkippedPages(file.name, failedPages, source.pages.length);
    const title = source.doc.getMetaData('info:Title') || fileStem(file.name);
    const html = htmlOf(read, bodySize(read.flatMap((page) => page.blocks)), title);
    return { outputs: [{ name: `${fileStem(file.name)}.html`, type: 'text/html', data: new TextEncoder().encode(html), pages: read.length }], facts: { failedPages } };
  } finally {
    source.doc.destroy();
  }
});
