import { PDFArray, PDFDict, PDFName, PDFNumber, PDFString, PDFHexString, type PDFDocument } from 'pdf-lib';
import { onlyFile, pdfOutput, type EngineJob, type EngineResult, type NoFacts } from '../../../src/contract/engine-job';
import type { NoSettings } from '../../../src/contract/api-call';
import { readNamedPdf } from '../../../src/contract/named-file';
import { outputFilename } from '../../../src/contract/output-names';
import {
  checkPageLabelsSettings, PAGE_LABELS_SUFFIX, pageLabelsBeyond, pageLabelsOperation, readPageLabelsOperation,
  type PageLabelRange, type PageLabelsSettings, type PageLabelStyle,
} from '../../../src/contract/page-labels';
import { EngineError } from '../../../src/contract/errors';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import { implement } from '../../runtime/operations';
import { withPdf } from './with-pdf';
import { saveWithPdfLib } from '../pdf-lib-pace';

const STYLE_NAMES: Record<Exclude<PageLabelStyle, 'none'>, string> = {
  decimal: 'D', 'roman-lower': 'r', 'roman-upper': 'R', 'letters-lower': 'a', 'letters-upper': 'A',
};
const PAGE_LABELS = PDFName.of('PageLabels');

/** The number tree's pairs, its kids' included, in page order. */
function numberTreePairs(node: PDFDict, seen = new Set<PDFDict>()): Array<[number, PDFDict]> {
  if (seen.has(node)) return [];
  seen.add(node);
  const pairs: Array<[number, PDFDict]> = [];
  const nums = node.lookup(PDFName.of('Nums'));
  if (nums instanceof PDFArray) {
    for (let index = 0; index + 1 < nums.size(); index += 2) {
      const key = nums.lookup(index);
      const value = nums.lookup(index + 1);
      if (key instanceof PDFNumber && value instanceof PDFDict) pairs.push([key.asNumber(), value]);
    }
  }
  const kids = node.lookup(PDFName.of('Kids'));
  if (kids instanceof PDFArray) {
    for (let index = 0; index < kids.size(); index += 1) {
      const kid = kids.lookup(index);
      if (kid instanceof PDFDict) pairs.push(...numberTreePairs(kid, seen));
    }
  }
  return pairs.sort((a, b) => a[0] - b[0]);
}

function styleOf(dictionary: PDFDict): PageLabelStyle {
  const name = dictionary.lookup(PDFName.of('S'));
  const found = Object.entries(STYLE_NAMES).find(([, short]) => name instanceof PDFName && name.decodeText() === short);
  return (found?.[0] as PageLabelStyle | undefined) ?? 'none';
}

/** The label ranges a document has, as the contract writes them. */
export function readLabelRanges(document: PDFDocument): PageLabelRange[] {
  const tree = document.catalog.lookup(PAGE_LABELS);
  if (!(tree instanceof PDFDict)) return [];
  const pageCount = document.getPageCount();
  return numberTreePairs(tree)
    .filter(([index]) => Number.isInteger(index) && index >= 0 && index < pageCount)
    .map(([index, dictionary]) => {
      const prefix = dictionary.lookup(PDFName.of('P'));
      const start = dictionary.lookup(PDFName.of('St'));
      return {
        fromPage: index + 1,
        style: styleOf(dictionary),
        prefix: prefix instanceof PDFString || prefix instanceof PDFHexString ? prefix.decodeText() : '',
        start: start instanceof PDFNumber && start.asNumber() >= 1 ? Math.floor(start.asNumber()) : 1,
      };
    });
}

/** Writes the ranges as the catalog's /PageLabels (none removes them). PDF asks for a label from page 1. */
export function writeLabelRanges(document: PDFDocument, ranges: PageLabelRange[]): void {
  if (ranges.length === 0) {
    document.catalog.delete(PAGE_LABELS);
    return;
  }
  const all: PageLabelRange[] = ranges[0].fromPage === 1 ? ranges : [{ fromPage: 1, style: 'decimal', prefix: '', start: 1 }, ...ranges];
  const nums = all.flatMap((range) => {
    const entry: Record<string, unknown> = { Type: 'PageLabel' };
    if (range.style !== 'none') entry.S = STYLE_NAMES[range.style];
    if (range.prefix) entry.P = PDFHexString.fromText(range.prefix);
    if (range.start !== 1) entry.St = range.start;
    return [range.fromPage - 1, document.context.obj(entry as never)];
  });
  document.catalog.set(PAGE_LABELS, document.context.obj({ Nums: nums }));
}

export const readPageLabels = implement(readPageLabelsOperation, async (job: EngineJob<NoSettings>): Promise<EngineResult<PageLabelsSettings & { pageCount: number }>> => {
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, async (document) => ({ outputs: [], facts: { ranges: readLabelRanges(document), pageCount: document.getPageCount() } }));
});

export const writePageLabels = implement(pageLabelsOperation, async (job: EngineJob<PageLabelsSettings>): Promise<EngineResult<NoFacts>> => {
  const settings = withSettingsChecked(() => checkPageLabelsSettings(job.settings));
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, async (document) => {
    const beyond = pageLabelsBeyond(settings, document.getPageCount());
    if (beyond) throw new EngineError('bad-params', beyond);
    writeLabelRanges(document, settings.ranges);
    const bytes = await saveWithPdfLib(document);
    return { outputs: [pdfOutput(outputFilename(file.name, PAGE_LABELS_SUFFIX), bytes, document.getPageCount())], facts: {} };
  });
});
