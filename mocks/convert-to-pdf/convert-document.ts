import { documentToPdfOperation, type DocumentType } from '../../src/contract/convert-to-pdf';
import type { OutputFile } from '../../src/contract/engine-job';
import { EngineError, type ProgressCallback } from '../../src/contract/errors';
import { fileBytes, namedBytes, type NamedFile } from '../../src/contract/named-file';
import type { LocalEngines } from '../local-engines';
import { sanitizeHtml } from '../sanitize-html';

export interface ConvertedDocument {
  /** The PDF, named after the file. */
  output: OutputFile;
  /** HTML: the images left out of the page, by why (none for other files). */
  imagesLeftOut: ImagesLeftOut;
  /** Characters no font of the converter has (empty boxes in the PDF), each once. */
  charactersNotDrawn: string[];
}

/** HTML: images on other sites, images named beside the page (not in the file), damaged inline images. */
export interface ImagesLeftOut {
  remoteImagesLeftOut: number;
  imagesNotInFile: number;
  brokenImagesLeftOut: number;
}

export const NO_IMAGES_LEFT_OUT: ImagesLeftOut = { remoteImagesLeftOut: 0, imagesNotInFile: 0, brokenImagesLeftOut: 0 };

interface RunOptions {
  signal: AbortSignal;
  onProgress: ProgressCallback;
}

/** One Office or HTML file to PDF in the office worker; its errors name it by its position in the request. */
export async function convertDocument(
  engines: LocalEngines, type: DocumentType, original: NamedFile, fileIndex: number, options: RunOptions,
): Promise<ConvertedDocument> {
  // Markdown and text become a page first, which then goes the HTML way.
  const page = type === 'markdown' ? await asPage(original) : original;
  const { file, imagesLeftOut } = type === 'html' || type === 'markdown' ? await sanitized(page) : { file: original, imagesLeftOut: NO_IMAGES_LEFT_OUT };
  try {
    const engineType = type === 'markdown' ? 'html' : type;
    const { outputs: [output], facts } = await engines.run(documentToPdfOperation, { files: [file], settings: { type: engineType } }, options);
    return { output, imagesLeftOut, charactersNotDrawn: facts.charactersNotDrawn };
  } catch (error) {
    if (error instanceof EngineError && error.fileIndex === undefined) throw new EngineError(error.code, error.message, { fileIndex });
    throw error;
  }
}

/** A Markdown or text file as a web page, named like it with .html (the converter reads it as HTML). */
async function asPage(original: NamedFile): Promise<NamedFile> {
  // The Markdown reader (marked) loads only when a Markdown or text file is converted.
  const { markdownPage } = await import('./markdown-page');
  const page = markdownPage(original.name, new TextDecoder().decode(await fileBytes(original)));
  return namedBytes(original.name.replace(/\.[^.]*$/, '') + '.html', new TextEncoder().encode(page), 'text/html');
}

/** HTML is sanitized here, where there is a DOM; LibreOffice only ever sees the cleaned page. */
async function sanitized(original: NamedFile): Promise<{ file: NamedFile; imagesLeftOut: ImagesLeftOut }> {
  if (typeof window === 'undefined') throw new EngineError('engine-failed', 'HTML to PDF needs a browser: its sanitizer reads the page with the browser\'s DOM.');
  const { html, ...imagesLeftOut } = sanitizeHtml(new TextDecoder().decode(await fileBytes(original)), window);
  return { file: namedBytes(original.name, new TextEncoder().encode(html), 'text/html'), imagesLeftOut };
}
