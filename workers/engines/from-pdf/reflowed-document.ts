import type { ProgressCallback } from '../../../src/contract/errors';
import { onlyFile, type EngineJob } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { fileStem } from '../../../src/contract/output-names';
import type { PdfToOfficeSettings } from '../../../src/contract/pdf-to-office';
import { openForConversion, reportSkippedPages } from './open-for-conversion';
import type { ReadPage } from './page-flow';
import { bodySize } from './paragraphs';
import { readPages } from './read-pages';

/** What the reflowing writers (Word, Markdown, HTML) are given: the chosen pages read, and the document's words about itself. */
export interface ReflowedDocument {
  pages: ReadPage[];
  /** The size most text is set in: headings are measured against it. */
  body: number;
  /** The file's name without its extension, for the output's name. */
  stem: string;
  /** The document's own title, or its file's name. */
  title: string;
  failedPages: number[];
}

/**
 * Reads the chosen pages of the job's PDF with pictures and tables (and underlines when asked), in
 * reading order, and hands them to `write`; pages that cannot be read are reported, and the document is closed after.
 */
export async function withReflowedDocument<T>(
  job: EngineJob<PdfToOfficeSettings>, { underlines = false }: { underlines?: boolean }, onProgress: ProgressCallback | undefined,
  write: (document: ReflowedDocument) => Promise<T> | T,
): Promise<T> {
  const file = await readNamedPdf(onlyFile(job));
  const source = await openForConversion(file, job.settings.pages);
  try {
    const { read, failedPages } = await readPages(source, { images: true, tables: true, underlines }, onProgress);
    reportSkippedPages(file.name, failedPages, source.pages.length);
    const stem = fileStem(file.name);
    return await write({
      pages: read, body: bodySize(read.flatMap((page) => page.blocks)), stem, title: source.doc.getMetaData('info:Title') || stem, failedPages,
    });
  } finally {
    source.doc.destroy();
  }
}
