import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { reversePdf } from './reverse-pdf';
import { corpusFile, pageTexts } from '../../../test/fixtures/corpus';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';
import { wordPagesFile } from '../../../test/fixtures/word-pages';
import { popplerPageTexts } from '../../../test/readers/poppler-readers';
import { linkSummary, pageObjectCount } from '../../../test/readers/pdf-structure';
import { outlineLines, qpdfOutline } from '../../../test/readers/qpdf-outline';
import { inlineNamedDestinations } from './named-destinations';
import { noSettings } from '../../../src/contract/api-call';

describe('reversePdf', () => {
  it('puts the last page first, read back by pdftotext', async () => {
    const file = await wordPagesFile('stack.pdf', 'page', 5);
    const [reversed] = (await reversePdf(jobOf(file, noSettings))).outputs;
    expect(reversed.name).toBe('stack-reversed.pdf');
    expect(reversed.pages).toBe(5);
    expect(popplerPageTexts(outputBytes(reversed))).toEqual(['page5', 'page4', 'page3', 'page2', 'page1']);
  });

  it('reverses the 14-page corpus file', async () => {
    const tracemonkey = corpusFile('multipage-text-tracemonkey-14p.pdf');
    const [reversed] = (await reversePdf(jobOf(tracemonkey, noSettings))).outputs;
    expect(await pageTexts(outputBytes(reversed))).toEqual((await pageTexts(tracemonkey.bytes)).reverse());
  });

  it('keeps links leading to their pages’ new places, and the bookmarks', async () => {
    const outline = corpusFile('multipage-outline-links-4p.pdf');
    const source = await PDFDocument.load(outline.bytes);
    inlineNamedDestinations(source);
    const [reversed] = (await reversePdf(jobOf(outline, noSettings))).outputs;
    const output = await PDFDocument.load(outputBytes(reversed));
    const links = linkSummary(output);
    expect(links.dangling).toBe(0);
    expect(links.internalTargets).toEqual(linkSummary(source).internalTargets.map((target) => 3 - target));
    expect(pageObjectCount(output)).toBe(4);
    // The source's bookmarks lead to named destinations: read them once inlined, as the engine does.
    const before = outlineLines(qpdfOutline(await source.save()));
    const after = outlineLines(qpdfOutline(outputBytes(reversed)));
    expect(after).toEqual(before.map((line) => line.replace(/→ (\d+)$/, (_, page: string) => `→ ${5 - Number(page)}`)));
  });
});
