// The page-layout tools as workflow steps (src/contract/steps/layout.ts), run as the command line runs them,
// their outputs measured by poppler's pdfinfo and checked by qpdf, not by the engines that made them.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { findWorkflowStep } from '../../src/contract/workflow-catalog';
import { checkChain } from '../../src/contract/workflow-chain';
import { popplerPageBoxes } from '../readers/poppler-readers';
import { bytesOf, corpusFile, outputsOf, saved } from '../setup/workflow-steps';
import type { FlowFile } from '../../src/lib/workflow-runner';

const FOUR_PAGES = 'multipage-outline-links-4p.pdf'; // A4, 595.276 × 841.89
const LETTER_14 = 'multipage-text-tracemonkey-14p.pdf'; // Letter, 612 × 792
const A4 = { width: 595.28, height: 841.89 };
const A4_LANDSCAPE = { width: A4.height, height: A4.width };

/** Every page is this size, to the point. */
function expectEachSized(pages: Array<{ width: number; height: number }>, { width, height }: { width: number; height: number }) {
  for (const page of pages) {
    expect(page.width).toBeCloseTo(width, 0);
    expect(page.height).toBeCloseTo(height, 0);
  }
}

/** The one PDF the chain gave, its pages' sizes as pdfinfo reads them; qpdf finds nothing wrong with it. */
async function pagesOf(outputs: FlowFile[]): Promise<Array<{ width: number; height: number }>> {
  expect(outputs).toHaveLength(1);
  expect(outputs[0].name).toMatch(/\.pdf$/);
  execFileSync('qpdf', ['--check', await saved(outputs[0])], { stdio: 'pipe' });
  return popplerPageBoxes(await bytesOf(outputs[0]));
}

describe('the page-layout steps', () => {
  it('N-up, 2 per sheet: the 4 pages on 2 sheets, landscape A4 like the pages', async () => {
    const sheets = await pagesOf(await outputsOf([corpusFile(FOUR_PAGES)], ['n-up-pdf', { perSheet: '2' }]));
    expect(sheets).toHaveLength(2);
    expectEachSized(sheets, A4_LANDSCAPE);
  }, 60_000);

  it('Booklet: 14 pages made up to 16, four folded sheets of two sides, each two pages wide', async () => {
    const sides = await pagesOf(await outputsOf([corpusFile(LETTER_14)], ['booklet-pdf']));
    expect(sides).toHaveLength(8);
    expectEachSized(sides, { width: 2 * 612, height: 792 });
  }, 60_000);

  it('Resize pages to A4: every Letter page becomes 595 × 842', async () => {
    const pages = await pagesOf(await outputsOf([corpusFile(LETTER_14)], ['resize-pdf', { paper: 'a4', mode: 'scale' }]));
    expect(pages).toHaveLength(14);
    expectEachSized(pages, A4);
  }, 60_000);

  it('Crop margins, one box for every page: the same pages, each smaller than the Letter page', async () => {
    const pages = await pagesOf(await outputsOf([corpusFile(LETTER_14)], ['crop-margins', { margin: 5, unit: 'mm', boxes: 'same' }]));
    expect(pages).toHaveLength(14);
    const [first] = pages;
    expect(first.width).toBeLessThan(612 - 20);
    expect(first.height).toBeLessThan(792 - 20);
    for (const page of pages) expect(page).toEqual(first);
  }, 60_000);

  it('Poster at 200 % on A4: each A4 page on several A4 sheets', async () => {
    const tiles = await pagesOf(await outputsOf([corpusFile(FOUR_PAGES)], ['poster-pdf', { scale: 200 }]));
    expect(tiles.length).toBeGreaterThanOrEqual(4 * 4);
    expect(tiles.length % 4).toBe(0);
    expectEachSized(tiles, A4);
  }, 60_000);

  it('Resize pages → N-up: 14 Letter pages scaled to A4, then 2 per A4 sheet, landscape', async () => {
    const sheets = await pagesOf(await outputsOf([corpusFile(LETTER_14)], ['resize-pdf', { paper: 'a4' }], ['n-up-pdf', { perSheet: '2', sheet: 'a4' }]));
    expect(sheets).toHaveLength(7);
    expectEachSized(sheets, A4_LANDSCAPE);
  }, 90_000);

  it('a length typed out of range holds the chain back, named by the call\'s own check', () => {
    const resize = findWorkflowStep('resize-pdf')!;
    const crop = findWorkflowStep('crop-margins')!;
    expect(checkChain([{ kind: resize, settings: { ...(resize.defaults as object), margin: 101 } }], ['pdf'])).toEqual([
      { kind: 'bad-settings', step: 0, message: 'The margin must be a number from 0 to 100.' },
    ]);
    expect(checkChain([{ kind: crop, settings: { ...(crop.defaults as object), unit: 'mm', margin: 60 } }], ['pdf'])).toEqual([
      { kind: 'bad-settings', step: 0, message: 'Margin must be a number from 0 to 50.' },
    ]);
  });
});
