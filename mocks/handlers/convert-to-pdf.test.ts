import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import { findResultByUrl } from '../result-store';
import { PDFDocument } from 'pdf-lib';
import { remoteImageEpub } from '../../test/fixtures/book-files';

const image = (name: string, type: string) => new File([corpusFile(name).bytes as BlobPart], name, { type });
const tiger = () => image('bgremove-tiger.jpg', 'image/jpeg');
const tiff = () => image('image-multipage-2p.tif', 'image/tiff');

function postConvert(query: string, files: File[]) {
  return callLocalApi(`/api/convert-to-pdf?${query}`, { method: 'POST', body: formWithFiles(files) });
}

describe('POST /api/convert-to-pdf', () => {
  it('makes one PDF of the images in the order sent, a page per TIFF frame', async () => {
    const response = await postConvert('type=image', [tiff(), tiger()]);
    expect(response.status).toBe(200);
    const [item, ...rest] = await response.json();
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ filename: 'images.pdf', pages: 3 });
    const stored = findResultByUrl(item.url)!;
    const document = await PDFDocument.load(await stored.blob.arrayBuffer());
    expect(document.getPageCount()).toBe(3);
  });

  it('jpg is the image type; combine=false makes one PDF per image, named after it', async () => {
    const response = await postConvert('type=jpg&combine=false&pageSize=a4', [tiger(), tiff()]);
    expect(response.status).toBe(200);
    const items = await response.json();
    expect(items.map((item: { filename: string; pages: number }) => [item.filename, item.pages])).toEqual([['bgremove-tiger.pdf', 1], ['image-multipage-2p.pdf', 2]]);
  });

  it('leaves out an image that does not decode and says so; the others still convert', async () => {
    const broken = new File(['not really a png'], 'broken.png', { type: 'image/png' });
    const [item] = await (await postConvert('type=image', [broken, tiger()])).json();
    expect(item.pages).toBe(1);
    expect(item.skipped).toEqual([{ fileName: 'broken.png', code: 'unsupported-type', message: expect.stringContaining('broken.png') }]);
    const separate = await (await postConvert('type=image&combine=false', [tiger(), broken])).json();
    expect(separate).toHaveLength(1);
    expect(separate[0].skipped[0].fileName).toBe('broken.png');
  });

  it('answers a coded error naming the file when nothing converts', async () => {
    const response = await postConvert('type=image', [new File([], 'empty.jpg', { type: 'image/jpeg' })]);
    expect(response.status).toBe(422);
    expect(response.headers.get('X-Error-Code')).toBe('corrupt');
    expect(response.headers.get('X-Error-File')).toBe('0');
    expect(await response.text()).toBe('empty.jpg is empty.');
  });

  it('refuses a file of another type (415) and unknown settings (400) in their own words', async () => {
    const wrong = await postConvert('type=image', [new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf' })]);
    expect(wrong.status).toBe(415);
    expect(await wrong.text()).toBe('a.pdf is not a supported file type.');
    const size = await postConvert('type=image&pageSize=a3', [tiger()]);
    expect(size.status).toBe(400);
    expect(await size.text()).toBe('Page size must be one of: fit, a4, letter.');
    const type = await postConvert('type=pdf', [tiger()]);
    expect(type.status).toBe(400);
    const docx = await postConvert('type=word', [new File([], 'empty.docx')]);
    expect(docx.status).toBe(422);
    expect(await docx.text()).toBe('empty.docx is empty.');
  });

  it('checks each file against the type asked for, naming every refused file at once', async () => {
    const response = await postConvert('type=image', [tiger(), new File(['PK'], 'notes.docx'), new File(['PK'], 'slides.pptx')]);
    expect(response.status).toBe(415);
    expect(response.headers.get('X-Error-Code')).toBe('unsupported-type');
    expect(response.headers.get('X-Error-File')).toBe('1,2');
    expect(await response.text()).toBe('notes.docx is not a supported file type. slides.pptx is not a supported file type.');
    const photoAsWord = await postConvert('type=word', [tiger()]);
    expect(photoAsWord.status).toBe(415);
    expect(await photoAsWord.text()).toBe('bgremove-tiger.jpg is not a supported file type.');
  });

  it('refuses a file over 50 MB by name before converting anything', async () => {
    const huge = new File([new Uint8Array(50 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    const response = await postConvert('type=image', [tiger(), huge]);
    expect(response.status).toBe(413);
    expect(response.headers.get('X-Error-File')).toBe('1');
    expect(await response.text()).toBe('huge.png exceeds the maximum size of 50MB.');
  });

  it('lays out an e-book with the settings sent, and says what on other sites it left out', async () => {
    const alice = new File([corpusFile('epub-alice-epubjs.epub').bytes as BlobPart], 'alice.epub', { type: 'application/epub+zip' });
    const remote = new File([remoteImageEpub() as BlobPart], 'remote.epub', { type: 'application/epub+zip' });
    const [item] = await (await postConvert('type=ebook&pageSize=letter&fontSize=12&margin=20&combine=true', [alice, remote])).json();
    expect(item).toMatchObject({ filename: 'books.pdf', remoteReferencesLeftOut: 2 });
    const document = await PDFDocument.load(await findResultByUrl(item.url)!.blob.arrayBuffer());
    expect(document.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    expect((await postConvert('type=ebook&fontSize=99', [alice])).status).toBe(400);
    expect((await postConvert('type=comic', [alice])).status).toBe(415);
  });
});
