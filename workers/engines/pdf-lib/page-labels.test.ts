import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';
import { scratchFile } from '../../../test/readers/ocr-checks';
import { noSettings } from '../../../src/contract/api-call';
import { pageLabels, type PageLabelRange } from '../../../src/contract/page-labels';
import { openDocument } from '../pdfjs/open-document';
import { readPageLabels, writePageLabels } from './page-labels';

const tracemonkey = corpusFile('multipage-text-tracemonkey-14p.pdf');

/** The labels pdf.js (the viewer in Firefox) shows for each page. */
async function pdfjsLabels(bytes: Uint8Array): Promise<string[] | null> {
  const document = await openDocument({ name: 'labelled.pdf', bytes });
  try {
    return await document.getPageLabels();
  } finally {
    await document.destroy();
  }
}

/** qpdf's reading of the number tree: each range's first page index and its dictionary. */
function qpdfLabels(bytes: Uint8Array): Array<{ index: number; label: Record<string, unknown> }> {
  const json = JSON.parse(execFileSync('qpdf', ['--json', '--json-key=pagelabels', scratchFile('labels.pdf', bytes)], { encoding: 'utf8' }));
  return json.pagelabels;
}

const ranges: PageLabelRange[] = [
  { fromPage: 1, style: 'roman-lower', prefix: '', start: 1 },
  { fromPage: 5, style: 'decimal', prefix: '', start: 1 },
  { fromPage: 12, style: 'letters-upper', prefix: 'Annex ', start: 1 },
];

describe('page labels', () => {
  it('writes ranges that pdf.js and qpdf read back, and that the contract’s labels match', async () => {
    const output = await oneOutput(await writePageLabels(jobOf(tracemonkey, { ranges })));
    const expected = ['i', 'ii', 'iii', 'iv', '1', '2', '3', '4', '5', '6', '7', 'Annex A', 'Annex B', 'Annex C'];
    expect(await pdfjsLabels(output.bytes)).toEqual(expected);
    expect(pageLabels({ ranges }, 14)).toEqual(expected);
    expect(qpdfLabels(output.bytes).map(({ index, label }) => [index, label['/S']])).toEqual([[0, '/r'], [4, '/D'], [11, '/A']]);
    const { facts } = await readPageLabels(jobOf({ name: output.name, bytes: output.bytes }, noSettings));
    expect(facts).toEqual({ ranges, pageCount: 14 });
    expect(output.name).toBe('multipage-text-tracemonkey-14p-labelled.pdf');
  });

  it('labels the pages before a first range that starts later with their numbers, as PDF asks', async () => {
    const later: PageLabelRange[] = [{ fromPage: 3, style: 'none', prefix: 'Cover', start: 1 }, { fromPage: 4, style: 'roman-upper', prefix: '', start: 4 }];
    const output = await oneOutput(await writePageLabels(jobOf(tracemonkey, { ranges: later })));
    expect((await pdfjsLabels(output.bytes))!.slice(0, 6)).toEqual(['1', '2', 'Cover', 'IV', 'V', 'VI']);
    expect(pageLabels({ ranges: later }, 6)).toEqual(['1', '2', 'Cover', 'IV', 'V', 'VI']);
  });

  it('removes the labels with no ranges, and refuses a range past the last page or out of order', async () => {
    const labelled = await oneOutput(await writePageLabels(jobOf(tracemonkey, { ranges })));
    const cleared = await oneOutput(await writePageLabels(jobOf({ name: 'l.pdf', bytes: labelled.bytes }, { ranges: [] })));
    expect(await pdfjsLabels(cleared.bytes)).toBeNull();
    await expect(writePageLabels(jobOf(tracemonkey, { ranges: [{ fromPage: 15, style: 'decimal', prefix: '', start: 1 }] })))
      .rejects.toMatchObject({ code: 'bad-params', message: 'A range starts on page 15, but this document has 14 pages.' });
    await expect(writePageLabels(jobOf(tracemonkey, { ranges: [ranges[1], ranges[0]] }))).rejects.toMatchObject({ code: 'bad-params' });
  });

  it('counts letters as PDF does: z, then aa, bb', () => {
    expect(pageLabels({ ranges: [{ fromPage: 1, style: 'letters-lower', prefix: '', start: 25 }] }, 4)).toEqual(['y', 'z', 'aa', 'bb']);
    expect(pageLabels({ ranges: [{ fromPage: 1, style: 'roman-upper', prefix: '', start: 1994 }] }, 1)).toEqual(['MCMXCIV']);
  });
});
