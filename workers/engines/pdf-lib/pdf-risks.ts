// What a PDF carries besides its pages, counted, and taken out on request: scripts, attached files,
// actions, links, metadata, comments and hidden layers. What the pages show is never touched.
import { PDFArray, PDFDict, PDFName, PDFRef, type PDFDocument } from 'pdf-lib';
import type { PdfRisks, SanitizeItem } from '../../../src/contract/sanitize-pdf';
import { findAttachments, nameTreePairs, removeAttachments } from './embedded-files';
import { infoDictionary } from './info-dictionary';
import { countHiddenLayers, removeHiddenLayers } from './hidden-layers';
import { countTraces, documentXmp, newDocumentId, removeTraces, savedVersions } from './metadata-traces';
import { sweepActions, type ActionKind } from './pdf-actions';

/** Annotations that are comments and nothing else: removed whole. */
const COMMENT_ANNOTATIONS = new Set(['Text', 'Popup']);
/** What other markup annotations say beside what they draw: their text, author and subject. */
const COMMENT_KEYS = ['Contents', 'T', 'RC', 'Subj'];
/** Annotations whose /T or /Contents are not comments: a form field's name, a link's alternative text. */
const NOT_MARKUP = new Set(['Widget', 'Link']);

function subtypeOf(annotation: PDFDict): string {
  const subtype = annotation.lookup(PDFName.of('Subtype'));
  return subtype instanceof PDFName ? subtype.decodeText() : '';
}

function namedScripts(document: PDFDocument): PDFDict | undefined {
  const names = document.catalog.lookup(PDFName.of('Names'));
  const scripts = names instanceof PDFDict ? names.lookup(PDFName.of('JavaScript')) : undefined;
  return scripts instanceof PDFDict ? scripts : undefined;
}

function annotationsOf(document: PDFDocument): Array<{ page: PDFDict; list: PDFArray }> {
  return document.getPages().flatMap((page) => {
    const list = page.node.lookup(PDFName.of('Annots'));
    return list instanceof PDFArray ? [{ page: page.node, list }] : [];
  });
}

function commentCounts(document: PDFDocument): { comments: number; visible: number } {
  let comments = 0;
  let visible = 0;
  for (const { list } of annotationsOf(document)) {
    for (const ref of list.asArray()) {
      const annotation = document.context.lookup(ref);
      if (!(annotation instanceof PDFDict)) continue;
      const subtype = subtypeOf(annotation);
      if (COMMENT_ANNOTATIONS.has(subtype)) {
        comments += 1;
        if (subtype === 'Text') visible += 1;
      } else if (!NOT_MARKUP.has(subtype) && COMMENT_KEYS.some((key) => annotation.has(PDFName.of(key)))) {
        comments += 1;
      }
    }
  }
  return { comments, visible };
}

/** Counts what the file carries. `bytes`: the file as it came, for its saved versions. */
export function countRisks(document: PDFDocument, bytes: Uint8Array): PdfRisks {
  const actions = sweepActions(document);
  const scripts = namedScripts(document);
  const info = infoDictionary(document);
  const { comments, visible } = commentCounts(document);
  const layers = countHiddenLayers(document);
  return {
    javascript: actions.javascript + (scripts ? nameTreePairs(scripts).length : 0),
    embeddedFiles: findAttachments(document).length,
    launchActions: actions.launch,
    formActions: actions.form,
    links: actions.link,
    metadata: (info ? info.entries().length : 0) + (documentXmp(document) === undefined ? 0 : 1) + countTraces(document).objectXmp,
    comments,
    visibleComments: visible,
    hiddenLayers: layers.hidden,
    printedHiddenLayers: layers.printed,
    revisions: savedVersions(bytes),
  };
}

function removeComments(document: PDFDocument): void {
  for (const { page, list } of annotationsOf(document)) {
    const kept = list.asArray().filter((ref) => {
      const annotation = document.context.lookup(ref);
      return !(annotation instanceof PDFDict && COMMENT_ANNOTATIONS.has(subtypeOf(annotation)));
    });
    for (const ref of kept) {
      const annotation = document.context.lookup(ref);
      if (!(annotation instanceof PDFDict) || NOT_MARKUP.has(subtypeOf(annotation))) continue;
      [...COMMENT_KEYS, 'Popup'].forEach((key) => annotation.delete(PDFName.of(key)));
    }
    page.set(PDFName.of('Annots'), document.context.obj(kept as Array<PDFRef | PDFDict>));
  }
}

const ACTION_KINDS: Partial<Record<SanitizeItem, ActionKind>> = {
  javascript: 'javascript', 'launch-actions': 'launch', 'form-actions': 'form', links: 'link',
};

/** Takes the chosen kinds out. */
export function removeRisks(document: PDFDocument, items: ReadonlySet<SanitizeItem>): void {
  sweepActions(document, new Set([...items].flatMap((item) => ACTION_KINDS[item] ?? [])));
  if (items.has('javascript')) {
    const names = document.catalog.lookup(PDFName.of('Names'));
    if (names instanceof PDFDict) names.delete(PDFName.of('JavaScript'));
  }
  if (items.has('embedded-files')) removeAttachments(document, findAttachments(document));
  if (items.has('comments')) removeComments(document);
  if (items.has('hidden-layers')) removeHiddenLayers(document);
  if (items.has('metadata')) {
    removeTraces(document);
    newDocumentId(document);
  }
}
