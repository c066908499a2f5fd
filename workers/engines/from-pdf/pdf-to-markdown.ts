import type { ProgressCallback } from '../../../src/contract/errors';
import type { ConversionFacts } from '../../../src/contract/convert-from-pdf';
import type { EngineJob, EngineResult, OutputFile } from '../../../src/contract/engine-job';
import { pdfToMarkdownOperation, type PdfToOfficeSettings } from '../../../src/contract/pdf-to-office';
import { implement } from '../../runtime/operations';
import { ZipStream } from '../zip/zip-stream';
import { markdownOf } from './markdown-document';
import { withReflowedDocument } from './reflowed-document';

const MARKDOWN_TYPE = 'text/markdown';

/** The chosen pages as Markdown: the .md alone, or with its pictures in a ZIP (`images/…` beside it). */
export const pdfToMarkdown = implement(pdfToMarkdownOperation, async function pdfToMarkdown(job: EngineJob<PdfToOfficeSettings>, onProgress?: ProgressCallback): Promise<EngineResult<ConversionFacts>> {
  return withReflowedDocument(job, {}, onProgress, ({ pages, body, stem, failedPages }) => {
    const { markdown, images } = markdownOf(pages, body, stem);
    const text = new TextEncoder().encode(markdown);
    let output: OutputFile;
    if (images.length === 0) {
      output = { name: `${stem}.md`, type: MARKDOWN_TYPE, data: text, pages: pages.length };
    } else {
      const zip = new ZipStream();
      zip.add(`${stem}.md`, text);
      for (const image of images) zip.add(image.name, image.png);
      output = { name: `${stem}-markdown.zip`, type: 'application/zip', data: zip.finish(), pages: pages.length };
    }
    return { outputs: [output], facts: { failedPages } };
  });
});
