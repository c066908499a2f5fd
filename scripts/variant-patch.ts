// The changes that turn a route's prerendered default view into one of its variants (build time, in
// Node). Both views are parsed as the browser parses them (happy-dom); the patch is a list of small
// edits addressed by child-index paths from #root, as scripts/variant-view-script.ts applies them:
//   ['text', path, data]                          a text node's new text
//   ['attr', path, nodeName, name, value | null]  an element's attribute set or removed
//   ['splice', path, start, count, html, length]  in the element at path (which has `length` children),
//                                                 `count` children from `start` replaced by `html`
// Paths address the default view as it stands before any edit, so the edits can be applied in any order.
import { Window } from 'happy-dom';

export type PatchOp =
  | ['text', number[], string]
  | ['attr', number[], string, string, string | null]
  | ['splice', number[], number, number, string, number];

const TEXT = 3;
const ELEMENT = 1;
/** Elements whose children the browser parses in another namespace: replaced whole, never edited inside. */
const FOREIGN = new Set(['svg', 'math']);

export function variantPatch(defaultHtml: string, variantHtml: string): PatchOp[] {
  const window = new Window();
  try {
    const parse = (html: string) => {
      const root = window.document.createElement('div');
      root.innerHTML = html;
      return root;
    };
    const serialize = (nodes: Node[]) => {
      const holder = window.document.createElement('div');
      for (const node of nodes) holder.appendChild(node.cloneNode(true) as unknown as Parameters<typeof holder.appendChild>[0]);
      return holder.innerHTML;
    };
    const ops: PatchOp[] = [];
    diffChildren(parse(defaultHtml) as unknown as Node, parse(variantHtml) as unknown as Node, [], ops, serialize);
    return ops;
  } finally {
    void window.happyDOM.close();
  }
}

type Serialize = (nodes: Node[]) => string;

function diffChildren(from: Node, to: Node, path: number[], ops: PatchOp[], serialize: Serialize) {
  const before = [...from.childNodes];
  const after = [...to.childNodes];
  if (before.length === after.length) {
    before.forEach((node, index) => diffNode(node, after[index], path, index, ops, serialize));
    return;
  }
  // Children added or removed: keep the runs of same-kind children at both ends, replace the middle.
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && sameKind(before[start], after[start])) start += 1;
  let end = 0;
  while (end < shorter - start && sameKind(before[before.length - 1 - end], after[after.length - 1 - end])) end += 1;
  for (let index = 0; index < start; index += 1) diffNode(before[index], after[index], path, index, ops, serialize);
  for (let offset = 1; offset <= end; offset += 1) {
    diffNode(before[before.length - offset], after[after.length - offset], path, before.length - offset, ops, serialize);
  }
  ops.push(['splice', path, start, before.length - start - end, serialize(after.slice(start, after.length - end)), before.length]);
}

function diffNode(from: Node, to: Node, parentPath: number[], index: number, ops: PatchOp[], serialize: Serialize) {
  const path = [...parentPath, index];
  const replace = () => ops.push(['splice', parentPath, index, 1, serialize([to]), from.parentNode!.childNodes.length]);
  if (from.nodeType === TEXT && to.nodeType === TEXT) {
    if (from.textContent !== to.textContent) ops.push(['text', path, to.textContent ?? '']);
    return;
  }
  if (from.nodeType !== ELEMENT || !sameKind(from, to)) {
    if (serialize([from]) !== serialize([to])) replace();
    return;
  }
  const fromElement = from as Element;
  const toElement = to as Element;
  if (FOREIGN.has(fromElement.localName)) {
    if (fromElement.outerHTML !== toElement.outerHTML) replace();
    return;
  }
  // An attribute set in place keeps its position and a new one lands last: when that cannot give the
  // variant's order (`multiple` before `tabindex`), the element is replaced whole instead.
  if (!attributesLineUp(fromElement, toElement)) {
    replace();
    return;
  }
  for (const { name, value } of [...toElement.attributes]) {
    if (fromElement.getAttribute(name) !== value) ops.push(['attr', path, fromElement.nodeName, name, value]);
  }
  for (const { name } of [...fromElement.attributes]) {
    if (!toElement.hasAttribute(name)) ops.push(['attr', path, fromElement.nodeName, name, null]);
  }
  diffChildren(from, to, path, ops, serialize);
}

/** Whether editing `from`'s attributes in place (kept ones stay put, new ones go last) gives `to`'s order. */
function attributesLineUp(from: Element, to: Element): boolean {
  const wanted = [...to.attributes].map(({ name }) => name);
  const kept = [...from.attributes].map(({ name }) => name).filter((name) => to.hasAttribute(name));
  const edited = [...kept, ...wanted.filter((name) => !from.hasAttribute(name))];
  return edited.join(' ') === wanted.join(' ');
}

function sameKind(a: Node, b: Node): boolean {
  return a.nodeType === b.nodeType && a.nodeName === b.nodeName;
}
