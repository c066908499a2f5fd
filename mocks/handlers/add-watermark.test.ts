import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile, pageTexts } from '../../test/fixtures/corpus';
import { contentStreams } from '../../test/readers/pdf-inspect';
import { passwordField } from '../../src/contract/file-passwords';
import { findResultByUrl } from '../result-store';

const outline = corpusFile('multipage-outline-links-4p.pdf');
const bird = corpusFile('image-greyscale-bird.png');

function post(query: string, image?: File, files = [pdfFile(outline)]) {
  const form = formWithFiles(files);
  if (image) form.append('image', image, image.name);
  return callLocalApi(`/api/add-watermark${query}`, { method: 'POST', body: form });
}

async function output(response: Response): Promise<Uint8Array> {
  const [item] = await response.json();
  return new Uint8Array(await findResultByUrl(item.url)!.blob.arrayBuffer());
}

describe('POST /api/add-watermark', () => {
  it('stamps CONFIDENTIAL on every page with the spec defaults, named after the input', async () => {
    const response = await post('');
    expect(response.status).toBe(200);
    const [item] = await response.clone().json();
    expect(item).toMatchObject({ filename: 'multipage-outline-links-4p-watermarked.pdf', pages: 4, stampedPages: 4 });
    (await pageTexts(await output(response))).forEach((text) => expect(text).toContain('CONFIDENTIAL'));
  });

  it('applies the text settings from the query, on the chosen pages only', async () => {
    const query = '?type=text&text=Brouillon%20%C3%A9t%C3%A9&font=Times%20New%20Roman&color=%231d4ed8&size=40&position=bottom-left&opacity=25&rotation=-45&layer=below&pages=1,4';
    const bytes = await output(await post(query));
    const texts = await pageTexts(bytes);
    expect(texts.map((text) => text.includes('Brouillon été'))).toEqual([true, false, false, true]);
    const document = await PDFDocument.load(bytes);
    const [first] = contentStreams(document, 0);
    expect(first).toContain('0.11372549019607843 0.3058823529411765 0.8470588235294118 rg');
    expect(first).toMatch(/0\.7071\d* -0\.7071\d* 0\.7071\d* 0\.7071\d* [\d.]+ [\d.]+ cm/);
  });

  it('stamps the `image` field for an image watermark', async () => {
    const image = new File([bird.bytes as BlobPart], bird.name, { type: 'image/png' });
    const bytes = await output(await post('?type=image&scale=150&position=tiled&pages=2', image));
    const document = await PDFDocument.load(bytes);
    expect(contentStreams(document, 1).at(-1)).toMatch(/\/Image-\d+ Do/);
    expect(contentStreams(document, 0).join('\n')).not.toMatch(/\/Image-\d+ Do/);
  });

  it.each([
    ['?type=video', 'Watermark type must be one of: text, image.'],
    ['?opacity=0', 'The opacity must be a number from 10 to 100 in steps of 5.'],
    ['?rotation=181', 'The rotation must be a number from -180 to 180 in steps of 5.'],
    ['?scale=12', 'The image scale must be a number from 10 to 200 in steps of 5.'],
    ['?size=73', 'The font size must be a number from 8 to 72.'],
    ['?position=middle', 'Position must be one of: center, top-left, top-right, bottom-left, bottom-right, tiled.'],
    ['?layer=behind', 'Layer must be one of: above, below.'],
    ['?color=blue', 'The colour must look like #1a2b3c, not "blue".'],
    ['?text=', 'Enter the watermark text.'],
    ['?type=image', 'Choose a PNG or JPEG image for the watermark.'],
    ['?pages=0', '"0": page numbers start at 1'],
  ])('answers 400 bad-params for %s', async (query, message) => {
    const response = await post(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('X-Error-Code')).toBe('bad-params');
    expect(await response.text()).toBe(message);
  });

  it('answers 415 for an image that is not PNG or JPEG', async () => {
    const webp = corpusFile('image-text-simple.webp');
    const response = await post('?type=image', new File([webp.bytes as BlobPart], webp.name, { type: 'image/webp' }));
    expect(response.status).toBe(415);
    expect(response.headers.get('X-Error-Code')).toBe('unsupported-type');
    expect(await response.text()).toBe('image-text-simple.webp is not a PNG or JPEG image.');
  });

  it('answers 413 for an image over 50 MB and 422 for an empty one, naming it', async () => {
    const huge = await post('?type=image', new File([new Uint8Array(50 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(huge.status).toBe(413);
    expect(huge.headers.get('X-Error-Code')).toBe('too-large');
    expect(await huge.text()).toBe('huge.png exceeds the maximum size of 50MB.');
    const empty = await post('?type=image', new File([], 'empty.png', { type: 'image/png' }));
    expect(empty.status).toBe(422);
    expect(await empty.text()).toBe('empty.png is empty.');
  });

  it('leaves an image field alone for a text watermark', async () => {
    const webp = corpusFile('image-text-simple.webp');
    const response = await post('?type=text&text=DRAFT', new File([webp.bytes as BlobPart], webp.name, { type: 'image/webp' }));
    expect(response.status).toBe(200);
    (await pageTexts(await output(response))).forEach((text) => expect(text).toContain('DRAFT'));
  });

  it('answers 422 encrypted for a PDF that needs its password, and stamps it with the password sent beside it', async () => {
    const locked = corpusFile('encrypted-userpw-01.pdf');
    const refused = await post('', undefined, [pdfFile(locked)]);
    expect(refused.status).toBe(422);
    expect(refused.headers.get('X-Error-Code')).toBe('encrypted');
    const form = formWithFiles([pdfFile(locked)]);
    form.append(passwordField(0), 'openpassword');
    const opened = await callLocalApi('/api/add-watermark?text=OPENED', { method: 'POST', body: form });
    expect(opened.status).toBe(200);
    expect((await pageTexts(await output(opened)))[0]).toContain('OPENED');
  });
});
