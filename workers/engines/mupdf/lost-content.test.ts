// Files cut off inside a large stream (test/cut-stream-fixtures.ts): MuPDF rebuilds them and every
// page opens, but the stream's data is not all there. The check must name the page.
import { describe, expect, it } from 'vitest';
import { repairPdf } from './repair-pdf';
import { checkPageContent } from './lost-content';
import { openWithMupdf } from './open-mupdf';
import { cutInLastStream, flateStreams, latin1, photoOnPageTwo } from '../../../test/fixtures/cut-stream-fixtures';
import { qpdfCheck } from '../../../test/readers/mupdf-checks';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';
import { noSettings } from '../../../src/contract/api-call';

const repair = async (name: string, bytes: Uint8Array) => oneOutput(await repairPdf(jobOf({ name, bytes }, noSettings)));

describe('checkPageContent after a repair', () => {
  it('names page 2 when the photo it shows was cut off mid-JPEG, and qpdf agrees the repaired image is broken', async () => {
    const result = await repair('cut-photo.pdf', cutInLastStream(photoOnPageTwo()));
    expect(result.pageCount).toBe(3);
    expect(result.report.problems).toContainEqual({ code: 'content-lost', kind: 'image', count: 1, pages: [2] });
    expect(result.report.problems.filter((problem) => problem.code === 'content-lost')).toHaveLength(1);
    expect(result.report.engineMessages.join('\n')).toMatch(/jpeg/i);
    expect(qpdfCheck(result.bytes).output).toMatch(/error decoding stream data for object \d+ 0: invalid jpeg data/);
  });

  it('names page 3 when its long Flate content stream was cut off', async () => {
    const result = await repair('cut-content.pdf', cutInLastStream(flateStreams({ imageLast: false })));
    expect(result.report.problems).toContainEqual({ code: 'content-lost', kind: 'page-content', count: 1, pages: [3] });
    expect(result.report.problems.filter((problem) => problem.code === 'content-lost')).toHaveLength(1);
  });

  it('names page 1 when a Flate image inside a form on it was cut off', async () => {
    const result = await repair('cut-image.pdf', cutInLastStream(flateStreams({ imageLast: true })));
    expect(result.report.problems).toContainEqual({ code: 'content-lost', kind: 'image', count: 1, pages: [1] });
    expect(result.report.problems.filter((problem) => problem.code === 'content-lost')).toHaveLength(1);
  });

  it('finds nothing lost in the same files whole', async () => {
    for (const bytes of [photoOnPageTwo(), flateStreams({ imageLast: false }), flateStreams({ imageLast: true })]) {
      const pdf = await openWithMupdf({ name: 'whole.pdf', bytes });
      try {
        expect(checkPageContent(pdf.mupdf, pdf.doc, pdf.pageCount)).toEqual({ lost: [], imagesUnchecked: 0, messages: [] });
      } finally {
        pdf.doc.destroy();
      }
    }
  });

  it('leaves images past the pixel cap unchecked, and counts them', async () => {
    const pdf = await openWithMupdf({ name: 'cut-photo.pdf', bytes: cutInLastStream(photoOnPageTwo()) });
    try {
      expect(checkPageContent(pdf.mupdf, pdf.doc, pdf.pageCount, 1000)).toMatchObject({ lost: [], imagesUnchecked: 1 });
    } finally {
      pdf.doc.destroy();
    }
  });

  it('names a page whose content stream is missing from the file', async () => {
    const whole = photoOnPageTwo();
    const text = new TextDecoder('latin1').decode(whole);
    // Object 7 (page 2's content) renamed out of existence: the page points at nothing.
    const bytes = latin1(text.replace('\n7 0 obj', '\n77 0 obj'));
    const pdf = await openWithMupdf({ name: 'no-content.pdf', bytes });
    try {
      expect(checkPageContent(pdf.mupdf, pdf.doc, pdf.pageCount).lost).toEqual([{ kind: 'page-content', pages: [2] }]);
    } finally {
      pdf.doc.destroy();
    }
  });
});
