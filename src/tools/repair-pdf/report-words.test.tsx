// The Repair screen's report on the corpus's damaged files, as the screen renders it: plain words
// only, with MuPDF's own messages nowhere but inside the folded "Technical details".
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { corpusFile } from '../../../test/fixtures/corpus';
import { cutInLastStream, photoOnPageTwo } from '../../../test/fixtures/cut-stream-fixtures';
import { inspectPdf, repairPdf } from '../../../workers/engines/mupdf/repair-pdf';
import { noSettings } from '../../contract/api-call';
import { jobOf } from '../../../test/fixtures/engine-job';
import { RepairStatus } from './RepairStatus';
import { RepairReportLists } from './RepairReportLists';
import { repairTexts as text } from './texts';

const damagedCorpus = ['broken-offsets-01.pdf', 'broken-xref-01.pdf', 'truncated-startxref-02.pdf', 'truncated-tail-01.pdf'].map(corpusFile);

/** The outline-links file with the middle of every third compressed stream scrambled: MuPDF's zlib and font errors. */
function withDamagedStreams() {
  const file = corpusFile('multipage-outline-links-4p.pdf');
  const bytes = file.bytes.slice();
  const latin1 = new TextDecoder('latin1').decode(bytes);
  [...latin1.matchAll(/\/FlateDecode[^]*?stream\r?\n/g)].forEach((match, index) => {
    if (index % 3 !== 2) return;
    const start = match.index + match[0].length;
    for (let offset = 20; offset < 40; offset += 1) bytes[start + offset] ^= 0x55;
  });
  return { name: 'damaged-streams.pdf', bytes };
}

/** A download cut off inside the photo on page 2: every page opens, the photo is only partly there. */
const cutPhoto = () => ({ name: 'cut-photo.pdf', bytes: cutInLastStream(photoOnPageTwo()) });

const damaged = [...damagedCorpus, withDamagedStreams(), cutPhoto()];

/** What a reader sees with the technical details folded: the markup's text outside <details>. */
function visibleText(markup: string): string {
  return markup.replace(/<details[^]*?<\/details>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

function foldedText(markup: string): string {
  return [...markup.matchAll(/<details[^]*?<\/details>/g)].map((match) => match[0]).join(' ').replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** Three words in a row of any MuPDF message, or its jargon, found in what the reader sees. */
function rawEngineWords(visible: string, messages: string[]): string[] {
  const seen = visible.toLowerCase().replace(/\s+/g, ' ');
  const found = ['zlib', 'xref', 'ft_new', 'mupdf', 'library error', 'format error', 'syntax error', 'lcms', 'icc profile', '0 r)']
    .filter((jargon) => seen.includes(jargon));
  for (const message of messages) {
    const words = message.toLowerCase().split(/\s+/).filter(Boolean);
    for (let index = 0; index + 3 <= words.length; index += 1) {
      const phrase = words.slice(index, index + 3).join(' ');
      if (seen.includes(phrase)) found.push(phrase);
    }
  }
  return found;
}

describe('the repair report of damaged files, as the screen shows it', () => {
  it.each(damaged.map((file) => [file.name, file] as const))('%s: plain words outside the technical details, MuPDF’s messages inside', async (_, file) => {
    const { facts: inspection } = await inspectPdf(jobOf(file, noSettings));
    const { facts: { report } } = await repairPdf(jobOf(file, noSettings));
    expect(report.problems.length).toBeGreaterThan(0);
    expect(report.engineMessages.length).toBeGreaterThan(0);
    // Facts only: the engine's problems and fixes carry codes and numbers, never sentences.
    expect(JSON.stringify([report.problems, report.fixes, inspection.problems])).not.toMatch(/"(message|text)"/);

    const checked = renderToStaticMarkup(
      <RepairStatus state={{ status: 'checked', inspection: { filename: file.name, ...inspection } }} />,
    );
    const repaired = renderToStaticMarkup(<RepairReportLists report={report} />);
    for (const [markup, messages] of [[checked, inspection.engineMessages], [repaired, report.engineMessages]] as const) {
      expect(rawEngineWords(visibleText(markup), messages)).toEqual([]);
      expect(foldedText(markup)).toContain(text.technicalDetails);
      for (const message of messages) expect(foldedText(markup)).toContain(message);
    }
  });

  it('says which pages the damaged streams touch', async () => {
    const { facts: { report } } = await repairPdf(jobOf(withDamagedStreams(), noSettings));
    const streams = report.problems.find((problem) => problem.code === 'content-damaged' && problem.kind === 'stream');
    expect(streams).toMatchObject({ code: 'content-damaged', kind: 'stream' });
    expect(text.problemLines(report.problems).join('\n')).toMatch(/compressed blocks? of data (was|were) damaged; pages? [\d, and]+ may be missing content\./);
  });

  it('names the page of an image cut off, and does not call the repair a full success', async () => {
    const { facts: { report } } = await repairPdf(jobOf(cutPhoto(), noSettings));
    const lines = text.problemLines(report.problems);
    expect(lines).toContain('Page 2: an image on it is damaged and could not be fully recovered.');
    const unfixed = text.unfixedLines(report.problems).length;
    expect(unfixed).toBe(1);
    const status = renderToStaticMarkup(<RepairStatus state={{ status: 'complete', problems: lines.length, unfixed, pagesRecovered: report.pagesRecovered }} />);
    expect(visibleText(status)).toContain(`Repair complete: ${lines.length} problems found; 1 could not be fully fixed`);
    expect(visibleText(status)).not.toContain('found and fixed');
  });
});
