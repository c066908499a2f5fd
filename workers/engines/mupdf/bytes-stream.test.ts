import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
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
  // The second half is random on each save, written as hex or, when MuPDF prefers it for those bytes,
  // as a literal string (parentheses escaped): either is blanked.
  return new TextDecoder('latin1').decode(bytes).replace(/(\/ID\s*\[\s*<[0-9A-Fa-f]+>\s*)(?:<[0-9A-Fa-f]*>|\((?:\\[\s\S]|[^\\)])*\))/g, '$1<>');
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

/**
 * Node has no FileReaderSync: a stand-in Blob whose slices a synchronous reader answers from the
 * bytes, counting the reads (the worker reads the user's file from disk the same way).
 */
function blobOver(bytes: Uint8Array) {
  type Part = { start: number; end: number };
  const blob = { size: bytes.byteLength, slice: (start: number, end: number): Part => ({ start, end }) };
  const reads: Part[] = [];
  const readBlob = (part: Blob) => {
    const { start, end } = part as unknown as Part;
    reads.push({ start, end });
    return bytes.slice(start, end).buffer;
  };
  return { blob: blob as unknown as Blob, readBlob, reads };
}

describe('openWithMupdf with a Blob (NamedPdfFile)', () => {
  it('writes the same file as from the bytes, damaged files included, reading a block at a time', async () => {
    for (const name of ['multipage-text-tracemonkey-14p.pdf', 'broken-xref-01.pdf', 'truncated-tail-01.pdf']) {
      const file = corpusFile(name);
      const { blob, readBlob, reads } = blobOver(file.bytes);
      const fromBlob = await openWithMupdf({ name, file: blob, readBlob });
      const withCopy = await openWithMupdf(file);
      expect(fromBlob.repaired, name).toBe(withCopy.repaired);
      expect(fromBlob.pageCount, name).toBe(withCopy.pageCount);
      expect(withoutChangingId(saveClean(fromBlob)), name).toBe(withoutChangingId(saveClean(withCopy)));
      // MuPDF asks for a few kilobytes at a time; the file is read in blocks of up to 1 MB.
      expect(reads.length, name).toBeLessThan(Math.max(8, file.bytes.byteLength / 1024));
      expect(reads.every(({ start, end }) => end > start && end <= file.bytes.byteLength), name).toBe(true);
      fromBlob.doc.destroy();
      withCopy.doc.destroy();
    }
  });
});
