// The actions a PDF holds (what happens when it opens, a page shows, a link or a field is used), found
// wherever they sit: the catalog's /OpenAction, /A of links and outline items, the /AA of the
// document, pages, fields and annotations, and each action's /Next. Counted by kind, and removed.
import { PDFArray, PDFDict, PDFName, PDFRef, PDFStream, type PDFDocument, type PDFObject } from 'pdf-lib';

export type ActionKind = 'javascript' | 'launch' | 'form' | 'link' | 'other';

const KINDS: Record<string, ActionKind> = {
  JavaScript: 'javascript', Launch: 'launch', SubmitForm: 'form', ImportData: 'form', URI: 'link', GoToR: 'link', GoToE: 'link',
};

function kindOf(action: PDFObject | undefined): ActionKind | undefined {
  if (!(action instanceof PDFDict)) return undefined;
  const type = action.lookup(PDFName.of('S'));
  return type instanceof PDFName ? KINDS[type.decodeText()] ?? 'other' : undefined;
}

/** Every dictionary the trailer reaches, stream dictionaries included, each once. */
export function reachableDictionaries(document: PDFDocument): PDFDict[] {
  const { context } = document;
  const seen = new Set<PDFObject>();
  const dictionaries: PDFDict[] = [];
  const pending: PDFObject[] = [context.trailerInfo.Root, context.trailerInfo.Info].filter((object): object is PDFObject => object !== undefined);
  while (pending.length > 0) {
    const object = pending.pop()!;
    const resolved = object instanceof PDFRef ? context.lookup(object) : object;
    if (!resolved || seen.has(resolved)) continue;
    seen.add(resolved);
    if (resolved instanceof PDFDict) {
      dictionaries.push(resolved);
      pending.push(...resolved.values());
    } else if (resolved instanceof PDFArray) {
      pending.push(...resolved.asArray());
    } else if (resolved instanceof PDFStream) {
      pending.push(resolved.dict);
    }
  }
  return dictionaries;
}

export type ActionCounts = Record<ActionKind, number>;

/**
 * Counts the actions of each kind; with `remove`, takes out those of the kinds it names (an action
 * chained after a removed one goes with it; one chained after a kept one is cut from the chain).
 */
export function sweepActions(document: PDFDocument, remove: ReadonlySet<ActionKind> = new Set()): ActionCounts {
  const counts: ActionCounts = { javascript: 0, launch: 0, form: 0, link: 0, other: 0 };
  const countChain = (action: PDFObject | undefined, seen = new Set<PDFObject>()) => {
    const resolved = action instanceof PDFRef ? document.context.lookup(action) : action;
    if (!(resolved instanceof PDFDict) || seen.has(resolved)) return;
    seen.add(resolved);
    const kind = kindOf(resolved);
    if (kind) counts[kind] += 1;
    const next = resolved.lookup(PDFName.of('Next'));
    if (next instanceof PDFArray) next.asArray().forEach((item) => countChain(item, seen));
    else countChain(next, seen);
  };
  const removable = (action: PDFObject | undefined) => {
    const kind = kindOf(action instanceof PDFRef ? document.context.lookup(action) : action);
    return kind !== undefined && remove.has(kind);
  };
  const cutChain = (action: PDFObject | undefined) => {
    const resolved = action instanceof PDFRef ? document.context.lookup(action) : action;
    if (!(resolved instanceof PDFDict)) return;
    const next = resolved.lookup(PDFName.of('Next'));
    if (next instanceof PDFArray) {
      const kept = next.asArray().filter((item) => !removable(item));
      kept.forEach(cutChain);
      resolved.set(PDFName.of('Next'), document.context.obj(kept));
    } else if (next) {
      if (removable(next)) resolved.delete(PDFName.of('Next'));
      else cutChain(next);
    }
  };
  for (const dictionary of reachableDictionaries(document)) {
    for (const key of ['A', 'OpenAction']) {
      const action = dictionary.get(PDFName.of(key));
      if (!action || !kindOf(action instanceof PDFRef ? document.context.lookup(action) : action)) continue;
      countChain(action);
      if (removable(action)) dictionary.delete(PDFName.of(key));
      else cutChain(action);
    }
    const triggers = dictionary.lookup(PDFName.of('AA'));
    if (triggers instanceof PDFDict) {
      for (const [trigger, action] of triggers.entries()) {
        countChain(action);
        if (removable(action)) triggers.delete(trigger);
        else cutChain(action);
      }
      if (triggers.entries().length === 0) dictionary.delete(PDFName.of('AA'));
    }
  }
  return counts;
}
