import { documentToPdfOperation, type DocumentType, type SkippedFile } from '../../src/contract/convert-to-pdf';
import type { OutputFile } from '../../src/contract/engine-job';
import { EngineError, type ProgressCallback } from '../../src/contract/errors';
import { fileBytes, namedBytes, type NamedFile } from '../../src/contract/named-file';
import type { LocalEngines } from '../local-engines';
import { sanitizeHtml } from '../sanitize-html';
import { sanitizeSvg } from '../sanitize-svg';
import { appendAttachments } from './append-attachments';
import type { EmailAttachment } from './email-page';

export interface ConvertedDocument {
  /** The PDF, named after the file. */
  output: OutputFile;
  /** HTML and SVG: what the sanitizer took out, by why (nothing for other files). */
  leftOut: LeftOut;
  /** Characters no font of the converter has (empty boxes in the PDF), each once. */
  charactersNotDrawn: string[];
  /** E-mail: the attachments that follow the message as pages, and those that could not. */
  attachments?: { appended: string[]; notAppended: SkippedFile[] };
}

/** HTML and SVG: images on other sites, images named beside the file (not in it), damaged inline images; SVG: scripts. */
export interface LeftOut {
  remoteImagesLeftOut: number;
  imagesNotInFile: number;
  brokenImagesLeftOut: number;
  scriptsLeftOut: number;
}

export const NOTHING_LEFT_OUT: LeftOut = { remoteImagesLeftOut: 0, imagesNotInFile: 0, brokenImagesLeftOut: 0, scriptsLeftOut: 0 };

interface RunOptions {
  signal: AbortSignal;
  onProgress: ProgressCallback;
}

/** One Office, HTML or SVG file to PDF in the office worker; its errors name it by its position in the request. */
export async function convertDocument(
  engines: LocalEngines, type: DocumentType, original: NamedFile, fileIndex: number, options: RunOptions,
): Promise<ConvertedDocument> {
  // Markdown, text and e-mails become a page first, which then goes the HTML way.
  const email = type === 'email' ? await asEmailPage(original, fileIndex) : undefined;
  const page = type === 'markdown' ? await asPage(original) : email?.page ?? original;
  const { file, leftOut } = type === 'html' || type === 'markdown' || type === 'email' ? await sanitized(page)
    : type === 'svg' ? await sanitizedDrawing(original, fileIndex)
      : { file: original, leftOut: NOTHING_LEFT_OUT };
  try {
    const engineType = type === 'markdown' || type === 'email' ? 'html' : type;
    const { outputs: [output], facts } = await engines.run(documentToPdfOperation, { files: [file], settings: { type: engineType } }, options);
    const converted = { output, leftOut, charactersNotDrawn: facts.charactersNotDrawn };
    if (!email?.attachments.length) return converted;
    const { output: withAttachments, appended, notAppended } = await appendAttachments(engines, output, email.attachments, options);
    return { ...converted, output: withAttachments, attachments: { appended, notAppended } };
  } catch (error) {
    if (error instanceof EngineError && error.fileIndex === undefined) throw new EngineError(error.code, error.message, { fileIndex });
    throw error;
  }
}

/** An e-mail as a web page named like it with .html, and its attachments; a file that is no e-mail is refused by name. */
async function asEmailPage(original: NamedFile, fileIndex: number): Promise<{ page: NamedFile; attachments: EmailAttachment[] }> {
  // The e-mail reader (postal-mime) loads only when an e-mail is converted.
  const { emailPage } = await import('./email-page');
  let read;
  try {
    read = await emailPage(original.name, await fileBytes(original));
  } catch {
    throw new EngineError('corrupt', `${original.name} is not an e-mail Folio can read.`, { fileIndex });
  }
  return { page: namedBytes(original.name.replace(/\.[^.]*$/, '') + '.html', new TextEncoder().encode(read.html), 'text/html'), attachments: read.attachments };
}

/** A Markdown or text file as a web page, named like it with .html (the converter reads it as HTML). */
async function asPage(original: NamedFile): Promise<NamedFile> {
  // The Markdown reader (marked) loads only when a Markdown or text file is converted.
  const { markdownPage } = await import('./markdown-page');
  const page = markdownPage(original.name, new TextDecoder().decode(await fileBytes(original)));
  return namedBytes(original.name.replace(/\.[^.]*$/, '') + '.html', new TextEncoder().encode(page), 'text/html');
}

/** HTML is sanitized here, where there is a DOM; LibreOffice only ever sees the cleaned page. */
async function sanitized(original: NamedFile): Promise<{ file: NamedFile; leftOut: LeftOut }> {
  if (typeof window === 'undefined') throw new EngineError('engine-failed', 'HTML to PDF needs a browser: its sanitizer reads the page with the browser\'s DOM.');
  const { html, ...imagesLeftOut } = sanitizeHtml(new TextDecoder().decode(await fileBytes(original)), window);
  return { file: namedBytes(original.name, new TextEncoder().encode(html), 'text/html'), leftOut: { ...imagesLeftOut, scriptsLeftOut: 0 } };
}

/** SVG is sanitized here too, with the browser's DOM; a file that is no SVG drawing is refused by name. */
async function sanitizedDrawing(original: NamedFile, fileIndex: number): Promise<{ file: NamedFile; leftOut: LeftOut }> {
  if (typeof window === 'undefined') throw new EngineError('engine-failed', 'SVG to PDF needs a browser: its sanitizer reads the drawing with the browser\'s DOM.');
  let cleaned;
  try {
    cleaned = sanitizeSvg(new TextDecoder().decode(await fileBytes(original)), window);
  } catch {
    throw new EngineError('corrupt', `${original.name} is not an SVG drawing Folio can read.`, { fileIndex });
  }
  const { svg, ...leftOut } = cleaned;
  return { file: namedBytes(original.name, new TextEncoder().encode(svg), 'image/svg+xml'), leftOut };
}
