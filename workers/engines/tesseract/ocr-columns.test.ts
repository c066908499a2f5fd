import { execFileSync } from 'node:child_process';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusDir } from '../../../test/fixtures/corpus';
import { jobOf } from '../../../test/fixtures/engine-job';
import { scratchFile } from '../../../test/readers/ocr-checks';
import { ocrOutputs } from '../../../test/readers/ocr-outputs';
import { wordRecall } from '../../../test/readers/word-recall';
import { defaultOcrSettings } from '../../../src/contract/ocr-pdf';
import { ocrPdf } from './ocr-pdf';
import { releaseOcrWorkers } from './ocr-workers';

afterAll(releaseOcrWorkers);

const SOURCE = `${corpusDir}multipage-text-tracemonkey-14p.pdf`;
const SCAN_PPI = 150;

/** Page 1 of the two-column TraceMonkey paper as a greyscale 150 ppi JPEG scan (poppler draws it). */
async function twoColumnScan(): Promise<Uint8Array> {
  const jpeg = execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', String(SCAN_PPI), '-gray', '-jpeg', '-singlefile', SOURCE]);
  const document = await PDFDocument.create();
  const image = await document.embedJpg(jpeg);
  const page = document.addPage([(image.width * 72) / SCAN_PPI, (image.height * 72) / SCAN_PPI]);
  page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  return document.save();
}

describe('ocrPdf on a two-column scan', async () => {
  const bytes = await twoColumnScan();
  const result = await ocrOutputs(await ocrPdf(jobOf({ name: 'scan.pdf', type: 'application/pdf', bytes }, defaultOcrSettings)));
  const searchable = execFileSync('pdftotext', [scratchFile('two-columns.pdf', result.pdf), '-'], { encoding: 'utf8' });
  const original = execFileSync('pdftotext', ['-f', '1', '-l', '1', SOURCE, '-'], { encoding: 'utf8' });

  it('reads each column down, not across both (tesseract finds the layout, as its command line does)', () => {
    const text = result.text.replace(/\s+/g, ' ');
    expect(text).toContain('Dynamic languages such as JavaScript are more difficult to com- pile than statically typed ones.');
    expect(text).toContain('Compilers for statically typed languages rely on type informa- tion to generate efficient machine code.');
  });

  it('finds at least 97% of the words of the page it was scanned from', () => {
    expect(wordRecall(original, searchable)).toBeGreaterThanOrEqual(0.97);
  });
});
