import { execFileSync } from 'node:child_process';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/corpus';
import { libreOfficeToPdf, pptxSlideTexts } from '../../../test/office-files';
import { pdftotextWords, wordRecall, wordsOf } from '../../../test/text-fidelity';
import { pdfToPowerpoint } from './pdf-to-powerpoint';

const paper = corpusFile('multipage-text-tracemonkey-14p.pdf');

describe('pdfToPowerpoint', () => {
  it('makes a slide per page at the page\'s aspect ratio, its text in editable boxes over a background picture', async () => {
    const { files } = await pdfToPowerpoint({ file: paper, pages: '1-3' });
    const bytes = new Uint8Array(await files[0].blob.arrayBuffer());
    const texts = await pptxSlideTexts(bytes);
    expect(texts).toHaveLength(3);
    texts.forEach((text, index) => {
      expect(wordRecall(pdftotextWords(paper.bytes, index + 1, index + 1), wordsOf(text))).toBeGreaterThanOrEqual(0.9);
    });
    const zip = await JSZip.loadAsync(bytes);
    const presentation = await zip.file('ppt/presentation.xml')!.async('string');
    const [, cx, cy] = /<p:sldSz cx="(\d+)" cy="(\d+)"/.exec(presentation)!;
    // US Letter, 612 x 792 points: the same ratio.
    expect(Number(cx) / Number(cy)).toBeCloseTo(612 / 792, 2);
    expect(Object.keys(zip.files).filter((name) => /^ppt\/media\/.+\.png$/.test(name))).toHaveLength(3);
    const slide = await zip.file('ppt/slides/slide1.xml')!.async('string');
    expect(slide).toContain('b="1"');
    // LibreOffice opens it, and its own PDF of the deck carries the first slide's words.
    const pdf = libreOfficeToPdf(bytes, 'paper.pptx');
    const words = wordsOf(execFileSync('pdftotext', ['-f', '1', '-l', '1', pdf, '-'], { encoding: 'utf8' }));
    expect(wordRecall(pdftotextWords(paper.bytes, 1, 1), words)).toBeGreaterThanOrEqual(0.9);
  });
});
