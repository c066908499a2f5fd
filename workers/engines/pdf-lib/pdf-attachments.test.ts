import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { corpusDir, corpusFile } from '../../../test/fixtures/corpus';
import { jobOf, oneOutput, outputBytes } from '../../../test/fixtures/engine-job';
import { scratchFile } from '../../../test/readers/ocr-checks';
import { noSettings } from '../../../src/contract/api-call';
import { editAttachments, extractAttachments, readAttachments } from './pdf-attachments';

const transcript = corpusFile('ocr-phototest.gt.txt');
const bird = corpusFile('image-greyscale-bird.png');

/** Tracemonkey with two embedded files added by qpdf (the bird under the key bird.png: the name shown is the file's own), and a file-attachment annotation on page 2 added by hand. */
async function fixture(): Promise<{ name: string; bytes: Uint8Array }> {
  const path = scratchFile('attachments-out.pdf', '');
  execFileSync('qpdf', [
    `${corpusDir}multipage-text-tracemonkey-14p.pdf`,
    '--add-attachment', `${corpusDir}ocr-phototest.gt.txt`, '--description=The transcript', '--mimetype=text/plain', '--',
    '--add-attachment', `${corpusDir}image-greyscale-bird.png`, '--key=bird.png', '--',
    path,
  ]);
  const document = await PDFDocument.load(readFileSync(path));
  const { context } = document;
  const stream = context.register(context.flateStream(new TextEncoder().encode('note on page two'), { Type: 'EmbeddedFile' }));
  const annotation = context.register(context.obj({
    Type: 'Annot', Subtype: 'FileAttachment', Rect: [10, 10, 30, 30], Name: 'PushPin',
    FS: { Type: 'Filespec', F: PDFString.of('note.txt'), EF: { F: stream } },
  } as never));
  document.getPage(1).node.set(PDFName.of('Annots'), context.obj([annotation]));
  return { name: 'with-attachments.pdf', bytes: await document.save() };
}

/** qpdf's list: each key of the document's list. */
function qpdfKeys(bytes: Uint8Array): string[] {
  const output = execFileSync('qpdf', ['--list-attachments', scratchFile('list.pdf', bytes)], { encoding: 'utf8' });
  return output.split('\n').filter((line) => / -> \d+,\d+$/.test(line)).map((line) => line.replace(/ -> \d+,\d+$/, '').trim());
}

function qpdfAttachment(bytes: Uint8Array, key: string): Buffer {
  return execFileSync('qpdf', [`--show-attachment=${key}`, scratchFile('show.pdf', bytes)]);
}

describe('attachments', () => {
  it('lists embedded files and file-attachment annotations with names, sizes, descriptions and types', async () => {
    const { facts } = await readAttachments(jobOf(await fixture(), noSettings));
    expect(facts.attachments).toEqual([
      expect.objectContaining({ id: 'file-1', name: 'image-greyscale-bird.png', size: bird.bytes.length, description: '' }),
      expect.objectContaining({ id: 'file-2', name: 'ocr-phototest.gt.txt', size: transcript.bytes.length, description: 'The transcript', mimeType: 'text/plain' }),
      expect.objectContaining({ id: 'page-2-annotation-1', page: 2, name: 'note.txt', size: 16 }),
    ]);
  });

  it('gives the files back byte for byte, as qpdf shows them', async () => {
    const source = await fixture();
    const { outputs } = await extractAttachments(jobOf(source, { ids: [] }));
    expect(outputs.map((output) => output.name)).toEqual(['image-greyscale-bird.png', 'ocr-phototest.gt.txt', 'note.txt']);
    expect(Buffer.from(outputBytes(outputs[0]))).toEqual(Buffer.from(bird.bytes));
    expect(Buffer.from(outputBytes(outputs[1]))).toEqual(qpdfAttachment(source.bytes, 'ocr-phototest.gt.txt'));
    expect(new TextDecoder().decode(outputBytes(outputs[2]))).toBe('note on page two');
    const one = await extractAttachments(jobOf(source, { ids: ['file-2'] }));
    expect(one.outputs.map((output) => output.name)).toEqual(['ocr-phototest.gt.txt']);
    await expect(extractAttachments(jobOf(source, { ids: ['file-9'] }))).rejects.toMatchObject({ code: 'bad-params' });
  });

  it('removes chosen attachments and adds new files that qpdf lists and shows', async () => {
    const source = await fixture();
    const added = { name: 'data.csv', type: 'text/csv', data: new TextEncoder().encode('a,b\n1,2\n') };
    const output = await oneOutput(await editAttachments(jobOf(source, {
      remove: ['file-1', 'page-2-annotation-1'],
      add: [{ file: added, description: 'The numbers' }],
    })));
    expect(qpdfKeys(output.bytes)).toEqual(['data.csv', 'ocr-phototest.gt.txt']);
    expect(qpdfAttachment(output.bytes, 'data.csv').toString()).toBe('a,b\n1,2\n');
    const { facts } = await readAttachments(jobOf({ name: output.name, bytes: output.bytes }, noSettings));
    expect(facts.attachments).toEqual([
      expect.objectContaining({ id: 'file-1', name: 'data.csv', description: 'The numbers', mimeType: 'text/csv', size: 8 }),
      expect.objectContaining({ id: 'file-2', name: 'ocr-phototest.gt.txt' }),
    ]);
    expect(output.name).toBe('with-attachments-attachments.pdf');
    expect(output.pageCount).toBe(14);
  });

  it('says so when there is nothing to change or nothing to extract', async () => {
    await expect(editAttachments(jobOf(await fixture(), { add: [], remove: [] }))).rejects.toMatchObject({ code: 'bad-params' });
    await expect(extractAttachments(jobOf(corpusFile('multipage-text-tracemonkey-14p.pdf'), { ids: [] })))
      .rejects.toMatchObject({ code: 'bad-params', message: 'multipage-text-tracemonkey-14p.pdf carries no attached files.' });
  });
});
