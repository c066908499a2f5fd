import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';
import { LAYER_SECRETS, layeredPdfBytes } from '../../../test/fixtures/layered-pdf';
import { changedPixels, popplerRender, popplerText, qdfText, qpdfRun } from '../../../test/readers/poppler-readers';
import { noSettings } from '../../../src/contract/api-call';
import { sanitizePdf, scanPdfRisks } from './sanitize-pdf';

const layered = async () => ({ name: 'layered.pdf', bytes: await layeredPdfBytes() });

describe('hidden layers', () => {
  it('counts the layers hidden when the file opens, and the one that prints anyway', async () => {
    const { facts } = await scanPdfRisks(jobOf(await layered(), noSettings));
    expect(facts).toMatchObject({ hiddenLayers: 3, printedHiddenLayers: 1 });
  });

  it('takes them out with what they draw, and the page looks and reads the same', async () => {
    const source = await layered();
    const output = await oneOutput(await sanitizePdf(jobOf(source, { remove: ['hidden-layers'] })));
    // The inline note stays: its hidden words share a line with shown ones, which would move.
    expect(output.after).toMatchObject({ hiddenLayers: 1, printedHiddenLayers: 0 });
    for (const secret of LAYER_SECRETS) expect(qdfText(source.bytes), secret).toContain(secret);
    const body = qdfText(output.bytes);
    for (const secret of [...LAYER_SECRETS, 'ANNOTSECRET', 'Draft notes', 'Print only', '/OCMD']) expect(body, secret).not.toContain(secret);
    for (const kept of ['Floor plan', 'Inline note', 'INLINEHIDDEN', 'Shown form text']) expect(body, kept).toContain(kept);
    expect(qpdfRun(output.bytes, ['--check']).status).toBe(0);
    expect(changedPixels(popplerRender(source.bytes, 1), popplerRender(output.bytes, 1))).toEqual([]);
    expect(popplerText(output.bytes, 1)).toBe(popplerText(source.bytes, 1));
  });

  it('leaves a file without hidden layers as it was', async () => {
    const source = await layered();
    const output = await oneOutput(await sanitizePdf(jobOf(source, { remove: ['javascript'] })));
    expect(output.after).toMatchObject({ hiddenLayers: 3 });
    expect(qdfText(output.bytes)).toContain('DRAFTSECRET');
  });

  it('takes out the hidden layers of pdf.js’s test files, which render the same after', async () => {
    const cases: Array<[string, number, number]> = [
      ['pdfjs-layers-issue18823.pdf', 4, 0],
      ['pdfjs-layers-issue269_1.pdf', 1, 0],
      // One hidden group stays: a shown membership's visibility expression names it.
      ['pdfjs-layers-visibility_expressions.pdf', 1, 1],
    ];
    for (const [name, before, after] of cases) {
      const source = corpusFile(name);
      const output = await oneOutput(await sanitizePdf(jobOf(source, { remove: ['hidden-layers'] })));
      expect([output.before.hiddenLayers, output.after.hiddenLayers], name).toEqual([before, after]);
      expect(changedPixels(popplerRender(source.bytes, 1), popplerRender(output.bytes, 1)), name).toEqual([]);
      expect(qpdfRun(output.bytes, ['--check']).status, name).toBe(0);
    }
  });
});
