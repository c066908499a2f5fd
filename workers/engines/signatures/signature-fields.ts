// The fields of a document's form as a validator reads them: every terminal field (a node whose kids,
// if any, are only its widgets) with its full name and inherited type; the signature fields among
// them, with their values: the signature dictionaries.
import { PDFArray, PDFDict, PDFHexString, PDFName, PDFString, type PDFDocument } from 'pdf-lib';

export interface FormFieldNode {
  /** The full name: the partial names from the root down, joined with dots. */
  name: string;
  node: PDFDict;
  /** /FT as written or inherited ('/Sig', '/Tx', …). */
  type?: string;
}

export function terminalFields(document: PDFDocument): FormFieldNode[] {
  const form = document.catalog.lookup(PDFName.of('AcroForm'));
  if (!(form instanceof PDFDict)) return [];
  const found: FormFieldNode[] = [];
  // A loop in the tree visits each node once.
  const seen = new Set<PDFDict>();
  const visit = (node: unknown, parentName: string, inheritedType: string | undefined) => {
    if (!(node instanceof PDFDict) || seen.has(node)) return;
    seen.add(node);
    const partial = textOf(node.lookup(PDFName.of('T')));
    const name = partial === undefined ? parentName : parentName ? `${parentName}.${partial}` : partial;
    const type = (node.lookup(PDFName.of('FT')) as PDFName | undefined)?.asString?.() ?? inheritedType;
    const kids = node.lookup(PDFName.of('Kids'));
    if (kids instanceof PDFArray && kids.asArray().some((kid) => (document.context.lookup(kid) as PDFDict | undefined)?.has?.(PDFName.of('T')))) {
      kids.asArray().forEach((kid) => visit(document.context.lookup(kid), name, type));
      return;
    }
    found.push({ name, node, ...(type === undefined ? {} : { type }) });
  };
  const fields = form.lookup(PDFName.of('Fields'));
  if (fields instanceof PDFArray) fields.asArray().forEach((field) => visit(document.context.lookup(field), '', undefined));
  return found;
}

export interface SignatureField {
  name: string;
  /** The signature dictionary (/V); absent for an empty field waiting for a signature. */
  value?: PDFDict;
  signed: boolean;
}

export function signatureFields(document: PDFDocument): SignatureField[] {
  return terminalFields(document).filter(({ type }) => type === '/Sig').map(({ name, node }) => {
    const value = node.lookup(PDFName.of('V'));
    return { name, ...(value instanceof PDFDict ? { value } : {}), signed: value instanceof PDFDict };
  });
}

export function textOf(object: unknown): string | undefined {
  if (object instanceof PDFString || object instanceof PDFHexString) return object.decodeText();
  return undefined;
}
