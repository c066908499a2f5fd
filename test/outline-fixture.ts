// A 6-page PDF ("Page N" on each) whose bookmarks lead to their pages in every way the PDF format
// allows: /Dest arrays, GoTo actions, named destinations in the catalog's /Dests dictionary (PDF
// 1.1) and in the /Names tree (PDF 1.2+), plus a web link, a bare grouping title, a closed branch,
// a colour and a style.
import { PDFContext, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRef, PDFString, StandardFonts } from 'pdf-lib';

interface FixtureItem {
  title: string;
  /** The outline item's entries besides its title and links: /Dest, /A, /C, /F. */
  entries: (pages: PDFRef[], context: PDFContext) => PDFDict;
  closed?: boolean;
  children?: FixtureItem[];
}

const fitPage = (page: PDFRef) => [page, PDFName.of('Fit')];

/*
 * Part One            → 1   (/Dest array, red, bold)
 *   Section 1         → 1   (/Dest array)
 *   Section 2         → 2   (GoTo action to the name "section-2" in the /Names tree)
 * Part Two            → 3   (closed; GoTo action with an explicit array)
 *   Section 3         → 3   (/Dest name "section-3" from the catalog's /Dests)
 *   Section 4         → 4   (/Dest string "section-4" in the /Names tree)
 *     Section 4.1     → 5   (/Dest array)
 * Reading             → -   (bare title grouping its children)
 *   Appendix          → 6   (/Dest array)
 *   Website           → -   (URI action)
 */
const items: FixtureItem[] = [
  {
    title: 'Part One',
    entries: (pages, context) => context.obj({ Dest: [pages[0], 'XYZ', 72, 800, null], C: [1, 0, 0], F: 2 }),
    children: [
      { title: 'Section 1', entries: (pages, context) => context.obj({ Dest: [pages[0], 'XYZ', 72, 700, null] }) },
      { title: 'Section 2', entries: (_, context) => context.obj({ A: { S: 'GoTo', D: PDFString.of('section-2') } }) },
    ],
  },
  {
    title: 'Part Two',
    closed: true,
    entries: (pages, context) => context.obj({ A: { S: 'GoTo', D: fitPage(pages[2]) } }),
    children: [
      { title: 'Section 3', entries: (_, context) => context.obj({ Dest: PDFName.of('section-3') }) },
      {
        title: 'Section 4',
        entries: (_, context) => context.obj({ Dest: PDFString.of('section-4') }),
        children: [{ title: 'Section 4.1', entries: (pages, context) => context.obj({ Dest: fitPage(pages[4]) }) }],
      },
    ],
  },
  {
    title: 'Reading',
    entries: (_, context) => context.obj({}),
    children: [
      { title: 'Appendix', entries: (pages, context) => context.obj({ Dest: fitPage(pages[5]) }) },
      { title: 'Website', entries: (_, context) => context.obj({ A: { S: 'URI', URI: PDFHexString.fromText('https://example.org/') } }) },
    ],
  },
];

export async function outlineFixtureBytes(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= 6; number += 1) {
    document.addPage([595, 842]).drawText(`Page ${number}`, { x: 72, y: 760, size: 28, font });
  }
  const pages = document.getPages().map((page) => page.ref);
  const { context } = document;
  document.catalog.set(PDFName.of('Dests'), context.obj({ 'section-3': context.obj({ D: fitPage(pages[2]) }) }));
  const tree = context.obj({ Names: [PDFString.of('section-2'), fitPage(pages[1]), PDFString.of('section-4'), fitPage(pages[3])] });
  document.catalog.set(PDFName.of('Names'), context.obj({ Dests: tree }));
  const root = context.nextRef();
  const { first, last, visible } = writeItems(document, items, root);
  context.assign(root, context.obj({ Type: 'Outlines', First: first, Last: last, Count: visible }));
  document.catalog.set(PDFName.of('Outlines'), root);
  document.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
  return document.save();
}

// Written here on purpose, not with the engine's writer: the fixture must not share its code.
function writeItems(document: PDFDocument, list: FixtureItem[], parent: PDFRef): { first: PDFRef; last: PDFRef; visible: number } {
  const pages = document.getPages().map((page) => page.ref);
  const refs = list.map(() => document.context.nextRef());
  let visible = 0;
  list.forEach((item, index) => {
    const dict = item.entries(pages, document.context);
    dict.set(PDFName.of('Title'), PDFHexString.fromText(item.title));
    dict.set(PDFName.of('Parent'), parent);
    if (index > 0) dict.set(PDFName.of('Prev'), refs[index - 1]);
    if (index < list.length - 1) dict.set(PDFName.of('Next'), refs[index + 1]);
    visible += 1;
    if (item.children) {
      const children = writeItems(document, item.children, refs[index]);
      dict.set(PDFName.of('First'), children.first);
      dict.set(PDFName.of('Last'), children.last);
      dict.set(PDFName.of('Count'), PDFNumber.of(item.closed ? -children.visible : children.visible));
      if (!item.closed) visible += children.visible;
    }
    document.context.assign(refs[index], dict);
  });
  return { first: refs[0], last: refs[refs.length - 1], visible };
}
