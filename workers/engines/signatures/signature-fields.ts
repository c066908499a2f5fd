// The signature fields of a document's form, with their values: the signature dictionaries.
import { PDFArray, PDFDict, PDFHexString, PDFName, PDFString, type PDFDocument } from 'pdf-lib';

export interface SignatureField {
  name: string;
  /** The signature dictionary (/V); absent for an empty field waiting for a signature. */
  value?: PDFDict;
  signed: boolean;
}

export function signatureFields(document: PDFDocument): SignatureField[] {
  const form = document.catalog.lookup(PDFName.of('AcroForm'));
  if (!(form instanceof PDFDict)) return [];
  const found: SignatureField[] = [];
  const seen = new Set<PDFDict>();
  const visit = (node: unknown, parentName: string, inheritedType: string | undefined) => {
    if (!(node instanceof PDFDict) || seen.has(node)) return;
    seen.add(node);
    const partial = textOf(node.lookup(PDFName.of('T')));
    const name = partial === undefined ? parentName : parentName ? `${parentName}.${partial}` : partial;
    const type = (node.lookup(PDFName.of('FT')) as PDFName | undefined)?.asString?.() ?? inheritedType;
    const kids = node.lookup(PDFName.of('Kids'));
    if (kids instanceof PDFArray && kids.size() > 0 && kids.asArray().some((kid) => (document.context.lookup(kid) as PDFDict | undefined)?.has?.(PDFName.of('T')))) {
      kids.asArray().forEach((kid) => visit(document.context.lookup(kid), name, type));
      return;
    }
    if (type !== '/Sig') return;
    const value = node.lookup(PDFName.of('V'));
    found.push({ name, ...(value instanceof PDFDict ? { value } : {}), signed: value instanceof PDFDict });
  };
  const fields = form.lookup(PDFName.of('Fields'));
  if (fields instanceof PDFArray) fields.asArray().forEach((field) => visit(document.context.lookup(field), '', undefined));
  return found;
}

export function textOf(object: unknown): string | undefined {
  if (object instanceof PDFString || object instanceof PDFHexString) return object.decodeText();
  return undefined;
}
