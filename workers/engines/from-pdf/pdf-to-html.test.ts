import { execFileSync } from 'node:child_process';
import { strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { jobOf } from '../../../test/fixtures/engine-job';
import { beforePicture, sectionHeading, styledTextFixtureBytes, title } from '../../../test/fixtures/styled-text-fixture';
import { alignedTable, ruledTable, tableFixtureBytes } from '../../../test/fixtures/table-fixture';
import { popplerPageTexts } from '../../../test/readers/poppler-readers';
import { wordRecall } from '../../../test/readers/word-recall';
import { fileBytes } from '../../../src/contract/named-file';
import { pdfToHtml } from './pdf-to-html';

async function html(file: { name: string; bytes: Uint8Array }) {
  const { outputs: [output] } = await pdfToHtml(jobOf(file, { pages: '' }));
  expect(output.name).toBe(file.name.replace(/\.pdf$/, '.html'));
  return strFromU8(await fileBytes(output));
}

/** pandoc's reading of the page as plain text: what a browser shows, without the markup. */
const pandocPlain = (page: string) => execFileSync('pandoc', ['--quiet', '-f', 'html', '-t', 'plain', '--wrap=none'], { input: page, encoding: 'utf8', maxBuffer: 1 << 28 });

describe('pdfToHtml', () => {
  it('keeps pdftotext’s words of a real paper, as pandoc reads the page', async () => {
    const paper = corpusFile('multipage-text-tracemonkey-14p.pdf');
    expect(wordRecall(popplerPageTexts(paper.bytes).join('\n'), pandocPlain(await html(paper)))).toBeGreaterThanOrEqual(0.97);
  });

  it('writes tables as tables, headings as headings and a picture inside the page', async () => {
    const tables = await html({ name: 'tables.pdf', bytes: await tableFixtureBytes() });
    const read = [...tables.matchAll(/<table>([\s\S]*?)<\/table>/g)].map(([, table]) => [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
      .map(([, row]) => [...row.matchAll(/<t[hd]>([\s\S]*?)<\/t[hd]>/g)].map(([, cell]) => cell)));
    expect(read).toEqual([ruledTable, alignedTable]);
    const garden = await html({ name: 'garden.pdf', bytes: await styledTextFixtureBytes() });
    expect(garden).toContain(`<h1>${title}</h1>`);
    expect(garden).toMatch(new RegExp(`<h[23]>${sectionHeading}</h[23]>`));
    expect(garden.indexOf(beforePicture)).toBeLessThan(garden.indexOf('<img src="data:image/png;base64,'));
    expect(garden).not.toMatch(/src="(?!data:)/);
  });
});
