import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/corpus';
import { openWithMupdf, saveClean } from './open-mupdf';

const original = corpusFile('multipage-text-tracemonkey-14p.pdf');

function firstPageText(pdf: Awaited<ReturnType<typeof openWithMupdf>>): string {
  const page = pdf.doc.loadPage(0);
  try {
    return page.toStructuredText('').asText();
  } catch {
    return '';
  } finally {
    page.destroy();
  }
}

// The second half of a file's /ID is new on every save (it names this version of the file).
function withoutChangingId(bytes: Uint8Array): string {
  return new TextDecoder('latin1').decode(bytes).replace(/(\/ID\s*\[\s*<[0-9A-Fa-f]+>\s*)<[0-9A-Fa-f]+>/g, '$1<>');
}

describe('openWithMupdf with readInPlace', () => {
  it('reads the caller\'s bytes where they are: no copy of its own to fall back on', async () => {
    const expected = firstPageText(await openWithMupdf(original));
    expect(expected).toContain('Trace-based');

    // Opened in place, then the caller's bytes wiped: the page's content can only come from them.
    const bytes = original.bytes.slice();
    const inPlace = await openWithMupdf({ name: original.name, bytes }, undefined, { readInPlace: true });
    bytes.fill(0);
    expect(firstPageText(inPlace)).not.toContain('Trace-based');
    inPlace.doc.destroy();

    // The default (MuPDF's own copy) does not notice.
    const copied = original.bytes.slice();
    const withCopy = await openWithMupdf({ name: original.name, bytes: copied });
    copied.fill(0);
    expect(firstPageText(withCopy)).toBe(expected);
    withCopy.doc.destroy();
  });

  it('writes the same file as when MuPDF holds its own copy, damaged files included', async () => {
    for (const name of ['multipage-outline-links-4p.pdf', 'broken-xref-01.pdf', 'truncated-tail-01.pdf']) {
      const file = corpusFile(name);
      const inPlace = await openWithMupdf(file, undefined, { readInPlace: true });
      const withCopy = await openWithMupdf(file);
      expect(inPlace.repaired, name).toBe(withCopy.repaired);
      expect(inPlace.pageCount, name).toBe(withCopy.pageCount);
      expect(withoutChangingId(saveClean(inPlace)), name).toBe(withoutChangingId(saveClean(withCopy)));
      inPlace.doc.destroy();
      withCopy.doc.destroy();
    }
  });
});
