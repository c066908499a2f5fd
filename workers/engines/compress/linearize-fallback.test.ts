import { describe, expect, it, vi } from 'vitest';
import { EngineError } from '../../../src/contract/errors';
import { defaultOptimizeSettings } from '../../../src/contract/optimize-pdf';
import { corpusFile } from '../../../test/fixtures/corpus';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';
import { popplerPageTexts } from '../../../test/readers/poppler-readers';

// qpdf giving up on a file MuPDF saved cleanly, as it did on real-world files (issue 33): "qpdf exit 2".
vi.mock('../qpdf/linearize', () => ({
  linearizePdf: vi.fn(async () => {
    throw new EngineError('engine-failed', 'Linearization failed: qpdf exit 2');
  }),
}));

const { optimizePdf } = await import('./optimize-pdf');

describe('Optimize when qpdf cannot linearize', () => {
  it('saves the optimized file without fast web view and says so, instead of failing', async () => {
    const file = corpusFile('multipage-outline-links-4p.pdf');
    const { outputs, facts } = await optimizePdf(jobOf(file, { ...defaultOptimizeSettings, level: 'web' }));
    expect(facts.actions).toContainEqual({ kind: 'not-linearized' });
    expect(facts.actions).not.toContainEqual({ kind: 'linearized' });
    expect(popplerPageTexts(outputBytes(outputs[0]))).toEqual(popplerPageTexts(file.bytes));
  });
});
