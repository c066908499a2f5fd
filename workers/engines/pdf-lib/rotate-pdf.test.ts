import { describe, expect, it } from 'vitest';
import { degrees, PDFDocument } from 'pdf-lib';
import { rotatePdf } from './rotate-pdf';
import { inlineNamedDestinations } from './named-destinations';
import { corpusFile, pageTexts } from '../../../test/fixtures/corpus';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';
import { wordPagesBytes, wordPagesFile } from '../../../test/fixtures/word-pages';
import { popplerPageBoxes, popplerPageTexts } from '../../../test/readers/poppler-readers';
import { linkSummary } from '../../../test/readers/pdf-structure';
import { outlineLines, qpdfOutline } from '../../../test/readers/qpdf-outline';
import { defaultRotateSettings, type RotateSettings } from '../../../src/contract/rotate-pdf';

const settings = (change: Partial<RotateSettings>): RotateSettings => ({ ...defaultRotateSettings, ...change });
const rotationsOf = (bytes: Uint8Array) => popplerPageBoxes(bytes).map((page) => page.rotation);

describe('rotatePdf', () => {
  it('turns every page a quarter clockwise by default, pages in place', async () => {
    const file = await wordPagesFile('doc.pdf', 'p', 3);
    const { outputs: [output] } = await rotatePdf(jobOf(file, settings({})));
    expect(output.name).toBe('doc-rotated.pdf');
    expect(rotationsOf(outputBytes(output))).toEqual([90, 90, 90]);
    expect(popplerPageTexts(outputBytes(output))).toEqual(['p1', 'p2', 'p3']);
  });

  it('turns odd pages, even pages or the typed pages, by 180 or a quarter counter-clockwise', async () => {
    const file = await wordPagesFile('doc.pdf', 'p', 5);
    const run = async (change: Partial<RotateSettings>) => rotationsOf(outputBytes((await rotatePdf(jobOf(file, settings(change)))).outputs[0]));
    expect(await run({ which: 'odd', angle: '180' })).toEqual([180, 0, 180, 0, 180]);
    expect(await run({ which: 'even', angle: '270' })).toEqual([0, 270, 0, 270, 0]);
    expect(await run({ which: 'range', pages: '2-3, 5', angle: '90' })).toEqual([0, 90, 90, 0, 90]);
  });

  it('adds the turn to a page’s own rotation, modulo 360', async () => {
    const document = await PDFDocument.load(await wordPagesBytes(['a', 'b']));
    document.getPage(0).setRotation(degrees(270));
    document.getPage(1).setRotation(degrees(90));
    const { outputs: [output] } = await rotatePdf(jobOf({ name: 't.pdf', bytes: await document.save() }, settings({ angle: '180' })));
    expect(rotationsOf(outputBytes(output))).toEqual([90, 270]);
  });

  it('keeps the corpus pages whole: text, links and bookmarks leading to the same pages', async () => {
    const outline = corpusFile('multipage-outline-links-4p.pdf');
    // The source's links and bookmarks use named destinations: compare with them inlined, as the engine does.
    const source = await PDFDocument.load(outline.bytes);
    inlineNamedDestinations(source);
    const { outputs: [output] } = await rotatePdf(jobOf(outline, settings({ which: 'even' })));
    expect(await pageTexts(outputBytes(output))).toEqual(await pageTexts(outline.bytes));
    const links = linkSummary(await PDFDocument.load(outputBytes(output)));
    expect(links).toEqual(linkSummary(source));
    expect(links.internalTargets.length).toBeGreaterThan(0);
    expect(outlineLines(qpdfOutline(outputBytes(output)))).toEqual(outlineLines(qpdfOutline(await source.save())));
  });

  it('refuses a page the file does not have', async () => {
    const tracemonkey = corpusFile('multipage-text-tracemonkey-14p.pdf');
    await expect(rotatePdf(jobOf(tracemonkey, settings({ which: 'range', pages: '3, 20' })))).rejects.toMatchObject({
      code: 'bad-params', message: 'Page 20 does not exist: this document has 14 pages',
    });
  });
});
