import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';
import { displayedText } from '../../../test/readers/pdf-inspect';
import { popplerText } from '../../../test/readers/poppler-readers';
import { defaultHeaderFooterSettings, type HeaderFooterSettings } from '../../../src/contract/header-footer';
import { addHeaderFooter, fillTemplate } from './header-footer';

const tracemonkey = corpusFile('multipage-text-tracemonkey-14p.pdf');
const outline = corpusFile('multipage-outline-links-4p.pdf');
const settings = (changes: Partial<HeaderFooterSettings>): HeaderFooterSettings => ({ ...defaultHeaderFooterSettings, ...changes });

describe('headers, footers and Bates numbers', () => {
  it('fills the placeholders', () => {
    expect(fillTemplate('{file} · {page}/{pages} · {date} · {bates} · {other}', { page: 3, pages: 9, date: '26 Nov 2026', file: 'brief', bates: 'X0007' }))
      .toBe('brief · 3/9 · 26 Nov 2026 · X0007 · {other}');
  });

  it('writes each text at its place: left, centre and right, top and bottom, at the margins', async () => {
    const { outputs } = await addHeaderFooter(jobOf(outline, settings({
      texts: { 'top-left': '~~TL {file}', 'top-center': '~~TC', 'top-right': '~~TR {date}', 'bottom-left': '~~BL', 'bottom-center': '~~BC {page}/{pages}', 'bottom-right': '~~BR' },
      date: '2026-11-26', marginX: 40, marginY: 30,
    })));
    expect(outputs.map((output) => output.name)).toEqual(['multipage-outline-links-4p-stamped.pdf']);
    const pages = await displayedText(outputBytes(outputs[0]));
    pages.forEach((page, index) => {
      const find = (text: string) => page.items.find((item) => item.str.startsWith(text))!;
      expect(find('~~TL').str).toBe('~~TL multipage-outline-links-4p');
      expect(find('~~BC').str).toBe(`~~BC ${index + 1}/4`);
      expect(find('~~TR').str).toBe('~~TR 2026-11-26');
      expect(find('~~TL').x).toBeCloseTo(40, 0);
      expect(find('~~BR').x + find('~~BR').width).toBeCloseTo(page.width - 40, 0);
      expect(find('~~TC').x + find('~~TC').width / 2).toBeCloseTo(page.width / 2, 0);
      expect(page.height - find('~~BL').y).toBeCloseTo(30, 0);
      expect(find('~~TC').y).toBeLessThan(60);
    });
  });

  it('runs Bates numbers on from one file to the next, only on the chosen pages, and logs the ranges', async () => {
    const { outputs, facts } = await addHeaderFooter(jobOf([outline, tracemonkey, outline], settings({
      texts: { 'bottom-right': '{bates}' }, pages: 'skip-first', bates: { prefix: 'ACME-', suffix: '', digits: 6, start: 100 },
    })));
    expect(outputs.map((output) => output.name)).toEqual([
      'multipage-outline-links-4p-stamped.pdf', 'multipage-text-tracemonkey-14p-stamped.pdf', 'multipage-outline-links-4p-stamped (2).pdf', 'bates-numbers.csv',
    ]);
    expect(facts.files.map((file) => file.bates)).toEqual([
      { first: 'ACME-000100', last: 'ACME-000102' }, { first: 'ACME-000103', last: 'ACME-000115' }, { first: 'ACME-000116', last: 'ACME-000118' },
    ]);
    const second = outputBytes(outputs[1]);
    expect(popplerText(second, 1)).not.toContain('ACME-');
    expect(popplerText(second, 2)).toContain('ACME-000103');
    expect(popplerText(second, 14)).toContain('ACME-000115');
    expect(new TextDecoder().decode(outputBytes(outputs[3])).split('\r\n')).toEqual([
      'File,Stamped file,First Bates number,Last Bates number,Pages numbered',
      'multipage-outline-links-4p.pdf,multipage-outline-links-4p-stamped.pdf,ACME-000100,ACME-000102,3',
      'multipage-text-tracemonkey-14p.pdf,multipage-text-tracemonkey-14p-stamped.pdf,ACME-000103,ACME-000115,13',
      'multipage-outline-links-4p.pdf,multipage-outline-links-4p-stamped (2).pdf,ACME-000116,ACME-000118,3',
      '',
    ]);
  });

  it('refuses settings with no text at all', async () => {
    await expect(addHeaderFooter(jobOf(outline, settings({ texts: { 'top-left': '  ' } })))).rejects.toMatchObject({ code: 'bad-params', message: 'Type a text for at least one place.' });
  });
});
