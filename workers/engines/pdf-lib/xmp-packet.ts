// The document's XMP packet: the standard fields read from it, and written into it in step with the
// Info dictionary. Properties Folio does not manage (PDF/A identification, rights, a tool's own
// schema) are kept as they are: only the managed properties are taken out of the packet's
// descriptions and written again, in one description of their own.
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { emptyMetadataValues, type MetadataField, type MetadataValues } from '../../../src/contract/pdf-metadata';

const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const DC = 'http://purl.org/dc/elements/1.1/';
const PDF = 'http://ns.adobe.com/pdf/1.3/';
const XMP = 'http://ns.adobe.com/xap/1.0/';

/** Where each field lives in XMP, and how it is written: plain text, a language alternative or an ordered list. */
const PROPERTIES: Record<MetadataField, { namespace: string; prefix: string; name: string; form: 'text' | 'alt' | 'seq' }> = {
  title: { namespace: DC, prefix: 'dc', name: 'title', form: 'alt' },
  author: { namespace: DC, prefix: 'dc', name: 'creator', form: 'seq' },
  subject: { namespace: DC, prefix: 'dc', name: 'description', form: 'alt' },
  keywords: { namespace: PDF, prefix: 'pdf', name: 'Keywords', form: 'text' },
  creator: { namespace: XMP, prefix: 'xmp', name: 'CreatorTool', form: 'text' },
  producer: { namespace: PDF, prefix: 'pdf', name: 'Producer', form: 'text' },
  created: { namespace: XMP, prefix: 'xmp', name: 'CreateDate', form: 'text' },
  modified: { namespace: XMP, prefix: 'xmp', name: 'ModifyDate', form: 'text' },
};
/** Written with every change: when the metadata itself was last changed. */
const METADATA_DATE = { namespace: XMP, name: 'MetadataDate' };

const options = {
  preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '@_', trimValues: false,
  parseTagValue: false, parseAttributeValue: false, ignoreDeclaration: true, ignorePiTags: true,
};

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

function tagOf(node: XmlNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@' && key !== '#text');
}

function childrenOf(node: XmlNode): XmlNode[] {
  const tag = tagOf(node);
  return tag ? (node[tag] as XmlNode[]) : [];
}

/** Every prefix the packet declares, with its namespace. */
function namespacesOf(nodes: XmlNode[], found = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    for (const [attribute, value] of Object.entries(node[':@'] ?? {})) {
      if (attribute.startsWith('@_xmlns:')) found.set(attribute.slice('@_xmlns:'.length), value);
    }
    namespacesOf(childrenOf(node), found);
  }
  return found;
}

/** A qualified name resolved: `xap:CreateDate` is xmp's CreateDate in old files. */
function resolve(qualifiedName: string, namespaces: Map<string, string>): { namespace?: string; name: string } {
  const [prefix, name] = qualifiedName.includes(':') ? qualifiedName.split(':', 2) : ['', qualifiedName];
  return { namespace: namespaces.get(prefix), name };
}

function descriptionsOf(nodes: XmlNode[], namespaces: Map<string, string>, found: XmlNode[] = []): XmlNode[] {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (!tag) continue;
    const { namespace, name } = resolve(tag, namespaces);
    if (namespace === RDF && name === 'Description') found.push(node);
    else descriptionsOf(childrenOf(node), namespaces, found);
  }
  return found;
}

function textOf(nodes: XmlNode[]): string {
  return nodes.map((node) => (typeof node['#text'] === 'string' ? node['#text'] : textOf(childrenOf(node)))).join('');
}

/** A property's value: its text, an alternative's default (or first) language, a list's items joined. */
function propertyValue(node: XmlNode, form: 'text' | 'alt' | 'seq', namespaces: Map<string, string>): string {
  const container = childrenOf(node).find((child) => tagOf(child) && resolve(tagOf(child)!, namespaces).namespace === RDF);
  if (!container) return textOf(childrenOf(node)).trim();
  const items = childrenOf(container).filter((child) => tagOf(child) && resolve(tagOf(child)!, namespaces).name === 'li');
  if (form === 'alt') {
    const preferred = items.find((item) => item[':@']?.['@_xml:lang'] === 'x-default') ?? items[0];
    return preferred ? textOf(childrenOf(preferred)).trim() : '';
  }
  return items.map((item) => textOf(childrenOf(item)).trim()).filter(Boolean).join('; ');
}

function unwrapPacket(xml: string): string {
  const start = xml.search(/<(?:[\w-]+:)?xmpmeta\b|<rdf:RDF\b/);
  const end = xml.lastIndexOf('<?xpacket end');
  return xml.slice(Math.max(0, start), end > start ? end : undefined);
}

/** The standard fields as the packet gives them (attributes of a description, or its elements). */
export function readXmpValues(xml: string): MetadataValues {
  const tree = new XMLParser(options).parse(unwrapPacket(xml)) as XmlNode[];
  const namespaces = namespacesOf(tree);
  const values: MetadataValues = { ...emptyMetadataValues };
  for (const description of descriptionsOf(tree, namespaces)) {
    for (const [field, property] of Object.entries(PROPERTIES) as Array<[MetadataField, (typeof PROPERTIES)[MetadataField]]>) {
      for (const [attribute, value] of Object.entries(description[':@'] ?? {})) {
        const { namespace, name } = resolve(attribute.slice(2), namespaces);
        if (namespace === property.namespace && name === property.name) values[field] = value.trim();
      }
      for (const child of childrenOf(description)) {
        const { namespace, name } = resolve(tagOf(child) ?? '', namespaces);
        if (namespace === property.namespace && name === property.name) values[field] = propertyValue(child, property.form, namespaces);
      }
    }
  }
  return values;
}

function isManaged(qualifiedName: string, namespaces: Map<string, string>): boolean {
  const { namespace, name } = resolve(qualifiedName, namespaces);
  if (namespace === METADATA_DATE.namespace && name === METADATA_DATE.name) return true;
  return Object.values(PROPERTIES).some((property) => property.namespace === namespace && property.name === name);
}

function textNode(tag: string, text: string, attributes?: Record<string, string>): XmlNode {
  return { [tag]: [{ '#text': text }], ...(attributes ? { ':@': attributes } : {}) };
}

function propertyNode(field: MetadataField, value: string): XmlNode {
  const { prefix, name, form } = PROPERTIES[field];
  const tag = `${prefix}:${name}`;
  if (form === 'text') return textNode(tag, value);
  if (form === 'alt') return { [tag]: [{ 'rdf:Alt': [textNode('rdf:li', value, { '@_xml:lang': 'x-default' })] }] };
  const authors = value.split(/\s*;\s*/).filter(Boolean);
  return { [tag]: [{ 'rdf:Seq': authors.map((author) => textNode('rdf:li', author)) }] };
}

/** Folio's own description: the managed fields with a value, and when the metadata changed. */
function managedDescription(values: MetadataValues, now: string): XmlNode {
  const properties = (Object.keys(PROPERTIES) as MetadataField[]).filter((field) => values[field]).map((field) => propertyNode(field, values[field]));
  return {
    'rdf:Description': [...properties, textNode('xmp:MetadataDate', now)],
    ':@': { '@_rdf:about': '', '@_xmlns:dc': DC, '@_xmlns:pdf': PDF, '@_xmlns:xmp': XMP },
  };
}

const EMPTY_PACKET = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="${RDF}"></rdf:RDF></x:xmpmeta>`;

/**
 * The packet with the managed fields replaced by `values` (an empty value leaves its property out);
 * everything else in the packet stays. Without a packet, a new one is made.
 */
export function writeXmpValues(xml: string | undefined, values: MetadataValues, now: string): string {
  const tree = new XMLParser(options).parse(xml ? unwrapPacket(xml) : EMPTY_PACKET) as XmlNode[];
  const namespaces = namespacesOf(tree);
  if (![...namespaces.values()].includes(RDF)) return writeXmpValues(undefined, values, now);
  const descriptions = descriptionsOf(tree, namespaces);
  for (const description of descriptions) {
    const tag = tagOf(description)!;
    description[tag] = childrenOf(description).filter((child) => !isManaged(tagOf(child) ?? '', namespaces));
    const attributes = description[':@'] ?? {};
    for (const attribute of Object.keys(attributes)) {
      if (!attribute.startsWith('@_xmlns:') && isManaged(attribute.slice(2), namespaces)) delete attributes[attribute];
    }
  }
  const rdf = findRdf(tree, namespaces);
  if (!rdf) return writeXmpValues(undefined, values, now);
  const rdfTag = tagOf(rdf)!;
  // A description left with nothing but its `about` says nothing: it goes.
  rdf[rdfTag] = childrenOf(rdf).filter((child) => !descriptions.includes(child) || childrenOf(child).length > 0 || Object.keys(child[':@'] ?? {}).some((name) => !name.startsWith('@_xmlns:') && name !== '@_rdf:about'));
  (rdf[rdfTag] as XmlNode[]).push(managedDescription(values, now));
  const body = new XMLBuilder(options).build(tree) as string;
  // The packet wrapper lets other software rewrite it in place; the padding gives it room to grow.
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>\n${body}\n${' '.repeat(2000)}\n<?xpacket end="w"?>`;
}

function findRdf(nodes: XmlNode[], namespaces: Map<string, string>): XmlNode | undefined {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (!tag) continue;
    const { namespace, name } = resolve(tag, namespaces);
    if (namespace === RDF && name === 'RDF') return node;
    const inner = findRdf(childrenOf(node), namespaces);
    if (inner) return inner;
  }
  return undefined;
}
