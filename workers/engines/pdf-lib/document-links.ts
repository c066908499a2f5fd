// What the links and scripts of a document do, and where they are.
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRef, type PDFDocument, type PDFObject } from 'pdf-lib';
import type { ReportLink, ReportLinkKind, ReportScript } from '../../../src/contract/pdf-report';
import { nameTreePairs } from './embedded-files';
import { pdfText } from './pdf-text';

/** A string's or a name's text. */
function text(object: PDFObject | undefined): string {
  return object instanceof PDFName ? object.decodeText() : pdfText(object) ?? '';
}

function actionType(action: PDFObject | undefined): string {
  return action instanceof PDFDict ? text(action.lookup(PDFName.of('S'))) : '';
}

/** The code of a JavaScript action (a string or a stream), cut short for the report. */
function scriptCode(action: PDFDict): string {
  const code = action.lookup(PDFName.of('JS'));
  return pdfText(code)?.slice(0, 120) ?? '(script in a stream)';
}

/** The page a destination points to, 1-based, or none. */
function destinationPage(document: PDFDocument, destination: PDFObject | undefined): number | undefined {
  const array = destination instanceof PDFArray ? destination : undefined;
  const target = array?.get(0);
  if (target instanceof PDFRef) {
    const index = document.getPages().findIndex((page) => page.ref.tag === target.tag);
    return index >= 0 ? index + 1 : undefined;
  }
  if (target instanceof PDFNumber) return target.asNumber() + 1;
  return undefined;
}

function linkOf(document: PDFDocument, annotation: PDFDict): { kind: ReportLinkKind; target: string } {
  const action = annotation.lookup(PDFName.of('A'));
  const type = actionType(action);
  const dict = action instanceof PDFDict ? action : undefined;
  if (type === 'URI') return { kind: 'web', target: text(dict!.lookup(PDFName.of('URI'))) };
  if (type === 'Launch') return { kind: 'launch', target: text(dict!.lookup(PDFName.of('F'))) || fileSpecName(dict!.lookup(PDFName.of('F'))) };
  if (type === 'GoToR' || type === 'GoToE') return { kind: 'other-file', target: text(dict!.lookup(PDFName.of('F'))) || fileSpecName(dict!.lookup(PDFName.of('F'))) };
  if (type === 'JavaScript') return { kind: 'script', target: scriptCode(dict!) };
  const destination = type === 'GoTo' ? dict!.lookup(PDFName.of('D')) : annotation.lookup(PDFName.of('Dest'));
  if (destination) {
    const page = destinationPage(document, destination);
    return { kind: 'page', target: page ? String(page) : text(destination) };
  }
  return { kind: 'other', target: type };
}

function fileSpecName(spec: PDFObject | undefined): string {
  return spec instanceof PDFDict ? text(spec.lookup(PDFName.of('UF'))) || text(spec.lookup(PDFName.of('F'))) : '';
}

function annotationsOf(document: PDFDocument): Array<{ page: number; annotation: PDFDict }> {
  return document.getPages().flatMap((page, index) => {
    const list = page.node.lookup(PDFName.of('Annots'));
    if (!(list instanceof PDFArray)) return [];
    return list.asArray().map((ref) => document.context.lookup(ref)).filter((value): value is PDFDict => value instanceof PDFDict)
      .map((annotation) => ({ page: index + 1, annotation }));
  });
}

export function documentLinks(document: PDFDocument): ReportLink[] {
  return annotationsOf(document)
    .filter(({ annotation }) => text(annotation.lookup(PDFName.of('Subtype'))) === 'Link')
    .map(({ page, annotation }) => ({ page, ...linkOf(document, annotation) }));
}

/** Every JavaScript action and named script, with where it runs. */
export function documentScripts(document: PDFDocument): ReportScript[] {
  const scripts: ReportScript[] = [];
  const add = (where: string, action: PDFObject | undefined) => {
    const resolved = action instanceof PDFRef ? document.context.lookup(action) : action;
    if (resolved instanceof PDFDict && actionType(resolved) === 'JavaScript') scripts.push({ where, code: scriptCode(resolved) });
  };
  const triggers = (where: string, holder: PDFDict) => {
    const aa = holder.lookup(PDFName.of('AA'));
    if (aa instanceof PDFDict) aa.values().forEach((action) => add(where, action));
  };
  add('document opening', document.catalog.get(PDFName.of('OpenAction')));
  triggers('document events', document.catalog);
  const names = document.catalog.lookup(PDFName.of('Names'));
  const named = names instanceof PDFDict ? names.lookup(PDFName.of('JavaScript')) : undefined;
  if (named instanceof PDFDict) nameTreePairs(named).forEach(([name, action]) => add(`named script "${name}"`, action));
  document.getPages().forEach((page, index) => triggers(`page ${index + 1} events`, page.node));
  for (const { page, annotation } of annotationsOf(document)) {
    const field = text(annotation.lookup(PDFName.of('T')));
    const where = field ? `field "${field}" on page ${page}` : `${text(annotation.lookup(PDFName.of('Subtype'))).toLowerCase() || 'annotation'} on page ${page}`;
    add(where, annotation.get(PDFName.of('A')));
    triggers(where, annotation);
  }
  return scripts;
}
