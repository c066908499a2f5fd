import {
  AlignmentType, Document, HeadingLevel, ImageRun, Packer, Paragraph as DocxParagraph, Table as DocxTable, TableCell, TableRow, TextRun,
  UnderlineType, WidthType, type ISectionOptions, type ParagraphChild,
} from 'docx';
import type { TextBlock, TextSpan } from './page-text';
import { type Paragraph, unionOf } from './paragraphs';
import type { Table } from './tables';
import { pageFlow, type ReadPage } from './page-flow';
import { paragraphPieces } from './paragraph-pieces';


const TWIPS_PER_POINT = 20;
const PIXELS_PER_POINT = 96 / 72;
const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3];

/** Word's stand-ins for the PDF's fonts: the family the font belongs to, present on every system. */
function familyOf(span: TextSpan): string {
  if (span.monospace) return 'Courier New';
  return span.serif ? 'Times New Roman' : 'Arial';
}

/**
 * The pages as a Word document: one section per page (its size and margins, a page break between
 * pages), each block's paragraphs with their spans' fonts, sizes, weights, slants, underlines and colours, tables as Word tables,
 * headings by size and weight, bullet lists, and pictures in place.
 */
export async function docxOf(pages: ReadPage[], body: number, title: string): Promise<Blob> {
  const sections: ISectionOptions[] = pages.map((page) => sectionOf(page, body));
  const document = new Document({
    title,
    creator: 'Folio — PDF to Word',
    styles: { default: { document: { run: { font: 'Times New Roman', size: Math.round(body * 2) } } } },
    sections,
  });
  return Packer.toBlob(document);
}

function sectionOf(page: ReadPage, body: number): ISectionOptions {
  const children: (DocxParagraph | DocxTable)[] = pageFlow(page, body).map((item) => {
    if (item.kind === 'picture') return new DocxParagraph({ children: [imageRun(item.block)] });
    return item.kind === 'table' ? tableOf(item.table) : paragraphOf(item.paragraph);
  });
  if (children.length === 0) children.push(new DocxParagraph({}));
  return {
    properties: { page: { size: { width: twips(page.width), height: twips(page.height) }, margin: marginsOf(page) } },
    children,
  };
}

/** The page's margins: the space around everything drawn on it, within reason. */
function marginsOf({ width, height, blocks }: ReadPage) {
  if (blocks.length === 0) return { top: twips(72), bottom: twips(72), left: twips(72), right: twips(72) };
  const area = unionOf(blocks.map((block) => block.bbox));
  const clamp = (value: number, size: number) => twips(Math.min(Math.max(value, 18), size / 4));
  return {
    top: clamp(area.y, height), bottom: clamp(height - area.y - area.height, height),
    left: clamp(area.x, width), right: clamp(width - area.x - area.width, width),
  };
}

function paragraphOf(paragraph: Paragraph): DocxParagraph {
  return new DocxParagraph({
    children: runsOf(paragraph),
    heading: paragraph.kind === 'heading' ? HEADINGS[(paragraph.level ?? 3) - 1] : undefined,
    bullet: paragraph.bullet ? { level: 0 } : undefined,
    alignment: paragraph.centred ? AlignmentType.CENTER : undefined,
    // A listing's lines sit as close as they were drawn.
    spacing: { after: paragraph.preformatted ? 0 : 120 },
  });
}

/** The paragraph's pieces as runs, each with its span's font, size, weight, slant, underline and colour. */
function runsOf(paragraph: Paragraph): ParagraphChild[] {
  const pieces = paragraphPieces(paragraph);
  return pieces.map(({ span, text }) => new TextRun({
    text,
    bold: span.bold,
    italics: span.italic,
    underline: span.underline ? { type: UnderlineType.SINGLE } : undefined,
    size: Math.max(2, Math.round(span.size * 2)),
    font: familyOf(span),
    color: span.colour === '#000000' ? undefined : span.colour.slice(1),
  }));
}

function tableOf(table: Table): DocxTable {
  return new DocxTable({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: table.rows.map((cells, rowIndex) => new TableRow({
      tableHeader: rowIndex === 0,
      children: cells.map((text) => new TableCell({ children: [new DocxParagraph({ children: [new TextRun({ text, bold: rowIndex === 0 })] })] })),
    })),
  });
}

function imageRun(block: TextBlock): ImageRun {
  return new ImageRun({
    type: 'png',
    data: block.image!.png,
    transformation: { width: Math.max(1, Math.round(block.bbox.width * PIXELS_PER_POINT)), height: Math.max(1, Math.round(block.bbox.height * PIXELS_PER_POINT)) },
  });
}

function twips(points: number): number {
  return Math.round(points * TWIPS_PER_POINT);
}
