import { execFileSync } from 'node:child_process';
import { Ajv2020 } from 'ajv/dist/2020';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { failingPagesFixtureBytes, pageTexts } from '../../../test/fixtures/failing-pages-fixture';
import { pdftotextWords, wordRecall, wordsOf } from '../../../test/readers/text-fidelity';
import schema from '../../../src/contract/pdf-data.schema.json';
import { fromXml } from '../../../src/contract/pdf-data-xml';
import type { PdfData } from '../../../src/contract/pdf-data';
import { defaultPdfToDataSettings, type PdfToDataSettings } from '../../../src/contract/pdf-to-data';
import { jobOf } from '../../../test/fixtures/engine-job';
import { pdfToData } from './pdf-to-data';

const paper = corpusFile('multipage-text-tracemonkey-14p.pdf');
const outline = corpusFile('multipage-outline-links-4p.pdf');
const form = corpusFile('form-acroform-irs1040-prefilled.pdf');
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);

/** The one file the engine makes, and the pages it left out. */
async function run(settings: Partial<PdfToDataSettings>, file: { name: string; bytes: Uint8Array } = paper) {
  const { outputs, facts } = await pdfToData(jobOf(file, { ...defaultPdfToDataSettings, ...settings }));
  expect(outputs).toHaveLength(1);
  expect(outputs[0].data).toBeInstanceOf(Blob);
  return { output: outputs[0], text: await (outputs[0].data as Blob).text(), failedPages: facts.failedPages };
}

async function convert(settings: Partial<PdfToDataSettings>, file: { name: string; bytes: Uint8Array } = paper): Promise<string> {
  return (await run(settings, file)).text;
}

describe('pdfToData', () => {
  it('encodes the whole file as Base64, optionally as a data: URI', async () => {
    const { output, text: plain } = await run({ format: 'base64' }, outline);
    expect([output.name, output.type, output.pages]).toEqual(['multipage-outline-links-4p-base64.txt', 'text/plain', 4]);
    expect(Buffer.from(plain, 'base64').equals(Buffer.from(outline.bytes))).toBe(true);
    const uri = await convert({ format: 'base64', dataUri: true }, outline);
    expect(uri.startsWith('data:application/pdf;base64,')).toBe(true);
    expect(uri.slice('data:application/pdf;base64,'.length)).toBe(plain);
  });

  it('writes the raw text with a form feed after each page, with pdftotext\'s words', async () => {
    const raw = await convert({ format: 'raw', pages: '1-3' });
    expect(raw.split('\f')).toHaveLength(4);
    expect(wordRecall(pdftotextWords(paper.bytes, 1, 3), wordsOf(raw))).toBeGreaterThanOrEqual(0.98);
  });

  it('writes JSON, XML and YAML that read back to one object, valid against the schema, with pdftotext\'s words', async () => {
    const json = JSON.parse(await convert({ format: 'json', pages: '1-2' })) as PdfData;
    expect(validate(json), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(parseYaml(await convert({ format: 'yaml', pages: '1-2' }))).toEqual(json);
    expect(fromXml(await convert({ format: 'xml', pages: '1-2' }))).toEqual(json);
    expect(json.pages.map((page) => page.number)).toEqual([1, 2]);
    expect(json.file.pageCount).toBe(14);
    const words = json.pages.flatMap((page) => wordsOf(page.text));
    expect(wordRecall(pdftotextWords(paper.bytes, 1, 2), words)).toBeGreaterThanOrEqual(0.98);
    const title = json.pages[0].blocks[0].lines[0];
    expect(title.text).toContain('Trace-based Just-in-Time');
    expect(title.spans[0].bold).toBe(true);
    expect(title.spans[0].size).toBeGreaterThan(json.pages[0].blocks[2].lines[0].spans[0].size);
  });

  it('lists the outline with its pages, the page labels and the form fields with their values', async () => {
    const withOutline = JSON.parse(await convert({ format: 'json' }, outline)) as PdfData;
    expect(validate(withOutline)).toBe(true);
    expect(withOutline.outline.map((item) => item.title)).toEqual(expect.arrayContaining(['Foo', 'Bar']));
    expect(withOutline.pageLabels).toHaveLength(4);
    const withForm = JSON.parse(await convert({ format: 'json', pages: '2' }, form)) as PdfData;
    expect(validate(withForm)).toBe(true);
    expect(withForm.formFields.length).toBeGreaterThan(200);
    expect(withForm.formFields.find((field) => field.name.endsWith('p2-t124[0]') || field.name.endsWith('p2-t124'))?.value).toBe('foobar');
  });

  it('refuses a password-protected file and an unknown format', async () => {
    await expect(convert({ format: 'json' }, corpusFile('encrypted-userpw-01.pdf'))).rejects.toMatchObject({ code: 'encrypted' });
    await expect(convert({ format: 'csv' as never })).rejects.toMatchObject({ code: 'bad-params' });
  });

  it('leaves out a page MuPDF cannot read, and gives the others (a page too large to draw included) as data and as raw text', async () => {
    const file = { name: 'failing.pdf', bytes: await failingPagesFixtureBytes() };
    const json = await run({ format: 'json' }, file);
    expect(json.failedPages).toEqual([2]);
    expect(json.output.pages).toBe(3);
    const data = JSON.parse(json.text) as PdfData;
    expect(validate(data)).toBe(true);
    expect(data.pages.map((page) => [page.number, page.text.trim()])).toEqual([[1, pageTexts[0]], [3, pageTexts[2]], [4, pageTexts[3]]]);
    const raw = await run({ format: 'raw' }, file);
    expect(raw.failedPages).toEqual([2]);
    expect(raw.text.split('\f').map((page) => page.trim())).toEqual([pageTexts[0], pageTexts[2], pageTexts[3], '']);
  });

  it('refuses a file none of whose chosen pages can be read as damaged, naming it', async () => {
    const file = { name: 'failing.pdf', bytes: await failingPagesFixtureBytes() };
    for (const format of ['raw', 'json'] as const) {
      await expect(run({ format, pages: '2' }, file)).rejects.toMatchObject({ code: 'corrupt', message: expect.stringMatching(/^failing\.pdf could not be converted: none of its chosen pages could be read/) });
    }
  });
});

/** pdftotext -layout's lines of some pages. */
function popplerLayoutLines(bytes: Uint8Array, first: number, last: number): string[] {
  return execFileSync('pdftotext', ['-layout', '-f', String(first), '-l', String(last), '-', '-'], { input: bytes, encoding: 'utf8', maxBuffer: 64 << 20 }).split(/[\n\f]/);
}

/** Of the reference's lines with two words or more, the share whose words appear, in order, on one line of ours. */
function rowAgreement(reference: string[], ours: string[]): number {
  const oursWords = ours.map((line) => line.split(/\s+/).filter(Boolean));
  const inOrderIn = (words: string[], line: string[]) => {
    let at = 0;
    for (const word of line) if (word === words[at]) at++;
    return at === words.length;
  };
  const lines = reference.map((line) => line.split(/\s+/).filter(Boolean)).filter((words) => words.length >= 2);
  return lines.filter((words) => oursWords.some((line) => inOrderIn(words, line))).length / lines.length;
}

describe('pdfToData, text with layout', () => {
  it('keeps side-by-side statements on shared rows, each column at its place, as pdftotext -layout does', async () => {
    const statements = corpusFile('statements-side-by-side.pdf');
    const { output, text } = await run({ format: 'layout', pages: '1' }, statements);
    expect(output.name).toBe('statements-side-by-side-layout.txt');
    const lines = text.split(/[\n\f]/);
    const reference = popplerLayoutLines(statements.bytes, 1, 1);
    expect(wordRecall(pdftotextWords(statements.bytes, 1, 1), wordsOf(text))).toBeGreaterThanOrEqual(0.97);
    expect(rowAgreement(reference, lines)).toBeGreaterThanOrEqual(0.9);
    // The two titles share the first row, the second far to the right of the first.
    const titles = lines.find((line) => line.includes('Consolidated Statement of Financial Position'))!;
    expect(titles.indexOf('Consolidated Statement of Changes in Equity')).toBeGreaterThan(titles.indexOf('Position') + 10);
  });

  it('keeps the rows of a two-column paper and a page of tables it did not make (tracemonkey, the QA document)', async () => {
    for (const [name, pages] of [['multipage-text-tracemonkey-14p.pdf', '1-2'], ['large-jpeg-qa-document-6p.pdf', '1-3']] as const) {
      const file = corpusFile(name);
      const text = await convert({ format: 'layout', pages }, file);
      const [first, last] = pages.split('-').map(Number);
      const reference = popplerLayoutLines(file.bytes, first, last);
      // Against pdftotext -layout's own words: neither joins a word hyphenated at a line's end.
      const recall = wordRecall(wordsOf(reference.join('\n')), wordsOf(text));
      const rows = rowAgreement(reference, text.split(/[\n\f]/));
      expect(recall, name).toBeGreaterThanOrEqual(0.97);
      expect(rows, name).toBeGreaterThanOrEqual(0.9);
    }
  });
});
