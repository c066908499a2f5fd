import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { copyAllPages } from './page-aware-copier';
import { corpusFile } from '../../../test/fixtures/corpus';

describe('copyAllPages', () => {
  it('shares each parsed stream\'s bytes with its copy instead of copying them, and the copy writes the same file content', async () => {
    const source = await PDFDocument.load(corpusFile('large-jpeg-qa-document-6p.pdf').bytes);
    const target = await PDFDocument.create();
    const { pages } = copyAllPages(source, target);
    pages.forEach((page) => target.addPage(page));
    const imageOf = (document: PDFDocument, pageIndex: number) => {
      const xObjects = document.getPage(pageIndex).node.Resources()!.lookup(PDFName.of('XObject')) as import('pdf-lib').PDFDict;
      const ref = xObjects.values().find((value) => value instanceof PDFRef) as PDFRef;
      return document.context.lookup(ref) as PDFRawStream;
    };
    const [original, copied] = [imageOf(source, 0), imageOf(target, 0)];
    expect(copied).toBeInstanceOf(PDFRawStream);
    expect(copied).not.toBe(original);
    expect(copied.contents).toBe(original.contents);
    expect(copied.dict.get(PDFName.of('Filter'))).toEqual(original.dict.get(PDFName.of('Filter')));

    const reread = await PDFDocument.load(await target.save());
    expect(reread.getPageCount()).toBe(6);
    expect([...imageOf(reread, 0).contents]).toEqual([...original.contents]);
  });
});
