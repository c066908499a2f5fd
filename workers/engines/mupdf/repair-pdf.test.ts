import { describe, expect, it } from 'vitest';
import { inspectPdf, repairPdf } from './repair-pdf';
import type { RepairProblem } from '../../../src/contract/repair-pdf';
import { noSettings } from '../../../src/contract/api-call';
import { corpusFile, manifestPageCount, pageTexts } from '../../../test/fixtures/corpus';
import { mupdfFacts, qpdfCheck } from '../../../test/readers/mupdf-checks';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';
import { collectJobNotices } from '../../runtime/job-notices';

type TestFile = Parameters<typeof jobOf>[0];

/** The repair of one file as the assertions read it: the report, the repaired bytes, its name and pages. */
const repair = async (file: TestFile) => oneOutput(await repairPdf(jobOf(file, noSettings)));
const inspect = async (file: TestFile) => (await inspectPdf(jobOf(file, noSettings))).facts;

// What each broken corpus file is known to suffer from (MANIFEST.tsv notes), as the report should name it.
const broken: Array<[name: string, problem: RepairProblem['code']]> = [
  ['broken-xref-01.pdf', 'xref-damaged'],
  ['broken-offsets-01.pdf', 'xref-damaged'],
  ['truncated-tail-01.pdf', 'startxref-missing'],
  ['truncated-startxref-02.pdf', 'startxref-missing'],
];

describe('repairPdf', () => {
  it.each(broken)('repairs %s to a file with the expected page count and a report naming what was fixed', async (name, problem) => {
    const result = await repair(corpusFile(name));
    const expectedPages = manifestPageCount(name);
    expect(result.name).toBe(`${name.replace(/\.pdf$/, '')}-repaired.pdf`);
    expect(result.pageCount).toBe(expectedPages);
    expect(result.report.pagesRecovered).toBe(expectedPages);
    expect(result.report.problems).toContainEqual({ code: problem });
    expect(result.report.fixes).toContainEqual({ code: 'xref-rebuilt', objects: expect.any(Number) });
    expect(result.report.fixes).toContainEqual({ code: 'pages-recovered', count: expectedPages });
    expect(result.report.engineMessages.length).toBeGreaterThan(0);
    // The output is sound for other readers: qpdf finds nothing to complain about, pdf.js and MuPDF read every page.
    expect(qpdfCheck(result.bytes)).toMatchObject({ status: 0 });
    expect(mupdfFacts(result.bytes).pages).toBe(expectedPages);
    expect(await pageTexts(result.bytes)).toHaveLength(expectedPages);
  });

  it('names the junk before the header and removes it', async () => {
    const result = await repair(corpusFile('truncated-startxref-02.pdf'));
    expect(result.report.problems).toContainEqual({ code: 'junk-before-header' });
    expect(result.report.fixes).toContainEqual({ code: 'junk-removed' });
    expect(new TextDecoder().decode(result.bytes.subarray(0, 5))).toBe('%PDF-');
    expect((await pageTexts(result.bytes))[0]).toMatch(/Missing value for startxref/);
  });

  it('re-links pages that point to the wrong parent (broken-xref-01), so every reader can walk the tree', async () => {
    const result = await repair(corpusFile('broken-xref-01.pdf'));
    expect(result.report.problems).toContainEqual({ code: 'pages-misparented', count: expect.any(Number) });
    expect(result.report.fixes).toContainEqual({ code: 'pages-relinked', count: expect.any(Number) });
  });

  it('reports no problems and no fixes for an intact file, and keeps its pages and text', async () => {
    const name = 'multipage-outline-links-4p.pdf';
    const result = await repair(corpusFile(name));
    expect(result.report).toEqual({ problems: [], fixes: [], pagesRecovered: 4, engineMessages: [] });
    expect(await pageTexts(result.bytes)).toEqual(await pageTexts(corpusFile(name).bytes));
  });

  it('gives a clear error for garbage', async () => {
    const garbage = { name: 'garbage.pdf', bytes: new TextEncoder().encode('this is not a PDF at all, not even close') };
    await expect(repair(garbage)).rejects.toMatchObject({
      code: 'corrupt', message: expect.stringMatching(/^garbage\.pdf could not be repaired: no readable PDF pages/),
    });
  });

  it('asks for the password of a file that needs one to open', async () => {
    await expect(repair(corpusFile('encrypted-userpw-01.pdf'))).rejects.toMatchObject({ code: 'encrypted' });
    await expect(repair({ ...corpusFile('encrypted-userpw-01.pdf'), password: 'not-it' })).rejects.toMatchObject({ code: 'wrong-password' });
  });

  it('repairs a file opened with its password into a copy without encryption, and says so', async () => {
    const { value, notices } = await collectJobNotices(() => repair({ ...corpusFile('encrypted-userpw-01.pdf'), password: 'openpassword' }));
    expect(value.pageCount).toBe(1);
    expect(mupdfFacts(value.bytes)).toMatchObject({ pages: 1, encrypted: false });
    expect(qpdfCheck(value.bytes)).toMatchObject({ status: 0 });
    expect(notices).toEqual([{ kind: 'password-removed', fileName: 'encrypted-userpw-01.pdf' }]);
  });
});

describe('inspectPdf', () => {
  it('lists the problems of a damaged file without changing anything', async () => {
    const result = await inspectPdf(jobOf(corpusFile('truncated-tail-01.pdf'), noSettings));
    expect(result.outputs).toEqual([]);
    expect(result.facts).toMatchObject({ pages: 1, problems: [{ code: 'startxref-missing' }] });
  });

  it('finds no problems in a healthy file', async () => {
    expect(await inspect(corpusFile('multipage-mixed-geotopo-117p.pdf'))).toEqual({ pages: 117, problems: [], engineMessages: [] });
  });
});

// Hand-made damage that the corpus lacks: a page tree that lists itself, and a download cut off
// before the last page's object. Neither may hang the worker or end in an engine failure.
function rawPdf(objects: string[], { trailer = true } = {}): Uint8Array {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  if (trailer) {
    const xref = body.length;
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  }
  return new TextEncoder().encode(body);
}

const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>';

describe('repairPdf on damaged page trees', () => {
  it('finishes on a page tree that lists itself among its kids', async () => {
    const bytes = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
      page,
      '<< /Type /Pages /Parent 2 0 R /Kids [4 0 R 4 0 R 4 0 R] /Count 0 >>',
    ]);
    // Either outcome is fine, as long as it comes (the walk once looped for ever) and is no engine failure.
    const outcome = await repair({ name: 'cycle.pdf', bytes }).then((result) => result.pageCount, (error: { code?: string }) => error.code);
    expect([1, 'corrupt']).toContain(outcome);
  });

  it('repairs a file cut off before its last page object instead of failing', async () => {
    const whole = rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>', page, page, page], { trailer: false });
    const cut = whole.subarray(0, new TextDecoder().decode(whole).indexOf('5 0 obj'));
    const result = await repair({ name: 'cut.pdf', bytes: cut });
    expect(result.pageCount).toBe(2);
    expect(mupdfFacts(result.bytes).pages).toBe(2);
    expect(await pageTexts(result.bytes)).toHaveLength(2);
  });
});
