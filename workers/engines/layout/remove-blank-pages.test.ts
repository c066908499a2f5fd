import { describe, expect, it } from 'vitest';
import { blankPagesFixture } from '../../../test/fixtures/layout-detection-fixtures';
import { corpusFile } from '../../../test/fixtures/corpus';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';
import { popplerText } from '../../../test/readers/poppler-readers';
import { pdfinfoPageCount } from '../../../test/readers/pdfinfo-pages';
import { defaultRemoveBlankPagesSettings } from '../../../src/contract/remove-blank-pages';
import { detectBlankPages, removeBlankPages } from './remove-blank-pages';

describe('removeBlankPages', () => {
  it('removes the pages found blank at the threshold; the rest keep their order', async () => {
    const bytes = await blankPagesFixture();
    const result = await oneOutput(await removeBlankPages(jobOf({ name: 'scan.pdf', bytes }, defaultRemoveBlankPagesSettings)));
    expect(result.removed).toEqual([1, 2, 3, 6, 8]);
    expect(result.name).toBe('scan-no-blank-pages.pdf');
    expect(pdfinfoPageCount(result.bytes)).toBe(3);
    expect(popplerText(result.bytes, 1)).toContain('See over.');
    expect(popplerText(result.bytes, 2)).toContain('A full page of words.');
  });

  it('removes the pages the person marked instead, when given', async () => {
    const bytes = await blankPagesFixture();
    const result = await oneOutput(await removeBlankPages(jobOf({ name: 'scan.pdf', bytes }, { threshold: 0.5, pages: '1, 4' })));
    expect(result.removed).toEqual([1, 4]);
    expect(pdfinfoPageCount(result.bytes)).toBe(6);
  });

  it('refuses a threshold that finds every page blank, and marking every page', async () => {
    const fixture = { name: 'scan.pdf', bytes: await blankPagesFixture() };
    const onlyBlanks = await oneOutput(await removeBlankPages(jobOf(fixture, { threshold: 0.5, pages: '4, 5, 7' })));
    await expect(removeBlankPages(jobOf({ name: 'blanks.pdf', bytes: onlyBlanks.bytes }, defaultRemoveBlankPagesSettings)))
      .rejects.toMatchObject({ code: 'bad-params', message: 'Every page looks blank at this setting: lower the ink threshold.' });
    await expect(removeBlankPages(jobOf(fixture, { threshold: 0.5, pages: '1-8' }))).rejects.toMatchObject({ code: 'bad-params' });
  });

  it('answers each page\'s facts for the screen, and reports progress page by page', async () => {
    const reports: number[] = [];
    const { facts, outputs } = await detectBlankPages(jobOf({ name: 'scan.pdf', bytes: await blankPagesFixture() }, {}), (done) => reports.push(done));
    expect(outputs).toEqual([]);
    expect(facts.pages.map((page) => page.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(reports).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('refuses an encrypted file without its password, and a damaged one that cannot be read', async () => {
    await expect(detectBlankPages(jobOf(corpusFile('encrypted-userpw-01.pdf'), {}))).rejects.toMatchObject({ code: 'encrypted' });
    await expect(removeBlankPages(jobOf({ name: 'not.pdf', bytes: new TextEncoder().encode('not a pdf') }, defaultRemoveBlankPagesSettings)))
      .rejects.toMatchObject({ code: 'corrupt' });
  });
});
