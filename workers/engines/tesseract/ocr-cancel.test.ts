import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { defaultOcrSettings } from '../../../src/contract/ocr-pdf';
import { jobOf } from '../../../test/fixtures/engine-job';
import { ocrPdf } from './ocr-pdf';
import { ocrWorkerCount, releaseOcrWorkers } from './ocr-workers';

afterAll(releaseOcrWorkers);

async function scannedPages(count: number) {
  const doc = await PDFDocument.create();
  const scan = await doc.embedPng(corpusFile('ocr-phototest.png').bytes);
  for (let page = 0; page < count; page += 1) doc.addPage([320, 240]).drawImage(scan, { x: 0, y: 0, width: 320, height: 240 });
  return { name: 'pages.pdf', type: 'application/pdf', bytes: await doc.save() };
}

describe('ocrPdf cancelled while it reads', () => {
  it('stops after the page being read, releases its tesseract workers, and the next run starts afresh', async () => {
    const input = await scannedPages(4);
    const controller = new AbortController();
    const recognised: number[] = [];
    const run = ocrPdf(jobOf(input, defaultOcrSettings), (done, _total, stage) => {
      if (stage !== 'recognise') return;
      recognised.push(done);
      // Cancel as soon as the first page is read: three are left.
      if (done === 1) controller.abort();
    }, controller.signal);
    await expect(run).rejects.toMatchObject({ code: 'cancelled' });
    expect(ocrWorkerCount()).toBe(0);
    // Long enough for another page to be read, had the run gone on.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(recognised).toEqual([0, 1]);

    const again = await ocrPdf(jobOf(await scannedPages(1), defaultOcrSettings));
    expect(again.facts.report).toEqual([expect.objectContaining({ outcome: 'recognised' })]);
  });
});
