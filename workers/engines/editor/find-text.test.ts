import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { popplerWords, qdfText, qpdfJson } from '../../../test/readers/poppler-readers';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findText } from './find-text';
import { editedPdf } from '../../../test/fixtures/edited-pdf';
import { jobOf } from '../../../test/fixtures/engine-job';
import type { FindTextQuery } from '../../../src/contract/find-text';

const outline = corpusFile('multipage-outline-links-4p.pdf');
const tracemonkey = corpusFile('multipage-text-tracemonkey-14p.pdf');

/** The matches are the engine's facts: it writes no file. */
async function find(file: { name: string; bytes: Uint8Array }, query: FindTextQuery) {
  const { outputs, facts } = await findText(jobOf(file, query));
  expect(outputs).toEqual([]);
  return facts;
}

function pdfinfo(bytes: Uint8Array): string {
  const path = join(mkdtempSync(join(tmpdir(), 'folio-info-')), 'file.pdf');
  writeFileSync(path, bytes);
  return execFileSync('pdfinfo', [path], { encoding: 'utf8' });
}

describe('findText', () => {
  it('finds a word on every page, each box where poppler places it within 2 pt', async () => {
    const { matches } = await find(outline, { mode: 'words', text: 'bar' });
    const onFirst = matches.filter((match) => match.page === 1);
    const poppler = popplerWords(outline.bytes, 1).filter((word) => word.text === 'Bar');
    expect(onFirst).toHaveLength(poppler.length);
    onFirst.forEach((match, index) => {
      expect(Math.abs(match.box.x - poppler[index].xMin)).toBeLessThan(2);
      expect(Math.abs(match.box.x + match.box.width - poppler[index].xMax)).toBeLessThan(2);
      expect(Math.abs(match.box.y - poppler[index].yMin)).toBeLessThan(3);
    });
    expect(new Set(matches.map((match) => match.page))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('finds the e-mail addresses of a paper, and redacting them removes them while the title stays; metadata can go too', async () => {
    const { matches } = await find(tracemonkey, { mode: 'email', text: '' });
    const onFirst = matches.filter((match) => match.page === 1);
    expect(onFirst.map((match) => match.text)).toEqual([
      '{gal,brendan,shaver,danderson,dmandelin,mrbkap,graydon,bz,jorendorff,jruderman}@mozilla.com',
      '{edwsmith,rreitmai}@adobe.com', '{mohammad.r.haghighat}@intel.com', '{mbebenit,changm,franz}@uci.edu',
    ]);
    const result = await editedPdf({
      file: tracemonkey, images: {},
      edits: { pages: [], flatten: false, clearMetadata: true, items: onFirst.map((match, index) => ({ kind: 'redact', id: `m${index}`, page: 1, ...match.box })) },
    });
    const words = popplerWords(result.bytes, 1).map((word) => word.text);
    expect(words.some((word) => word.includes('@'))).toBe(false);
    expect(words).toEqual(expect.arrayContaining(['Trace-based', 'Just-in-Time']));
    // The first page's "@mozilla.com" is gone from the decompressed streams; the URL on a later page stays.
    const occurrences = (bytes: Uint8Array) => qdfText(bytes).split('mozilla.com').length - 1;
    expect(occurrences(result.bytes)).toBe(occurrences(tracemonkey.bytes) - 1);
    expect(pdfinfo(tracemonkey.bytes)).toMatch(/Producer:\s+pdfeTeX/);
    expect(pdfinfo(result.bytes)).not.toMatch(/Producer:\s+pdfeTeX/);
  });

  it('highlights every match of a word: one Highlight annotation over each, where the word is', async () => {
    const { matches } = await find(outline, { mode: 'words', text: 'Foo' });
    const onFirst = matches.filter((match) => match.page === 1);
    const result = await editedPdf({
      file: outline, images: {},
      edits: { pages: [], flatten: false, items: onFirst.map((match, index) => ({ kind: 'highlight', id: `h${index}`, page: 1, ...match.box, color: '#ffff00', opacity: 0.5 })) },
    });
    const json = qpdfJson(result.bytes);
    const objects = json.qpdf[1];
    const annots = (objects[`obj:${json.pages[0].object}`].value!['/Annots'] as string[]).map((ref) => objects[`obj:${ref}`].value!);
    const highlights = annots.filter((annotation) => annotation['/Subtype'] === '/Highlight');
    expect(highlights).toHaveLength(onFirst.length);
    // Quad points are in PDF space (y up): the first quad's x range covers the word as poppler places it.
    const foo = popplerWords(outline.bytes, 1).find((word) => word.text === 'Foo')!;
    const quad = highlights[0]['/QuadPoints'] as number[];
    expect(Math.abs(Math.min(quad[0], quad[4]) - foo.xMin)).toBeLessThan(2);
    expect(Math.abs(Math.max(quad[2], quad[6]) - foo.xMax)).toBeLessThan(2);
  });

  it('finds numbers', async () => {
    const { matches } = await find(outline, { mode: 'number', text: '' });
    expect(matches.filter((match) => match.page === 1).map((match) => match.text).slice(0, 4)).toEqual(['1', '2', '2', '2']);
  });

  it('refuses an empty word search in words', async () => {
    await expect(find(outline, { mode: 'words', text: '  ' })).rejects.toThrow('Enter the words to find.');
  });
});
