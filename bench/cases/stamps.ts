// Page numbers and watermark on a large real-world PDF: Folio's stamp engines against qpdf overlaying a
// ready-made stamp PDF (made here with pdf-lib, untimed) — the native way to put the same marks on every page.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts, degrees } from 'pdf-lib';
import { addPageNumbers } from '../../workers/engines/stamps/add-page-numbers';
import { addWatermark } from '../../workers/engines/stamps/add-watermark';
import { defaultPageNumberSettings } from '../../src/contract/add-page-numbers';
import { defaultWatermarkSettings } from '../../src/contract/add-watermark';
import { corpusDir } from '../../test/fixtures/corpus';
import { timeRuns, type Timing } from '../measure';
import { checkPdf, countPages, pageCounterName, runQpdf, runTool, toolVersion } from '../pdf-tools';
import type { BenchSection } from '../results-writer';

const SOURCE = 'multipage-mixed-geotopo-117p.pdf';
const SOURCE_PAGES = 117;

export async function benchPageNumbers(workDir: string): Promise<BenchSection> {
  const sourcePath = join(corpusDir, SOURCE);
  const bytes = new Uint8Array(readFileSync(sourcePath));
  const settings = { ...defaultPageNumberSettings, prefix: 'Page ' };
  const folio = await timeRuns(() => addPageNumbers({ files: [{ name: SOURCE, data: bytes }], settings }));
  const folioPath = join(workDir, 'folio.pdf');
  writeFileSync(folioPath, folio.result.outputs[0].data as Uint8Array);

  // One stamp page per source page, each with its number, the size of the page it goes on.
  const stampsPath = join(workDir, 'numbers.pdf');
  writeFileSync(stampsPath, await numberStamps(bytes));
  const qpdfPath = join(workDir, 'qpdf.pdf');
  const qpdf = await timeRuns(() => runQpdf([sourcePath, '--overlay', stampsPath, '--', qpdfPath]));

  const rows = [row('Folio', folioPath, folio.timing), row('qpdf --overlay', qpdfPath, qpdf.timing)];
  for (const path of [folioPath, qpdfPath]) expectText(path, SOURCE_PAGES, `Page ${SOURCE_PAGES}`);
  return {
    title: `Add page numbers: ${SOURCE} (${SOURCE_PAGES} pages)`,
    description:
      `'Page N' at the bottom centre of every page. Folio: \`addPageNumbers\` (pdf-lib, Arimo embedded as a subset, ` +
      'placed by each page\'s crop box and rotation, saved with object streams). Reference: `qpdf in.pdf --overlay numbers.pdf -- out.pdf`, ' +
      'where numbers.pdf (made beforehand, untimed) holds one page per source page with its number in Helvetica (not embedded).',
    reference: 'qpdf --overlay',
    rows,
    notes: [`${toolVersion('qpdf')}; pages counted with ${pageCounterName}; page ${SOURCE_PAGES}'s text checked with pdftotext.`],
  };
}

export async function benchWatermark(workDir: string): Promise<BenchSection> {
  const sourcePath = join(corpusDir, SOURCE);
  const bytes = new Uint8Array(readFileSync(sourcePath));
  const settings = { ...defaultWatermarkSettings, size: 60, rotation: 45, opacity: 30 };
  const folio = await timeRuns(() => addWatermark({ files: [{ name: SOURCE, data: bytes }], settings }));
  const folioPath = join(workDir, 'folio.pdf');
  writeFileSync(folioPath, folio.result.outputs[0].data as Uint8Array);

  const stampPath = join(workDir, 'watermark.pdf');
  writeFileSync(stampPath, await watermarkStamp(bytes));
  const qpdfPath = join(workDir, 'qpdf.pdf');
  const qpdf = await timeRuns(() => runQpdf([sourcePath, '--overlay', stampPath, '--repeat=1', '--', qpdfPath]));

  return {
    title: `Add watermark: ${SOURCE} (${SOURCE_PAGES} pages)`,
    description:
      '\'CONFIDENTIAL\', 60 pt, turned 45°, 30 % opacity, centred on every page. Folio: `addWatermark` (pdf-lib, Arimo subset, ' +
      'one shared transparency state). Reference: `qpdf in.pdf --overlay watermark.pdf --repeat=1 -- out.pdf` with a one-page ' +
      'watermark PDF made beforehand (untimed).',
    reference: 'qpdf --overlay',
    rows: [row('Folio', folioPath, folio.timing), row('qpdf --overlay', qpdfPath, qpdf.timing)],
    notes: [`${toolVersion('qpdf')}; pages counted with ${pageCounterName}.`],
  };
}

function row(tool: string, path: string, timing: Timing) {
  const pages = countPages(path);
  if (pages !== SOURCE_PAGES) throw new Error(`${tool}: output has ${pages} pages, expected ${SOURCE_PAGES}`);
  return { tool, timing, outputBytes: readFileSync(path).byteLength, pages, check: checkPdf(path).verdict };
}

function expectText(path: string, page: number, text: string): void {
  const found = runTool('pdftotext', ['-f', String(page), '-l', String(page), path, '-']).stdout;
  if (!found.includes(text)) throw new Error(`${path}: page ${page} does not show "${text}"`);
}

async function numberStamps(source: Uint8Array): Promise<Uint8Array> {
  const original = await PDFDocument.load(source);
  const stamps = await PDFDocument.create();
  const font = await stamps.embedFont(StandardFonts.Helvetica);
  original.getPages().forEach((page, index) => {
    const { width, height } = page.getSize();
    const label = `Page ${index + 1}`;
    stamps.addPage([width, height]).drawText(label, { x: (width - font.widthOfTextAtSize(label, 12)) / 2, y: 30, size: 12, font });
  });
  return stamps.save();
}

async function watermarkStamp(source: Uint8Array): Promise<Uint8Array> {
  const { width, height } = (await PDFDocument.load(source)).getPage(0).getSize();
  const stamp = await PDFDocument.create();
  const font = await stamp.embedFont(StandardFonts.Helvetica);
  stamp.addPage([width, height]).drawText('CONFIDENTIAL', { x: width / 2 - 150, y: height / 2 - 150, size: 60, font, rotate: degrees(45), opacity: 0.3 });
  return stamp.save();
}
