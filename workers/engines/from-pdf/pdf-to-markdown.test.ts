import { execFileSync } from 'node:child_process';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { jobOf } from '../../../test/fixtures/engine-job';
import { beforePicture, picture, sectionHeading, styledTextFixtureBytes, title } from '../../../test/fixtures/styled-text-fixture';
import { alignedTable, introText, ruledTable, tableFixtureBytes } from '../../../test/fixtures/table-fixture';
import { popplerPageTexts } from '../../../test/readers/poppler-readers';
import { readPng } from '../../../test/readers/png-alpha';
import { wordRecall } from '../../../test/readers/word-recall';
import { fileBytes } from '../../../src/contract/named-file';
import { pdfToMarkdown } from './pdf-to-markdown';

async function converted(file: { name: string; bytes: Uint8Array }, pages = '') {
  const { outputs: [output] } = await pdfToMarkdown(jobOf(file, { pages }));
  return { name: output.name, bytes: await fileBytes(output) };
}

/** pandoc's reading of Markdown as plain text: what a reader of the .md gets. */
const pandocPlain = (markdown: string) => execFileSync('pandoc', ['--quiet', '-f', 'gfm', '-t', 'plain', '--wrap=none'], { input: markdown, encoding: 'utf8' });

describe('pdfToMarkdown', () => {
  it.each(['multipage-text-tracemonkey-14p.pdf', 'multipage-outline-links-4p.pdf'])('keeps pdftotext’s words of %s, as pandoc reads the Markdown', async (name) => {
    const file = corpusFile(name);
    const { name: outputName, bytes } = await converted(file);
    const entries = outputName.endsWith('.zip') ? unzipSync(bytes) : { [outputName]: bytes };
    const markdown = strFromU8(entries[name.replace(/\.pdf$/, '.md')]);
    expect(wordRecall(popplerPageTexts(file.bytes).join('\n'), pandocPlain(markdown))).toBeGreaterThanOrEqual(0.97);
  });

  it('writes tables as pipe tables pandoc reads back cell for cell', async () => {
    const { name, bytes } = await converted({ name: 'tables.pdf', bytes: await tableFixtureBytes() });
    expect(name).toBe('tables.md');
    const markdown = strFromU8(bytes);
    expect(markdown).toContain(introText);
    const html = execFileSync('pandoc', ['--quiet', '-f', 'gfm', '-t', 'html'], { input: markdown, encoding: 'utf8' });
    const tables = [...html.matchAll(/<table>([\s\S]*?)<\/table>/g)].map(([, table]) => [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)]
      .map(([, row]) => [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell]) => cell.trim())));
    expect(tables).toEqual([ruledTable, alignedTable]);
  });

  it('gives headings as # lines and a picture as a PNG beside the text, linked where it stood', async () => {
    const { name, bytes } = await converted({ name: 'garden.pdf', bytes: await styledTextFixtureBytes() });
    expect(name).toBe('garden-markdown.zip');
    const entries = unzipSync(bytes);
    const markdown = strFromU8(entries['garden.md']);
    expect(markdown).toMatch(new RegExp(`^# ${title}$`, 'm'));
    expect(markdown).toMatch(new RegExp(`^#{2,3} ${sectionHeading}$`, 'm'));
    const link = /!\[[^\]]*\]\((images\/[^)]+\.png)\)/.exec(markdown)!;
    expect(markdown.indexOf(beforePicture)).toBeLessThan(link.index);
    const png = readPng(Buffer.from(entries[decodeURI(link[1])]));
    expect(png.width / png.height).toBeCloseTo(picture.drawnWidth / picture.drawnHeight, 1);
  });
});
