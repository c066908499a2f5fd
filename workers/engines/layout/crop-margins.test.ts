import { describe, expect, it } from 'vitest';
import { degrees, PDFDocument } from 'pdf-lib';
import { contentBoxes, marginsFixture } from '../../../test/fixtures/layout-detection-fixtures';
import { corpusFile } from '../../../test/fixtures/corpus';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';
import { popplerText } from '../../../test/readers/poppler-readers';
import { pdfinfoCropBoxes } from '../../../test/readers/pdfinfo-pages';
import { cropMargins, detectPageContentBoxes } from './crop-margins';

function expectWithin(actual: number[], expected: readonly number[], tolerance: number) {
  actual.forEach((value, index) => expect(Math.abs(value - expected[index]), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance));
}

const grown = (box: readonly number[], margin: number) => [box[0] - margin, box[1] - margin, box[2] + margin, box[3] + margin];

describe('cropMargins', () => {
  it('crops each page to its own content plus the margin, within 2 pt (pdfinfo -box)', async () => {
    const result = await oneOutput(await cropMargins(jobOf({ name: 'plan.pdf', bytes: await marginsFixture() }, { margin: 10, unit: 'pt', boxes: 'each' })));
    expect(result.name).toBe('plan-cropped.pdf');
    expect(result.cropped).toBe(2);
    const boxes = pdfinfoCropBoxes(result.bytes);
    expect(boxes).toHaveLength(2);
    expectWithin(boxes[0], grown(contentBoxes[0], 10), 2);
    expectWithin(boxes[1], grown(contentBoxes[1], 10), 2);
    // The content is not touched: the word is still there.
    expect(popplerText(result.bytes, 1)).toContain('Inside');
  });

  it('crops every page to the union of their content; a margin in mm', async () => {
    const result = await oneOutput(await cropMargins(jobOf({ name: 'plan.pdf', bytes: await marginsFixture() }, { margin: 5, unit: 'mm', boxes: 'same' })));
    const union = [60, 150, 400, 700];
    const margin = (5 * 72) / 25.4;
    for (const box of pdfinfoCropBoxes(result.bytes)) expectWithin(box, grown(union, margin), 2);
  });

  it('finds the box of a rotated page in its own user space', async () => {
    const document = await PDFDocument.load(await marginsFixture());
    document.getPage(0).setRotation(degrees(90));
    const bytes = await document.save();
    const result = await oneOutput(await cropMargins(jobOf({ name: 'turned.pdf', bytes }, { margin: 0, unit: 'pt', boxes: 'each' })));
    expectWithin(pdfinfoCropBoxes(result.bytes)[0], contentBoxes[0], 2);
  });

  it('answers content boxes in points from the top-left of the page as shown', async () => {
    const { facts } = await detectPageContentBoxes(jobOf({ name: 'plan.pdf', bytes: await marginsFixture() }, {}));
    const [first] = facts.pages;
    expect(first).toMatchObject({ page: 1, width: 612, height: 792 });
    expectWithin([first.content!.left, first.content!.top, first.content!.right, first.content!.bottom], [100, 792 - 600, 400, 792 - 150], 2);
  });

  it('crops the 117-page corpus file, each page reported', async () => {
    const file = corpusFile('multipage-mixed-geotopo-117p.pdf');
    const reports: number[] = [];
    const started = performance.now();
    const result = await oneOutput(await cropMargins(jobOf(file, { margin: 10, unit: 'pt', boxes: 'each' }), (done) => reports.push(done)));
    // A measure for the notes, not a limit: detection renders every page at 72 dpi.
    console.info(`crop margins, ${file.name}: ${Math.round(performance.now() - started)} ms, ${result.cropped} pages cropped`);
    expect(reports.at(-1)).toBe(117);
    expect(pdfinfoCropBoxes(result.bytes)).toHaveLength(117);
  }, 120_000);
});
