import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { jobOf } from '../../../test/fixtures/engine-job';
import { riskyPdfBytes } from '../../../test/fixtures/risky-pdf';
import { scratchFile } from '../../../test/readers/ocr-checks';
import { noSettings } from '../../../src/contract/api-call';
import { reportPdf } from './pdf-report';

const report = async (file: { name: string; bytes: Uint8Array; password?: string }) => (await reportPdf(jobOf(file, noSettings))).facts;
const native = (tool: string, bytes: Uint8Array, ...args: string[]) => execFileSync(tool, [...args, scratchFile('report.pdf', bytes)], { encoding: 'utf8' });

describe('the PDF report', () => {
  it('lists the fonts pdffonts lists, embedded and subset alike', async () => {
    const paper = corpusFile('multipage-text-tracemonkey-14p.pdf');
    const { fonts, version, pages } = await report(paper);
    const rows = native('pdffonts', paper.bytes).split('\n').slice(2).filter(Boolean).map((line) => line.split(/\s+/));
    // pdffonts: name, type…, emb, sub, uni, object, id — read from the right, as the type has spaces.
    const expected = new Map(rows.map((cells) => [cells[0], { embedded: cells.at(-5) === 'yes', subset: cells.at(-4) === 'yes' }]));
    expect(new Set(fonts.map((font) => font.name))).toEqual(new Set(expected.keys()));
    fonts.forEach((font) => expect({ embedded: font.embedded, subset: font.subset }, font.name).toEqual(expected.get(font.name)));
    expect(version).toBe(/PDF version:\s+(\S+)/.exec(native('pdfinfo', paper.bytes))![1]);
    expect(pages).toHaveLength(14);
    expect(pages[0]).toMatchObject({ number: 1, label: '1', rotation: 0, mediaBox: [0, 0, 612, 792] });
  });

  it('lists the images pdfimages lists, with their size, compression and drawn resolution', async () => {
    const photos = corpusFile('large-jpeg-qa-document-6p.pdf');
    const { images } = await report(photos);
    const listed = native('pdfimages', photos.bytes, '-list').split('\n').slice(2).filter((line) => / image /.test(line)).map((line) => line.trim().split(/\s+/));
    const objects = new Set(listed.map((cells) => cells[10]));
    expect(images).toHaveLength(objects.size);
    const photo = images[0];
    expect(photo).toMatchObject({ page: 1, width: 2500, height: 1364, compression: ['DCTDecode'], hasMask: false });
    // pdfimages: x-ppi 387, y-ppi 388.
    expect(Math.abs(photo.ppi! - 388)).toBeLessThanOrEqual(2);
  });

  it('lists inline images as pdfimages does, marked as written into the page', async () => {
    const file = corpusFile('qpdf-inline-image-colorspace-lookup.pdf');
    const { images } = await report(file);
    const [listed] = native('pdfimages', file.bytes, '-list').split('\n').slice(2).filter((line) => / image /.test(line)).map((line) => line.trim().split(/\s+/));
    expect(listed.slice(3, 5).map(Number)).toEqual([67, 47]);
    expect(images).toEqual([expect.objectContaining({ page: 1, width: 67, height: 47, inline: true, compression: ['FlateDecode'], bitsPerComponent: 1 })]);
    // pdfimages: 240 ppi across and down.
    expect(Math.abs(images[0].ppi! - Number(listed[12]))).toBeLessThanOrEqual(1);
  });

  it('finds scripts, attached files, links of every kind, comments and metadata in a file that carries them', async () => {
    const facts = await report({ name: 'risky.pdf', bytes: await riskyPdfBytes() });
    expect(facts.scripts.map((script) => script.where)).toEqual(expect.arrayContaining(['document opening', 'named script "init"', 'page 1 events']));
    expect(facts.attachments.map((attachment) => attachment.name)).toEqual(['salaries.csv']);
    expect(facts.links.map((link) => [link.kind, link.target])).toEqual([['launch', 'calc.exe'], ['web', 'https://example.com/track'], ['other', 'SubmitForm']]);
    expect(facts.metadata.info).toMatchObject({ author: 'Reviewer Name', title: 'Quarterly figures' });
    expect(facts.metadata.xmp).toMatchObject({ author: 'Reviewer Name' });
  });

  it('reports form fields and their types, a PDF/A claim, encryption and restrictions, and saved versions', async () => {
    const form = await report(corpusFile('form-acroform-irs1040-prefilled.pdf'));
    // qpdf lists each widget; a radio group's widgets share their field's name.
    const widgets: Array<{ fullname: string }> = JSON.parse(native('qpdf', corpusFile('form-acroform-irs1040-prefilled.pdf').bytes, '--json', '--json-key=acroform')).acroform.fields;
    expect(form.fields.map((field) => field.name).sort()).toEqual([...new Set(widgets.map((widget) => widget.fullname))].sort());
    expect(new Set(form.fields.map((field) => field.type))).toEqual(new Set(['text', 'checkbox']));
    expect((await report(corpusFile('pdfa-1b-01.pdf'))).pdfa).toBe('1B');
    const locked = await report(corpusFile('encrypted-owner-only-01.pdf'));
    expect(locked.encrypted).toBe(true);
    expect(locked.restrictions.length).toBeGreaterThan(0);
    expect((await report(corpusFile('metadata-crypt-filter.pdf'))).revisions).toBeGreaterThanOrEqual(1);
  });
});
