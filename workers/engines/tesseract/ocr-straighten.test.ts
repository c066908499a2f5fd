import { readFileSync } from 'node:fs';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { popplerPagePng, popplerText, scratchFile, storedImages, textLayerMisses } from '../../../test/readers/ocr-checks';
import { defaultOcrSettings } from '../../../src/contract/ocr-pdf';
import { jobOf } from '../../../test/fixtures/engine-job';
import { ocrOutputs } from '../../../test/readers/ocr-outputs';
import { ocrPdf } from './ocr-pdf';
import { releaseOcrWorkers } from './ocr-workers';

afterAll(releaseOcrWorkers);

const lines = [
  'Scanned letters rarely arrive perfectly straight on the glass.',
  'Somebody turns the page sideways, another feeds it at an angle,',
  'and the reader expects every word to be found exactly where',
  'it appears, whatever happened between the paper and the file.',
  'Careful software measures the orientation of the printed lines',
  'before reading them, then corrects the whole page at once.',
  'Thirteen thousand kilometres separate these distant harbours.',
];

/** A page of text as a 300 dpi scan would give it: an image only, no text. */
async function scannedTextPage(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  lines.forEach((line, index) => page.drawText(line, { x: 60, y: 760 - index * 20, size: 13, font }));
  return new Uint8Array(readFileSync(popplerPagePng(scratchFile('text-page.pdf', await doc.save()), 1, 300)));
}

/** A PDF whose one page shows the scan turned or slanted by `angle` degrees (counter-clockwise). */
async function placedScan(scan: Uint8Array, angle: number) {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(scan);
  if (angle === 90) {
    doc.addPage([842, 595]).drawImage(image, { x: 842, y: 0, width: 595, height: 842, rotate: degrees(90) });
  } else {
    doc.addPage([595, 842]).drawImage(image, { x: 20, y: -10, width: 595, height: 842, rotate: degrees(angle) });
  }
  return { name: `scan-${angle}.pdf`, type: 'application/pdf', bytes: await doc.save() };
}

describe('ocrPdf turning and straightening pages', async () => {
  const scan = await scannedTextPage();

  it('turns a sideways page upright (orientation detection) and lays each word over its ink', async () => {
    const input = await placedScan(scan, 90);
    const result = await ocrOutputs(await ocrPdf(jobOf(input, { ...defaultOcrSettings, rotate: true })));
    expect(result.pages[0]).toMatchObject({ outcome: 'recognised', turnedDegrees: 90 });
    const output = scratchFile('turned.pdf', result.pdf);
    expect(popplerText(output)).toContain('Thirteen thousand kilometres');
    const { landmarks, misses } = textLayerMisses(output);
    expect(landmarks).toBeGreaterThanOrEqual(12);
    expect(misses).toEqual([]);
    // Turned by /Rotate: the scan itself is stored as it was.
    expect(storedImages(output)).toEqual(storedImages(scratchFile('sideways.pdf', input.bytes)));
  });

  it('straightens a page scanned 3° askew and lays each word over its ink', async () => {
    const input = await placedScan(scan, 3);
    const result = await ocrOutputs(await ocrPdf(jobOf(input, { ...defaultOcrSettings, deskew: true })));
    const fact = result.pages[0];
    expect(fact).toMatchObject({ outcome: 'recognised' });
    expect(fact.outcome === 'recognised' && Math.abs(fact.straightenedDegrees ?? 0)).toBeCloseTo(3, 0);
    const output = scratchFile('straightened.pdf', result.pdf);
    expect(popplerText(output)).toContain('Thirteen thousand kilometres');
    const { landmarks, misses } = textLayerMisses(output);
    expect(landmarks).toBeGreaterThanOrEqual(12);
    expect(misses).toEqual([]);
    // Straightened by a rotation around the content: the scan itself is stored as it was.
    expect(storedImages(output)).toEqual(storedImages(scratchFile('askew.pdf', input.bytes)));
  });
});
