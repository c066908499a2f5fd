import type PptxGenJS from 'pptxgenjs';
import type { ProgressCallback } from '../../../src/contract/errors';
import type { ConversionFacts } from '../../../src/contract/convert-from-pdf';
import { onlyFile, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { fileStem } from '../../../src/contract/output-names';
import { pdfToPowerpointOperation, type PdfToOfficeSettings } from '../../../src/contract/pdf-to-office';
import { implement } from '../../runtime/operations';
import { openForConversion, reportSkippedPages } from './open-for-conversion';
import { readPageText, type Box, type TextBlock, type TextLine, type TextSpan } from './page-text';
import { readPageRules } from './page-rules';
import { documentTables, tableHolding } from './document-tables';
import type { Table } from './tables';
import { renderWithoutText } from '../mupdf/render-without-text';
import { base64Of } from './base64';

const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
/** Slide backgrounds: sharp enough for a projector; PNG, as pptxgenjs files backgrounds as .png. */
const BACKGROUND_DPI = 150;
const POINTS_PER_INCH = 72;

/**
 * One slide per page at the first page's size (pages of other sizes are scaled to it): the page
 * drawn without its text as the slide's background picture, each table as a slide table in its
 * place (found as PDF → Word and Excel find them), and each other block of text as an editable text
 * box where it was, with its fonts' sizes, weights, slants and colours.
 */
export const pdfToPowerpoint = implement(pdfToPowerpointOperation, async function pdfToPowerpoint(job: EngineJob<PdfToOfficeSettings>, onProgress?: ProgressCallback): Promise<EngineResult<ConversionFacts>> {
  const file = await readNamedPdf(onlyFile(job));
  const source = await openForConversion(file, job.settings.pages);
  try {
    const { mupdf, doc } = source;
    // pptxgenjs loads on first use: the document worker serves every PDF tool.
    const { default: Deck } = await import('pptxgenjs');
    const deck = new Deck();
    deck.title = doc.getMetaData('info:Title') || fileStem(file.name);
    deck.company = 'Folio — PDF to PowerPoint';
    const failedPages: number[] = [];
    let layout: { width: number; height: number } | undefined;
    for (const [index, number] of source.pages.entries()) {
      try {
        const page = doc.loadPage(number - 1);
        try {
          const [x0, y0, x1, y1] = page.getBounds();
          const size = { width: x1 - x0, height: y1 - y0 };
          if (!layout) {
            layout = size;
            deck.defineLayout({ name: 'PDF', width: size.width / POINTS_PER_INCH, height: size.height / POINTS_PER_INCH });
            deck.layout = 'PDF';
          }
          const scale = Math.min(layout.width / size.width, layout.height / size.height);
          const background = renderWithoutText(mupdf, page, mupdf.Matrix.scale(BACKGROUND_DPI / 72, BACKGROUND_DPI / 72));
          let png: Uint8Array;
          try {
            png = background.asPNG();
          } finally {
            background.destroy();
          }
          const slide = deck.addSlide();
          slide.background = { data: `image/png;base64,${base64Of(png)}` };
          const blocks = readPageText(page);
          const tables = documentTables(blocks, readPageRules(mupdf, page));
          for (const block of blocks) {
            const lines = block.lines.filter((line) => !tableHolding(tables, line));
            if (lines.length > 0) addTextBox(slide, { ...block, lines, bbox: boxAround(lines) }, scale);
          }
          for (const table of tables) addTable(slide, table, textSizeIn(blocks, table), scale);
        } finally {
          page.destroy();
        }
      } catch {
        failedPages.push(number);
      }
      onProgress?.(index + 1, source.pages.length);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    reportSkippedPages(file.name, failedPages, source.pages.length);
    const bytes = await deck.write({ outputType: 'uint8array' }) as Uint8Array;
    const name = `${fileStem(file.name)}.pptx`;
    return { outputs: [{ name, type: PPTX_TYPE, data: new Blob([bytes as BlobPart], { type: PPTX_TYPE }), pages: source.pages.length - failedPages.length }], facts: { failedPages } };
  } finally {
    source.doc.destroy();
  }
});

function addTextBox(slide: PptxGenJS.Slide, block: TextBlock, scale: number): void {
  const runs: PptxGenJS.TextProps[] = [];
  block.lines.forEach((line, lineIndex) => {
    line.spans.forEach((span, spanIndex) => {
      const last = spanIndex === line.spans.length - 1 && lineIndex < block.lines.length - 1;
      runs.push({ text: last ? span.text.trimEnd() : span.text, options: { ...runStyle(span, scale), breakLine: last } });
    });
  });
  const inches = (points: number) => (points * scale) / POINTS_PER_INCH;
  const { x, y, width, height } = block.bbox;
  // A little wider than the text, so the same words fit on each line in another renderer's font.
  slide.addText(runs, {
    x: inches(x), y: inches(y), w: inches(width * 1.08 + 4), h: inches(height + 2),
    margin: 0, valign: 'top', wrap: false, fit: 'none', paraSpaceAfter: 0, paraSpaceBefore: 0,
  });
}

/** A table where it was on the page; its rules stay in the background picture, so its cells draw none. */
function addTable(slide: PptxGenJS.Slide, table: Table, size: number, scale: number): void {
  const inches = (points: number) => (points * scale) / POINTS_PER_INCH;
  const rows = table.rows.map((cells) => cells.map((text) => ({ text })));
  slide.addTable(rows, {
    x: inches(table.x), y: inches(table.y), w: inches(table.right - table.x),
    // Rows as tall as on the page, so each sits in its band of the ruled background.
    rowH: inches((table.bottom - table.y) / table.rows.length),
    fontSize: Math.max(1, Math.round(size * scale * 10) / 10), fontFace: 'Arial', margin: 0, valign: 'middle',
    border: { type: 'none' },
  });
}

/** The most common text size among the lines of the table. */
function textSizeIn(blocks: TextBlock[], table: Table): number {
  const sizes = blocks.flatMap((block) => block.lines).filter((line) => tableHolding([table], line))
    .flatMap((line) => line.spans.map((span) => Math.round(span.size * 2) / 2));
  const counts = new Map<number, number>();
  for (const size of sizes) counts.set(size, (counts.get(size) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

function boxAround(lines: TextLine[]): Box {
  const x = Math.min(...lines.map((line) => line.bbox.x));
  const y = Math.min(...lines.map((line) => line.bbox.y));
  const right = Math.max(...lines.map((line) => line.bbox.x + line.bbox.width));
  const bottom = Math.max(...lines.map((line) => line.bbox.y + line.bbox.height));
  return { x, y, width: right - x, height: bottom - y };
}

function runStyle(span: TextSpan, scale: number): PptxGenJS.TextPropsOptions {
  return {
    fontSize: Math.max(1, Math.round(span.size * scale * 10) / 10),
    bold: span.bold,
    italic: span.italic,
    color: span.colour.slice(1).toUpperCase(),
    fontFace: span.monospace ? 'Courier New' : span.serif ? 'Times New Roman' : 'Arial',
  };
}
