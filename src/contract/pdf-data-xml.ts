// PdfData as XML, written and read back without loss: each property is an element of the same
// name ($schema is written _schema, as XML names cannot start with '$'); arrays hold <item>
// elements; every value that is not a string says its type in a `type` attribute (number, boolean,
// null, array, object). Pure code, shared by the engine that writes it and anyone reading it back.
import { XMLParser } from 'fast-xml-parser';

type Value = string | number | boolean | null | Value[] | { [key: string]: Value };

const ROOT = 'pdf';
const ITEM = 'item';

export function toXml(value: unknown): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(ROOT, value as Value, '')}\n`;
}

export function fromXml(xml: string): unknown {
  const parser = new XMLParser({
    ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, parseAttributeValue: false,
    trimValues: false, isArray: (name) => name === ITEM, ignoreDeclaration: true,
  });
  const document = parser.parse(xml) as Record<string, unknown>;
  return decode(document[ROOT]);
}

function element(name: string, value: Value, indent: string): string {
  const tag = name.replace(/^\$/, '_');
  if (value === null) return `${indent}<${tag} type="null"/>`;
  if (typeof value === 'string') return `${indent}<${tag}>${escapeText(value)}</${tag}>`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${indent}<${tag} type="${typeof value}">${value}</${tag}>`;
  const inner = `${indent}  `;
  const children = Array.isArray(value)
    ? value.map((item) => element(ITEM, item, inner))
    : Object.entries(value).map(([key, item]) => element(key, item, inner));
  const type = Array.isArray(value) ? 'array' : 'object';
  return children.length === 0 ? `${indent}<${tag} type="${type}"/>` : `${indent}<${tag} type="${type}">\n${children.join('\n')}\n${indent}</${tag}>`;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
}

function decode(node: unknown): Value {
  if (typeof node === 'string') return node;
  const fields = (node ?? {}) as Record<string, unknown>;
  const type = fields['@type'];
  const text = typeof fields['#text'] === 'string' ? fields['#text'] : '';
  switch (type) {
    case 'null': return null;
    case 'number': return Number(text);
    case 'boolean': return text === 'true';
    case 'array': return ((fields[ITEM] as unknown[] | undefined) ?? []).map(decode);
    case 'object': return Object.fromEntries(Object.entries(fields)
      .filter(([key]) => !key.startsWith('@') && key !== '#text')
      .map(([key, child]) => [key.replace(/^_/, '$'), decode(child)]));
    default: return text;
  }
}
