import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';
import { riskyPdfBytes } from '../../../test/fixtures/risky-pdf';
import { changedPixels, popplerRender, qdfText } from '../../../test/readers/poppler-readers';
import { noSettings } from '../../../src/contract/api-call';
import { defaultSanitizeSettings, SANITIZE_ITEMS } from '../../../src/contract/sanitize-pdf';
import { sanitizePdf, scanPdfRisks } from './sanitize-pdf';

const risky = async () => ({ name: 'risky.pdf', bytes: await riskyPdfBytes() });

describe('sanitizing', () => {
  it('counts what the file carries', async () => {
    const { facts } = await scanPdfRisks(jobOf(await risky(), noSettings));
    expect(facts).toEqual({
      // The opening script, the named one, the page's and the one chained after the web link.
      javascript: 4, embeddedFiles: 1, launchActions: 1, formActions: 1, links: 1,
      metadata: 3, comments: 2, visibleComments: 1, hiddenLayers: 0, printedHiddenLayers: 0, revisions: 1,
    });
  });

  it('removes every chosen kind: no /JS, /JavaScript, /EmbeddedFiles or /Launch is left, and the pages look the same', async () => {
    const source = await risky();
    const output = await oneOutput(await sanitizePdf(jobOf(source, { remove: [...SANITIZE_ITEMS] })));
    expect(output.after).toEqual({ javascript: 0, embeddedFiles: 0, launchActions: 0, formActions: 0, links: 0, metadata: 0, comments: 0, visibleComments: 0, hiddenLayers: 0, printedHiddenLayers: 0, revisions: 1 });
    const body = qdfText(output.bytes);
    for (const key of ['/JS', '/JavaScript', '/EmbeddedFiles', '/Launch', '/SubmitForm', '/URI', 'Reviewer Name', 'salary', 'calc.exe']) expect(body, key).not.toContain(key);
    expect(body).toContain('/Highlight');
    // Only the sticky note's icon goes; the page itself is drawn the same (annotations hidden on both sides).
    const before = popplerRender(source.bytes, 1, { hideAnnotations: true });
    const after = popplerRender(output.bytes, 1, { hideAnnotations: true });
    expect(changedPixels(before, after)).toEqual([]);
    expect(output.name).toBe('risky-sanitized.pdf');
  });

  it('keeps links by default and what was not chosen', async () => {
    const output = await oneOutput(await sanitizePdf(jobOf(await risky(), defaultSanitizeSettings)));
    expect(output.after).toMatchObject({ javascript: 0, links: 1, launchActions: 0 });
    expect(qdfText(output.bytes)).toContain('https://example.com/track');
    const onlyScripts = await oneOutput(await sanitizePdf(jobOf(await risky(), { remove: ['javascript'] })));
    expect(onlyScripts.after).toMatchObject({ javascript: 0, embeddedFiles: 1, metadata: 3, comments: 2, links: 1 });
  });

  it('finds nothing to remove in a plain paper and leaves its pages as they were', async () => {
    const paper = corpusFile('multipage-text-tracemonkey-14p.pdf');
    const { facts } = await scanPdfRisks(jobOf(paper, noSettings));
    expect(facts).toMatchObject({ javascript: 0, embeddedFiles: 0, launchActions: 0, formActions: 0, comments: 0 });
    const output = await oneOutput(await sanitizePdf(jobOf(paper, defaultSanitizeSettings)));
    expect(changedPixels(popplerRender(paper.bytes, 3), popplerRender(output.bytes, 3))).toEqual([]);
  });
});
