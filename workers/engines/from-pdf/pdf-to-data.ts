import type { ProgressCallback } from '../../../src/contract/errors';
import type { ConversionFacts } from '../../../src/contract/convert-from-pdf';
import { onlyFile, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { fileStem } from '../../../src/contract/output-names';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import { checkPdfToDataSettings, pdfToDataOperation, type DataFormat, type PdfToDataSettings } from '../../../src/contract/pdf-to-data';
import { implement } from '../../runtime/operations';
import { openForConversion, reportSkippedPages } from './open-for-conversion';
import { pdfData } from './pdf-data';
import { plainText, readPageText, type TextBlock } from './page-text';
import { layoutText } from './layout-text';
import { base64Of } from './base64';

/** Each format's file: report.pdf → report-text.txt, report-layout.txt, report.json, … */
const outputs: Record<DataFormat, { suffix: string; extension: string; type: string }> = {
  base64: { suffix: '-base64', extension: 'txt', type: 'text/plain' },
  raw: { suffix: '-text', extension: 'txt', type: 'text/plain' },
  layout: { suffix: '-layout', extension: 'txt', type: 'text/plain' },
  json: { suffix: '', extension: 'json', type: 'application/json' },
  xml: { suffix: '', extension: 'xml', type: 'application/xml' },
  yaml: { suffix: '', extension: 'yaml', type: 'application/yaml' },
};

/** The PDF as Base64, raw text, or its structure and text as JSON, XML or YAML (one schema for the three). */
export const pdfToData = implement(pdfToDataOperation, async function pdfToData(job: EngineJob<PdfToDataSettings>, onProgress?: ProgressCallback): Promise<EngineResult<ConversionFacts>> {
  const { format, dataUri, pages } = withSettingsChecked(() => checkPdfToDataSettings(job.settings));
  const file = await readNamedPdf(onlyFile(job));
  // Even Base64 opens the file first: a file that is not a readable PDF gets the same error as everywhere.
  const source = await openForConversion(file, format === 'base64' ? '' : pages);
  try {
    let text: string;
    let failedPages: number[] = [];
    let pageCount = source.pages.length;
    if (format === 'base64') {
      text = (dataUri ? 'data:application/pdf;base64,' : '') + base64Of(file.bytes);
      pageCount = source.pageCount;
    } else if (format === 'raw' || format === 'layout') {
      ({ text, failedPages } = await pagesText(source, format === 'raw' ? plainText : layoutText, onProgress));
    } else {
      const result = await pdfData(file, source, onProgress);
      failedPages = result.failedPages;
      text = await serialise(result.data, format);
    }
    reportSkippedPages(file.name, failedPages, source.pages.length);
    const { suffix, extension, type } = outputs[format];
    const name = `${fileStem(file.name)}${suffix}.${extension}`;
    return { outputs: [{ name, type, data: new Blob([text], { type }), pages: pageCount - failedPages.length }], facts: { failedPages } };
  } finally {
    source.doc.destroy();
  }
});

/** The one document in the notation asked; the YAML and XML writers load on first use. */
async function serialise(data: unknown, format: 'json' | 'xml' | 'yaml'): Promise<string> {
  if (format === 'json') return `${JSON.stringify(data, null, 2)}\n`;
  if (format === 'yaml') return (await import('yaml')).stringify(data, { lineWidth: 0 });
  return (await import('../../../src/contract/pdf-data-xml')).toXml(data);
}

/** Like pdftotext: each page's text (in reading order, or laid out), each page ended by a form feed. */
async function pagesText({ doc, pages }: Awaited<ReturnType<typeof openForConversion>>, textOf: (blocks: TextBlock[]) => string, onProgress?: ProgressCallback) {
  const parts: string[] = [];
  const failedPages: number[] = [];
  for (const [index, number] of pages.entries()) {
    try {
      const page = doc.loadPage(number - 1);
      try {
        parts.push(`${textOf(readPageText(page))}\f`);
      } finally {
        page.destroy();
      }
    } catch {
      failedPages.push(number);
    }
    onProgress?.(index + 1, pages.length);
  }
  return { text: parts.join(''), failedPages };
}
