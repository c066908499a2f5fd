import { execFileSync } from 'node:child_process';
import { PDFDocument, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';
import { scratchFile } from '../../../test/readers/ocr-checks';
import { defaultEditMetadataSettings, type EditMetadataSettings } from '../../../src/contract/pdf-metadata';
import { noSettings } from '../../../src/contract/api-call';
import { editMetadata, readMetadata } from './pdf-metadata';

const tracemonkey = corpusFile('multipage-text-tracemonkey-14p.pdf');
const pdfa = corpusFile('pdfa-1b-01.pdf');

/** `pdfinfo` with its custom entries and dates as the file writes them. */
function pdfinfo(bytes: Uint8Array, ...flags: string[]): string {
  return execFileSync('pdfinfo', [...flags, scratchFile('metadata.pdf', bytes)], { encoding: 'utf8' });
}

/** The file uncompressed, object streams opened: every string it holds is readable. */
function uncompressed(bytes: Uint8Array): string {
  const path = scratchFile('metadata-in.pdf', bytes);
  // Once rewritten, one of tracemonkey's images makes qpdf warn that its compressed data ends before the stream does (zlib decodes it whole).
  return execFileSync('qpdf', ['--warning-exit-0', '--qdf', '--object-streams=disable', path, '-'], { encoding: 'latin1', maxBuffer: 1 << 28 });
}

/** exiftool's tags of a file, group and name (`PDF:Author`, `XMP-dc:Creator`), beside those of the file system and exiftool itself. */
function exiftoolTags(bytes: Uint8Array): Map<string, string> {
  const lines = execFileSync('exiftool', ['-G1', '-s', '-a', scratchFile('exif.pdf', bytes)], { encoding: 'utf8' }).split('\n');
  return new Map(lines.flatMap((line) => {
    const match = /^\[([^\]]+)\]\s+(\S+)\s+: (.*)$/.exec(line);
    return match && !['System', 'ExifTool', 'File'].includes(match[1]) ? [[`${match[1]}:${match[2]}`, match[3]] as [string, string]] : [];
  }));
}

/** tracemonkey with an author and a title written by exiftool (an incremental update with a new XMP packet). */
function exiftoolEdited(): { name: string; bytes: Uint8Array } {
  const written = execFileSync('exiftool', [
    '-q', '-XMP-dc:Creator=Ada Exif', '-XMP-dc:Title=Made by exiftool', '-PDF:Author=Ada Exif', '-o', '-', scratchFile('exiftool-in.pdf', tracemonkey.bytes),
  ], { maxBuffer: 1 << 26 });
  return { name: 'exiftool.pdf', bytes: new Uint8Array(written) };
}

async function edited(file: { name: string; bytes: Uint8Array }, settings: Partial<EditMetadataSettings>) {
  return oneOutput(await editMetadata(jobOf(file, { ...defaultEditMetadataSettings, ...settings })));
}

/** A PDF whose Info says `Old Author`, then an incremental update appended that says `New Author`. */
async function withIncrementalUpdate(): Promise<{ name: string; bytes: Uint8Array }> {
  const document = await PDFDocument.create({ updateMetadata: false });
  document.addPage([200, 200]);
  // A literal string, so the raw file shows it.
  document.context.trailerInfo.Info = document.context.register(document.context.obj({ Author: PDFString.of('Old Author') }));
  const first = await document.save({ useObjectStreams: false });
  const text = new TextDecoder('latin1').decode(first);
  const previous = Number(/startxref\s+(\d+)/.exec(text.slice(text.lastIndexOf('startxref')))![1]);
  const root = /\/Root (\d+ 0 R)/.exec(text)![1];
  const size = Number(/\/Size (\d+)/.exec(text)![1]);
  const object = `${size} 0 obj\n<< /Author (New Author) >>\nendobj\n`;
  const offset = first.length;
  const xref = `xref\n${size} 1\n${String(offset).padStart(10, '0')} 00000 n \ntrailer\n<< /Size ${size + 1} /Root ${root} /Info ${size} 0 R /Prev ${previous} >>\nstartxref\n${offset + object.length}\n%%EOF\n`;
  const update = new TextEncoder().encode(object + xref);
  const bytes = new Uint8Array(first.length + update.length);
  bytes.set(first);
  bytes.set(update, first.length);
  return { name: 'updated.pdf', bytes };
}

describe('reading metadata', () => {
  it('reads the Info fields and custom entries pdfinfo reads, and says there is no XMP packet', async () => {
    const { facts } = await readMetadata(jobOf(tracemonkey, noSettings));
    // pdfinfo shows it in UTC (Wed Apr  1 23:39:25 2009 UTC); the file says 16:39:25 at -07:00, which Folio keeps.
    expect(facts.info).toMatchObject({ creator: 'TeX', producer: 'pdfeTeX-1.21a', created: '2009-04-01T16:39:25-07:00', title: '' });
    expect(pdfinfo(tracemonkey.bytes, '-custom')).toContain('PTEX.Fullbanner: This is pdfeTeX');
    expect(facts.custom).toEqual([{ name: 'PTEX.Fullbanner', value: expect.stringContaining('This is pdfeTeX, Version 3.141592') }]);
    expect(facts.xmp).toBeNull();
    expect(facts.revisions).toBe(1);
  });

  it('reads an XMP packet whose fields are spread over several descriptions, as pdfinfo -meta shows it', async () => {
    const { facts } = await readMetadata(jobOf(pdfa, noSettings));
    expect(pdfinfo(pdfa.bytes, '-meta')).toContain('<pdf:Producer>GPL Ghostscript 10.00.0</pdf:Producer>');
    expect(facts.xmp).toMatchObject({ producer: 'GPL Ghostscript 10.00.0', created: '2023-04-23T17:59:04+08:00', title: '' });
  });

  it('counts the saved versions of a file with an incremental update', async () => {
    const { facts } = await readMetadata(jobOf(await withIncrementalUpdate(), noSettings));
    expect(facts.revisions).toBe(2);
    expect(facts.info.author).toBe('New Author');
  });
});

describe('editing metadata', () => {
  it('writes Info and XMP in step, in any script, stamps the modification date and keeps what it was not asked to change', async () => {
    const output = await edited(tracemonkey, {
      set: { title: 'Tracing — 追踪 JIT', author: 'Andreas Gal; Brendan Eich', keywords: 'jit, trace' },
      custom: [{ name: 'Company', value: 'Mozilla' }],
      removeCustom: ['PTEX.Fullbanner'],
    });
    const info = pdfinfo(output.bytes, '-custom', '-isodates');
    expect(info).toContain('Title:           Tracing — 追踪 JIT');
    expect(info).toContain('Author:          Andreas Gal; Brendan Eich');
    expect(info).toContain('Company:         Mozilla');
    expect(info).toContain('Creator:         TeX');
    expect(info).not.toContain('PTEX.Fullbanner');
    const xmp = pdfinfo(output.bytes, '-meta');
    expect(xmp).toContain('<rdf:li xml:lang="x-default">Tracing — 追踪 JIT</rdf:li>');
    expect(xmp).toMatch(/<rdf:Seq><rdf:li>Andreas Gal<\/rdf:li><rdf:li>Brendan Eich<\/rdf:li><\/rdf:Seq>/);
    const { facts } = await readMetadata(jobOf({ name: output.name, bytes: output.bytes }, noSettings));
    expect(facts.xmp).toEqual(facts.info);
    expect(Date.now() - Date.parse(facts.info.modified)).toBeLessThan(60_000);
    expect(output.name).toBe('multipage-text-tracemonkey-14p-metadata.pdf');
    expect(output.pageCount).toBe(14);
  });

  it('keeps the PDF/A identification and the other properties of an existing packet', async () => {
    const output = await edited(pdfa, { set: { title: 'Archived', created: '2024-03-01T09:30:00+01:00' } });
    const xmp = pdfinfo(output.bytes, '-meta');
    expect(xmp).toMatch(/pdfaid:part=.1./);
    expect(xmp).toContain('uuid:0769d4a7-19da-11f9-0000-bf3c7a9a2f73');
    expect(xmp).toContain('<xmp:CreateDate>2024-03-01T09:30:00+01:00</xmp:CreateDate>');
    // The empty title Ghostscript wrote is gone with the other managed properties; only Folio's remains.
    expect(xmp.match(/<dc:title>/g)).toHaveLength(1);
    expect(pdfinfo(output.bytes, '-isodates')).toContain('CreationDate:    2024-03-01T09:30:00+01');
  });

  it('reads and writes a file whose packet pdf-lib cannot unpack (qpdf’s crypt-filtered metadata), writing a new packet', async () => {
    const cryptFiltered = corpusFile('metadata-crypt-filter.pdf');
    const { facts } = await readMetadata(jobOf(cryptFiltered, noSettings));
    expect(facts.revisions).toBeGreaterThanOrEqual(1);
    const output = await edited(cryptFiltered, { set: { title: 'Readable again' } });
    expect(pdfinfo(output.bytes, '-meta')).toContain('Readable again');
    expect(output.pageCount).toBe(30);
  });

  it('refuses a date that is not ISO and a custom name that is a standard field', async () => {
    await expect(edited(tracemonkey, { set: { created: 'yesterday' } })).rejects.toMatchObject({ code: 'bad-params', message: expect.stringContaining('creation date') });
    await expect(edited(tracemonkey, { custom: [{ name: 'Title', value: 'x' }] })).rejects.toMatchObject({ code: 'bad-params' });
  });
});

describe('removing all metadata', () => {
  it('leaves no Info, no XMP, a new file identifier and no trace of an earlier saved version', async () => {
    const source = await withIncrementalUpdate();
    expect(new TextDecoder('latin1').decode(source.bytes)).toContain('(Old Author)');
    const output = await edited(source, { mode: 'remove-all' });
    const info = pdfinfo(output.bytes);
    expect(info).not.toMatch(/^(Author|Title|Creator|Producer|CreationDate|ModDate):/m);
    expect(info).toContain('Metadata Stream: no');
    expect(pdfinfo(output.bytes, '-meta').trim()).toBe('');
    const body = uncompressed(output.bytes);
    expect(body).not.toContain('Old Author');
    expect(body).not.toContain('New Author');
    const { facts } = await readMetadata(jobOf({ name: output.name, bytes: output.bytes }, noSettings));
    expect(facts).toMatchObject({ revisions: 1, xmp: null, custom: [], thumbnails: 0, pieceInfo: 0, objectXmp: 0 });
  });

  it('leaves exiftool nothing to show of what exiftool wrote, and no trace of it in the bytes', async () => {
    const source = exiftoolEdited();
    const before = exiftoolTags(source.bytes);
    expect(before.get('XMP-dc:Creator')).toBe('Ada Exif');
    const { facts } = await readMetadata(jobOf(source, noSettings));
    expect(facts).toMatchObject({ revisions: 2, info: { author: 'Ada Exif' }, xmp: { author: 'Ada Exif', title: 'Made by exiftool' } });
    const output = await edited(source, { mode: 'remove-all' });
    const after = exiftoolTags(output.bytes);
    // What exiftool reads of any PDF: its version, page count and whether it is linearized.
    expect([...after.keys()].filter((tag) => !['PDF:PDFVersion', 'PDF:PageCount', 'PDF:Linearized'].includes(tag))).toEqual([]);
    expect(uncompressed(output.bytes)).not.toContain('Ada Exif');
    expect(Buffer.from(output.bytes).includes('Ada Exif')).toBe(false);
  });

  it('removes the XMP packet of a PDF/A file and its producer, and the pages stay', async () => {
    const output = await edited(pdfa, { mode: 'remove-all' });
    const body = uncompressed(output.bytes);
    expect(body).not.toContain('GPL Ghostscript');
    expect(body).not.toContain('xmpmeta');
    expect(output.pageCount).toBe((await PDFDocument.load(pdfa.bytes)).getPageCount());
    const ids = /\/ID \[ ?<([0-9a-f]+)>/i;
    expect(ids.exec(body)?.[1]).not.toBe(ids.exec(uncompressed(pdfa.bytes))?.[1]);
  });
});
