// What every imposition (n-up, booklet, poster) shares: a new document holding the source's pages as
// form XObjects, saved under the input's name. Only the pages' drawings travel: links, annotations,
// form fields, bookmarks and tagged structure stay behind (a sheet holds several pages, or a part of one).
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { EngineError } from '../../../src/contract/errors';
import { pdfOutput, type OutputFile } from '../../../src/contract/engine-job';
import type { Rect } from '../../../src/contract/n-up-layout';
import { embedUpright, type UprightPage } from './upright-page';
import { saveWithPdfLib } from '../pdf-lib-pace';

export interface Imposition {
  target: PDFDocument;
  /** The source's pages, upright, in order. */
  pages: UprightPage[];
}

export async function startImposition(source: PDFDocument): Promise<Imposition> {
  if (source.getPageCount() === 0) throw new EngineError('bad-params', 'This PDF has no pages.');
  const target = await PDFDocument.create();
  return { target, pages: await embedUpright(target, source.getPages()) };
}

export async function saveImposition({ target }: Imposition, name: string, creator: string): Promise<OutputFile> {
  target.setProducer('Folio');
  target.setCreator(`Folio — ${creator}`);
  const bytes = await saveWithPdfLib(target, { useObjectStreams: true });
  return pdfOutput(name, bytes, target.getPageCount());
}

/** A hairline frame (a border round a placed page, or a cut line). */
export function drawFrame(sheet: PDFPage, { x, y, width, height }: Rect): void {
  sheet.drawRectangle({ x, y, width, height, borderColor: rgb(0.55, 0.55, 0.55), borderWidth: 0.5 });
}
