// Hidden layers: the optional-content groups a viewer hides when the file opens (the default
// configuration's /OFF list, or all but /ON when its base state is OFF). Counted, and taken out with
// what they draw: the hidden marked content of the pages and their forms, XObjects and annotations
// shown only with them, and the groups themselves. What a viewer shows is drawn as before.
import { PDFArray, PDFDict, PDFName, PDFRef, PDFStream, type PDFDocument, type PDFObject } from 'pdf-lib';
import { withoutHiddenContent } from '../content-stream/hidden-content';
import { joinedContent } from '../content-stream/joined-content';
import { streamBytes } from './stream-bytes';

const name = (key: string) => PDFName.of(key);

function properties(document: PDFDocument): PDFDict | undefined {
  const found = document.catalog.lookup(name('OCProperties'));
  return found instanceof PDFDict ? found : undefined;
}

function dictsIn(document: PDFDocument, list: PDFObject | undefined): PDFDict[] {
  const items = list instanceof PDFArray ? list.asArray() : list ? [list] : [];
  return items.map((item) => document.context.lookup(item)).filter((item): item is PDFDict => item instanceof PDFDict);
}

function allGroups(document: PDFDocument): PDFDict[] {
  return dictsIn(document, properties(document)?.lookup(name('OCGs')));
}

/** The groups hidden when the file opens. */
export function hiddenGroups(document: PDFDocument): Set<PDFDict> {
  const config = properties(document)?.lookup(name('D'));
  if (!(config instanceof PDFDict)) return new Set();
  const listed = (key: string) => new Set(dictsIn(document, config.lookup(name(key))));
  if (config.lookup(name('BaseState')) === name('OFF')) {
    const on = listed('ON');
    return new Set(allGroups(document).filter((group) => !on.has(group)));
  }
  const off = listed('OFF');
  return new Set(allGroups(document).filter((group) => off.has(group)));
}

/** A hidden group that prints all the same (its usage says PrintState ON): a printout shows it. */
function printsAnyway(group: PDFDict): boolean {
  const usage = group.lookup(name('Usage'));
  const print = usage instanceof PDFDict ? usage.lookup(name('Print')) : undefined;
  return print instanceof PDFDict && print.lookup(name('PrintState')) === name('ON');
}

export function countHiddenLayers(document: PDFDocument): { hidden: number; printed: number } {
  const hidden = [...hiddenGroups(document)];
  return { hidden: hidden.length, printed: hidden.filter(printsAnyway).length };
}

/**
 * Whether a visibility expression (`[/And|/Or|/Not operand…]`, operands groups or expressions) shows
 * its content; one it cannot read shows it, so that content stays.
 */
function expressionShows(document: PDFDocument, expression: PDFObject | undefined, hidden: ReadonlySet<PDFDict>, depth = 0): boolean {
  const value = expression === undefined ? undefined : document.context.lookup(expression);
  if (value instanceof PDFDict) return !hidden.has(value);
  if (!(value instanceof PDFArray) || value.size() < 2 || depth > 32) return true;
  const [operator, ...operands] = value.asArray();
  const shown = operands.map((operand) => expressionShows(document, operand, hidden, depth + 1));
  if (operator === name('Not')) return !shown[0];
  if (operator === name('And')) return shown.every(Boolean);
  if (operator === name('Or')) return shown.some(Boolean);
  return true;
}

/** The groups a visibility expression names, however deep. */
function expressionGroups(document: PDFDocument, expression: PDFObject | undefined, depth = 0): PDFDict[] {
  const value = expression === undefined ? undefined : document.context.lookup(expression);
  if (value instanceof PDFDict) return [value];
  if (!(value instanceof PDFArray) || depth > 32) return [];
  return value.asArray().flatMap((operand) => expressionGroups(document, operand, depth + 1));
}

/** Whether content marked with this group or membership dictionary is hidden when the file opens. */
function isHidden(document: PDFDocument, oc: PDFObject | undefined, hidden: ReadonlySet<PDFDict>): boolean {
  const dict = oc === undefined ? undefined : document.context.lookup(oc);
  if (!(dict instanceof PDFDict)) return false;
  if (dict.lookup(name('Type')) !== name('OCMD')) return hidden.has(dict);
  // A visibility expression, where there is one, decides instead of the groups and policy.
  if (dict.has(name('VE'))) return !expressionShows(document, dict.get(name('VE')), hidden);
  const groups = dictsIn(document, dict.lookup(name('OCGs')));
  if (groups.length === 0) return false;
  const off = groups.filter((group) => hidden.has(group)).length;
  const policy = dict.lookup(name('P'));
  if (policy === name('AllOn')) return off > 0;
  if (policy === name('AnyOff')) return off === 0;
  if (policy === name('AllOff')) return off < groups.length;
  return off === groups.length;
}

/** A content stream and the resources its names are looked up in: a page, or a form XObject it draws. */
interface Container {
  resources: PDFDict | undefined;
  read(): Uint8Array;
  write(bytes: Uint8Array): void;
}

function subdict(resources: PDFDict | undefined, key: string): PDFDict | undefined {
  const found = resources?.lookup(name(key));
  return found instanceof PDFDict ? found : undefined;
}

function containers(document: PDFDocument): Container[] {
  const { context } = document;
  const found: Container[] = [];
  const seenForms = new Set<PDFRef>();
  const addForms = (resources: PDFDict | undefined) => {
    const xobjects = subdict(resources, 'XObject');
    for (const [, value] of xobjects?.entries() ?? []) {
      const form = context.lookup(value);
      if (!(value instanceof PDFRef) || seenForms.has(value) || !(form instanceof PDFStream) || form.dict.lookup(name('Subtype')) !== name('Form')) continue;
      seenForms.add(value);
      const own = form.dict.lookup(name('Resources'));
      const formResources = own instanceof PDFDict ? own : resources;
      found.push({
        resources: formResources,
        read: () => streamBytes(form),
        write: (bytes) => {
          const rewritten = context.flateStream(bytes);
          for (const [key, entry] of form.dict.entries()) {
            if (![name('Length'), name('Filter'), name('DecodeParms')].includes(key)) rewritten.dict.set(key, entry);
          }
          context.assign(value, rewritten);
        },
      });
      addForms(formResources);
    }
  };
  for (const page of document.getPages()) {
    const resources = page.node.Resources();
    found.push({
      resources,
      read: () => {
        const streams = contentStreams(document, page.node.lookup(name('Contents')));
        const parts = streams.map((stream) => streamBytes(stream));
        return joinedContent(parts);
      },
      write: (bytes) => page.node.set(name('Contents'), context.register(context.flateStream(bytes))),
    });
    addForms(resources);
  }
  return found;
}

/** The streams a page's /Contents names: one, or an array of them. */
function contentStreams(document: PDFDocument, contents: PDFObject | undefined): PDFStream[] {
  const items = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return items.map((item) => document.context.lookup(item)).filter((item): item is PDFStream => item instanceof PDFStream);
}

/** The groups named by a group or membership dictionary (in its list or its visibility expression). */
function groupsOf(document: PDFDocument, oc: PDFDict): PDFDict[] {
  if (oc.lookup(name('Type')) !== name('OCMD')) return [oc];
  return [...dictsIn(document, oc.lookup(name('OCGs'))), ...expressionGroups(document, oc.get(name('VE')))];
}

function withoutGroups(document: PDFDocument, list: PDFObject | undefined, removed: ReadonlySet<PDFDict>): PDFObject | undefined {
  if (!(list instanceof PDFArray)) return list;
  const kept = list.asArray().flatMap((item): PDFObject[] => {
    const value = document.context.lookup(item);
    if (value instanceof PDFDict && removed.has(value)) return [];
    // /Order nests arrays of groups and labels.
    if (value instanceof PDFArray) return [withoutGroups(document, value, removed) as PDFObject];
    return [item];
  });
  return document.context.obj(kept);
}

function pruneConfig(document: PDFDocument, config: PDFDict, removed: ReadonlySet<PDFDict>): void {
  for (const key of ['ON', 'OFF', 'Order', 'Locked', 'RBGroups']) {
    const list = config.lookup(name(key));
    if (list instanceof PDFArray) config.set(name(key), withoutGroups(document, list, removed) as PDFObject);
  }
  const usages = config.lookup(name('AS'));
  for (const usage of usages instanceof PDFArray ? usages.asArray() : []) {
    const dict = document.context.lookup(usage);
    if (dict instanceof PDFDict) dict.set(name('OCGs'), withoutGroups(document, dict.lookup(name('OCGs')), removed) as PDFObject);
  }
}

/** Takes the hidden layers out with what they draw; a group whose text cannot be taken out safely stays. */
export function removeHiddenLayers(document: PDFDocument): void {
  const ocProperties = properties(document);
  const hidden = hiddenGroups(document);
  if (!ocProperties || hidden.size === 0) return;
  const all = containers(document);
  /** Marks whose content stays: their hidden text shares a line with visible text. */
  const kept = new Set<PDFDict>();
  /** Membership dictionaries whose content stays (shown, or kept): their groups must stay too. */
  const stayingMemberships = new Set<PDFDict>();
  const removable = (oc: PDFObject | undefined) => {
    const dict = oc === undefined ? undefined : document.context.lookup(oc);
    return dict instanceof PDFDict && !kept.has(dict) && isHidden(document, dict, hidden);
  };
  const rulesFor = (resources: PDFDict | undefined) => ({
    hiddenTag: (tag: string) => removable(subdict(resources, 'Properties')?.get(name(tag))),
    hiddenXObject: (xobject: string) => {
      const stream = document.context.lookup(subdict(resources, 'XObject')?.get(name(xobject)));
      return stream instanceof PDFStream && removable(stream.dict.get(name('OC')));
    },
  });
  const contents = all.map((container) => ({ container, bytes: container.read() }));
  // Keeping one mark may not uncover another; a few rounds settle it.
  for (let round = 0; round < 4; round += 1) {
    let changed = false;
    for (const { container, bytes } of contents) {
      for (const tag of withoutHiddenContent(bytes, rulesFor(container.resources)).unsafeTags) {
        const mark = document.context.lookup(subdict(container.resources, 'Properties')?.get(name(tag)));
        if (mark instanceof PDFDict && !kept.has(mark)) {
          kept.add(mark);
          changed = true;
        }
      }
    }
    if (!changed) break;
  }
  for (const { container, bytes } of contents) {
    const result = withoutHiddenContent(bytes, rulesFor(container.resources));
    if (result.bytes) container.write(result.bytes);
  }
  // Resources are pruned once every stream is rewritten: a form without its own resources uses its page's.
  for (const { container } of contents) {
    const marks = subdict(container.resources, 'Properties');
    for (const [key, value] of marks?.entries() ?? []) {
      const mark = document.context.lookup(value);
      if (!(mark instanceof PDFDict)) continue;
      if (removable(mark)) marks?.delete(key);
      else if (mark.lookup(name('Type')) === name('OCMD')) stayingMemberships.add(mark);
    }
    const xobjects = subdict(container.resources, 'XObject');
    for (const [key, value] of xobjects?.entries() ?? []) {
      const stream = document.context.lookup(value);
      if (stream instanceof PDFStream && removable(stream.dict.get(name('OC')))) xobjects?.delete(key);
    }
  }
  for (const page of document.getPages()) {
    const annotations = page.node.lookup(name('Annots'));
    if (!(annotations instanceof PDFArray)) continue;
    const shown = annotations.asArray().filter((ref) => {
      const annotation = document.context.lookup(ref);
      return !(annotation instanceof PDFDict && removable(annotation.get(name('OC'))));
    });
    page.node.set(name('Annots'), document.context.obj(shown));
  }
  const staying = new Set([...kept, ...stayingMemberships].flatMap((mark) => groupsOf(document, mark)));
  const removed = new Set([...hidden].filter((group) => !staying.has(group)));
  const remaining = withoutGroups(document, ocProperties.lookup(name('OCGs')), removed);
  if (!(remaining instanceof PDFArray) || remaining.size() === 0) {
    document.catalog.delete(name('OCProperties'));
    return;
  }
  ocProperties.set(name('OCGs'), remaining);
  for (const config of [ocProperties.lookup(name('D')), ...dictsIn(document, ocProperties.lookup(name('Configs')))]) {
    if (config instanceof PDFDict) pruneConfig(document, config, removed);
  }
}
