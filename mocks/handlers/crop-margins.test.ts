import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { marginsFixture } from '../../test/fixtures/layout-detection-fixtures';
import type { ContentBoxesAnswer } from '../../src/contract/crop-margins';

function post(path: string, files: File[]) {
  return callLocalApi(path, { method: 'POST', body: formWithFiles(files) });
}

describe('POST /api/crop-margins/detect and /api/crop-margins', () => {
  it('answers each page\'s content box, then the cropped PDF', async () => {
    const file = pdfFile({ name: 'plan.pdf', bytes: await marginsFixture() });
    const detected = await post('/api/crop-margins/detect', [file]);
    expect(detected.status).toBe(200);
    const { pages } = (await detected.json()) as ContentBoxesAnswer;
    expect(pages.map((page) => page.page)).toEqual([1, 2]);
    const response = await post('/api/crop-margins?margin=10&unit=pt&boxes=each', [file]);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject([{ filename: 'plan-cropped.pdf', pages: 2 }]);
  });

  it('answers 400 for a margin out of range or an unknown unit, and 422 for a file that is not a PDF', async () => {
    const file = pdfFile({ name: 'plan.pdf', bytes: await marginsFixture() });
    const big = await post('/api/crop-margins?margin=80&unit=mm', [file]);
    expect(big.status).toBe(400);
    expect(await big.text()).toBe('Margin must be a number from 0 to 50.');
    expect((await post('/api/crop-margins?unit=inch', [file])).status).toBe(400);
    const junk = await post('/api/crop-margins', [pdfFile({ name: 'junk.pdf', bytes: new TextEncoder().encode('nothing here') })]);
    expect(junk.status).toBe(422);
  });
});
