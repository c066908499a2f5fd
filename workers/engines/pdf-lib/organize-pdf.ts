import { EngineError, type ProgressCallback } from '../engine-error';
import { loadPdf, type NamedPdf } from './load-pdf';
import { inlineNamedDestinations } from './named-destinations';
import { stemOf } from './output-names';
import { savePageParts, type PagePartsResult } from './page-parts';

export interface OrganizeOptions {
  file: NamedPdf;
  /** 1-based source pages in their new order, e.g. '3,1,2'; pages left out are removed. */
  order: string;
  /** Turns to add, e.g. '1:90,4:180' (source page : degrees, a multiple of 90, negative turns left). */
  rotate?: string;
}

/** The PDF with its pages reordered, removed and turned as the person arranged them. */
export async function organizePdf({ file, order, rotate = '' }: OrganizeOptions, onProgress?: ProgressCallback): Promise<PagePartsResult> {
  const source = await loadPdf(file);
  const pageCount = source.getPageCount();
  const pages = parseOrder(order, pageCount);
  const rotations = parseRotations(rotate, pageCount);
  inlineNamedDestinations(source);
  const plan = { filename: `${stemOf(file.name)}-organized.pdf`, pages };
  return savePageParts(source, [plan], { creator: 'Folio — Organize PDF', rotations, onProgress });
}

function parseOrder(order: string, pageCount: number): number[] {
  const parts = order.split(',').map((part) => part.trim()).filter(Boolean);
  if (parts.length === 0) throw new EngineError('bad-params', 'Keep at least one page: a PDF needs at least one page.');
  const seen = new Set<number>();
  return parts.map((part) => {
    const page = pageNumber(part, pageCount);
    if (seen.has(page)) throw new EngineError('bad-params', `Page ${page} appears twice in the new order.`);
    seen.add(page);
    return page;
  });
}

function parseRotations(rotate: string, pageCount: number): Map<number, number> {
  const rotations = new Map<number, number>();
  for (const entry of rotate.split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = /^(\d+)\s*:\s*(-?\d+)$/.exec(entry);
    if (!match) throw new EngineError('bad-params', `"${entry}" is not a rotation: write page:degrees, for example 2:90.`);
    const turn = Number(match[2]);
    if (turn % 90 !== 0) throw new EngineError('bad-params', `"${entry}": pages turn in steps of 90 degrees.`);
    rotations.set(pageNumber(match[1], pageCount), turn);
  }
  return rotations;
}

function pageNumber(text: string, pageCount: number): number {
  const page = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(page)) throw new EngineError('bad-params', `"${text}" is not a page number.`);
  if (page < 1 || page > pageCount) {
    throw new EngineError('bad-params', `Page ${page} does not exist: this document has ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}`);
  }
  return page;
}
