import type { PDFDocument, PDFPage } from 'mupdf';
import type { PdfData, PdfDataPage, PdfFormField, PdfOutlineItem } from '../../../src/contract/pdf-data';
import { PDF_DATA_SCHEMA_ID } from '../../../src/contract/pdf-data';
import type { ProgressCallback } from '../../../src/contract/errors';
import type { NamedPdf } from '../../../src/contract/named-pdf';
import type { ConversionSource } from './open-for-conversion';
import { plainText, readPageText, type Box, type TextBlock } from './page-text';

/** Two decimals: positions finer than a hundredth of a point say nothing and bloat the file. */
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The document as data (the schema in src/contract/pdf-data.schema.json): metadata, outline, page
 * labels, form fields, and for each chosen page its size, rotation, text and text blocks. A page
 * whose text cannot be read is listed in `failedPages` and left out.
 */
export async function pdfData(file: NamedPdf, { doc, pageCount, pages }: ConversionSource, onProgress?: ProgressCallback): Promise<{ data: PdfData; failedPages: number[] }> {
  const meta = (key: string) => doc.getMetaData(`info:${key}`) || null;
  const labels: string[] = [];
  const formFields: PdfFormField[] = [];
  for (let index = 0; index < pageCount; index += 1) {
    // A page that cannot even be loaded keeps its number as its label; its text is reported below.
    let page: PDFPage | undefined;
    try {
      page = doc.loadPage(index);
      labels.push(page.getLabel());
      for (const widget of page.getWidgets()) {
        formFields.push({ name: widget.getName(), type: widget.getFieldType(), value: widget.getValue() ?? '', page: index + 1 });
      }
    } catch {
      labels.length = index;
      labels.push(String(index + 1));
    } finally {
      page?.destroy();
    }
  }
  const dataPages: PdfDataPage[] = [];
  const failedPages: number[] = [];
  for (const [index, number] of pages.entries()) {
    try {
      dataPages.push(pageData(doc.loadPage(number - 1), number));
    } catch {
      failedPages.push(number);
    }
    onProgress?.(index + 1, pages.length);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const data: PdfData = {
    $schema: PDF_DATA_SCHEMA_ID,
    file: { name: file.name, size: file.bytes.length, pageCount, pdfVersion: doc.getMetaData('format') || null, encrypted: !doc.getTrailer().get('Encrypt').isNull() },
    metadata: {
      title: meta('Title'), author: meta('Author'), subject: meta('Subject'), keywords: meta('Keywords'),
      creator: meta('Creator'), producer: meta('Producer'), creationDate: meta('CreationDate'), modificationDate: meta('ModDate'),
    },
    outline: outlineOf(doc.loadOutline() ?? []),
    pageLabels: labels,
    formFields,
    pages: dataPages,
  };
  return { data, failedPages };
}

function pageData(page: PDFPage, number: number): PdfDataPage {
  try {
    const [x0, y0, x1, y1] = page.getBounds();
    const rotate = page.getObject().getInheritable('Rotate');
    const rotation = (((rotate.isNumber() ? rotate.asNumber() : 0) % 360) + 360) % 360;
    const blocks = readPageText(page);
    return {
      number, label: page.getLabel(), width: round(x1 - x0), height: round(y1 - y0), rotation, text: plainText(blocks),
      blocks: blocks.map(blockData),
    };
  } finally {
    page.destroy();
  }
}

function blockData(block: TextBlock): PdfDataPage['blocks'][number] {
  return {
    bbox: boxData(block.bbox),
    lines: block.lines.map((line) => ({
      bbox: boxData(line.bbox), baseline: round(line.baseline), text: line.text,
      spans: line.spans.map(({ text, bbox, font, size, bold, italic, monospace, serif, colour }) => ({ text, bbox: boxData(bbox), font, size, bold, italic, monospace, serif, colour })),
    })),
  };
}

function boxData({ x, y, width, height }: Box) {
  return { x: round(x), y: round(y), width: round(width), height: round(height) };
}

type OutlineItem = NonNullable<ReturnType<PDFDocument['loadOutline']>>[number];

function outlineOf(items: OutlineItem[]): PdfOutlineItem[] {
  return items.map((item) => ({
    title: item.title ?? '',
    // MuPDF counts pages from 0, and gives none for a link outside the document.
    page: typeof item.page === 'number' && item.page >= 0 ? item.page + 1 : null,
    uri: item.uri ?? null,
    children: outlineOf(item.down ?? []),
  }));
}
