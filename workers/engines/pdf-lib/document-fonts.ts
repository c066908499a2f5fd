// The fonts a document's pages use (their forms' included): name, type, embedded or not, subset or whole.
import { PDFArray, PDFDict, PDFName, PDFStream, type PDFDocument } from 'pdf-lib';
import type { ReportFont } from '../../../src/contract/pdf-report';

function nameOf(dictionary: PDFDict, key: string): string {
  const value = dictionary.lookup(PDFName.of(key));
  return value instanceof PDFName ? value.decodeText() : '';
}

/** The descriptor that says whether the font is in the file: a composite font's is its descendant's. */
function descriptorOf(font: PDFDict): PDFDict | undefined {
  const descendants = font.lookup(PDFName.of('DescendantFonts'));
  const holder = descendants instanceof PDFArray && descendants.lookup(0) instanceof PDFDict ? descendants.lookup(0) as PDFDict : font;
  const descriptor = holder.lookup(PDFName.of('FontDescriptor'));
  return descriptor instanceof PDFDict ? descriptor : undefined;
}

function isEmbedded(font: PDFDict): boolean {
  if (nameOf(font, 'Subtype') === 'Type3') return true;
  const descriptor = descriptorOf(font);
  return Boolean(descriptor && ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor.has(PDFName.of(key))));
}

function fontsIn(resources: PDFDict, found: Set<PDFDict>, seen: Set<PDFDict>): void {
  if (seen.has(resources)) return;
  seen.add(resources);
  const fonts = resources.lookup(PDFName.of('Font'));
  if (fonts instanceof PDFDict) fonts.values().forEach((value) => {
    const font = resources.context.lookup(value);
    if (font instanceof PDFDict) found.add(font);
  });
  const xobjects = resources.lookup(PDFName.of('XObject'));
  if (xobjects instanceof PDFDict) xobjects.values().forEach((value) => {
    const xobject = resources.context.lookup(value);
    const inner = xobject instanceof PDFStream ? xobject.dict.lookup(PDFName.of('Resources')) : undefined;
    if (inner instanceof PDFDict) fontsIn(inner, found, seen);
  });
}

export function documentFonts(document: PDFDocument): ReportFont[] {
  const byFont = new Map<PDFDict, ReportFont>();
  document.getPages().forEach((page, index) => {
    const resources = page.node.Resources();
    if (!resources) return;
    const found = new Set<PDFDict>();
    fontsIn(resources, found, new Set());
    for (const font of found) {
      const existing = byFont.get(font);
      if (existing) {
        if (!existing.pages.includes(index + 1)) existing.pages.push(index + 1);
        continue;
      }
      const name = nameOf(font, 'BaseFont') || nameOf(font, 'Name') || '(unnamed)';
      byFont.set(font, { name, type: nameOf(font, 'Subtype'), embedded: isEmbedded(font), subset: /^[A-Z]{6}\+/.test(name), pages: [index + 1] });
    }
  });
  return [...byFont.values()];
}
