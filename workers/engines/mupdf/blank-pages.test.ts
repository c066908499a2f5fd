import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { blankPagesFixture } from '../../../test/fixtures/layout-detection-fixtures';
import { blankPages, BLANK_THRESHOLD } from '../../../src/contract/blank-page-rule';
import { openWithMupdf } from './open-mupdf';
import { detectPageContents } from './blank-pages';

async function factsOf(name: string, bytes: Uint8Array) {
  const pdf = await openWithMupdf({ name, bytes });
  try {
    return detectPageContents(pdf);
  } finally {
    pdf.doc.destroy();
  }
}

const threshold = BLANK_THRESHOLD.defaultValue;

describe('detectPageContents', () => {
  it('finds the empty page, the white scan and the noisy white scan blank, and nothing else', async () => {
    const facts = await factsOf('blanks.pdf', await blankPagesFixture());
    expect(facts.map(({ page, hasText, hasDrawing, hasImage, scanned }) => ({ page, hasText, hasDrawing, hasImage, scanned }))).toEqual([
      { page: 1, hasText: false, hasDrawing: false, hasImage: false, scanned: false },
      { page: 2, hasText: false, hasDrawing: false, hasImage: true, scanned: true },
      { page: 3, hasText: false, hasDrawing: false, hasImage: true, scanned: true },
      { page: 4, hasText: true, hasDrawing: false, hasImage: false, scanned: false },
      { page: 5, hasText: true, hasDrawing: false, hasImage: false, scanned: false },
      { page: 6, hasText: false, hasDrawing: true, hasImage: false, scanned: false },
      { page: 7, hasText: false, hasDrawing: true, hasImage: false, scanned: false },
      { page: 8, hasText: false, hasDrawing: false, hasImage: true, scanned: true },
    ]);
    console.info('blank fixture ink per page (%):', facts.map((page) => (page.ink * 100).toFixed(3)).join(' '));
    // The specks are dark but isolated: the few that touch by chance are a trace of ink.
    expect(facts[2].ink * 100).toBeLessThan(0.01);
    // A white rectangle leaves no mark; a thin line does.
    expect(facts.map((page) => page.marked)).toEqual([false, false, true, true, true, false, true, true]);
    // Punched holes are ink, but far less than the default threshold.
    expect(facts[7].ink * 100).toBeGreaterThan(0);
    expect(facts[7].ink * 100).toBeLessThan(threshold / 2);
    expect(blankPages(facts, threshold)).toEqual([1, 2, 3, 6, 8]);
  });

  it('keeps a scanned page with real content, far above the default threshold', async () => {
    const [page] = await factsOf('scan.pdf', corpusFile('scanned-no-text-01.pdf').bytes);
    console.info('scanned-no-text-01 ink (%):', (page.ink * 100).toFixed(2));
    expect(page).toMatchObject({ hasText: false, hasImage: true, scanned: true });
    expect(page.ink * 100).toBeGreaterThan(threshold * 4);
    expect(blankPages([page], threshold)).toEqual([]);
  });

  it('finds no blank page in the corpus documents', async () => {
    for (const name of ['multipage-text-tracemonkey-14p.pdf', 'multipage-mixed-geotopo-117p.pdf']) {
      const started = performance.now();
      const facts = await factsOf(name, corpusFile(name).bytes);
      // A measure for the notes, not a limit: detection reads and renders every page at 50 dpi.
      console.info(`${name}: ${facts.length} pages detected in ${Math.round(performance.now() - started)} ms`);
      expect(blankPages(facts, BLANK_THRESHOLD.max)).toEqual([]);
    }
  }, 120_000);
});
