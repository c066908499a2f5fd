import type { ProgressCallback } from '../../../src/contract/errors';
import type { ConversionFacts } from '../../../src/contract/convert-from-pdf';
import { onlyFile, type EngineJob, type EngineResult, type OutputFile } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { fileStem } from '../../../src/contract/output-names';
import { pdfToMarkdownOperation, type PdfToOfficeSettings } from '../../../src/contract/pdf-to-office';
import { implement } from '../../runtime/operations';
import { ZipStream } from '../zip/zip-stream';
import { markdownOf } from './markdown-document';
import { openForConversion, reportSkippedPages } from './open-for-conversion';
import { bodySize } from './paragraphs';
import { readPages } from './read-pages';

const MARKDOWN_TYPE = 'text/markdown';

/** The chosen pages as Markdown: the .md alone, or with its pictures in a ZIP (`images/…` beside it). */
export const pdfToMarkdown = implement(pdfToMarkdownOperation, async function pdfToMarkdown(job: EngineJob<PdfToOfficeSettings>, onProgress?: ProgressCallback): Promise<EngineResult<ConversionFacts>> {
  const file = await readNamedPdf(onlyFile(job));
  const source = await openForConversion(file, job.settings.pages);
  try {
    const { read, failedPages } = await readPages(source, { images: true, tables: true }, onProgress);
    reportSkippedPages(file.name, failedPages, source.pages.length);
    const stem = fileStem(file.name);
    const { markdown, images } = markdownOf(read, bodySize(read.flatMap((page) => page.blocks)), stem);
    const text = new TextEncoder().encode(markdown);
    let output: OutputFile;
    if (images.length === 0) {
      output = { name: `${stem}.md`, type: MARKDOWN_TYPE, data: text, pages: read.length };
    } else {
      const zip = new ZipStream();
      zip.add(`${stem}.md`, text);
      for (const image of images) zip.add(image.name, image.png);
      output = { name: `${stem}-markdown.zip`, type: 'application/zip', data: zip.finish(), pages: read.length };
    }
    return { outputs: [output], facts: { failedPages } };
  } finally {
    source.doc.destroy();
  }
});
