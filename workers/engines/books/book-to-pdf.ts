// E-books and comics → PDF with MuPDF: an e-book (EPUB, MOBI, FB2) flows onto pages of the chosen
// size, font size and margin; comic pictures keep their sizes. The pages are
// drawn into a new PDF as they are (text stays text, pictures stay pictures), the book's table of
// contents becomes its bookmarks, and the fonts are cut down to the characters used. Text in a script
// MuPDF's build has no font for is laid out again with Folio's Noto font for it (script-fonts.ts).
import type { Document as MupdfDocument, PDFDocument } from 'mupdf';
import {
  bookToPdfOperation, checkBookSettings, type BookLayout, type BookSettings, type BookToPdfFacts, type BookType,
} from '../../../src/contract/book-to-pdf';
import type { BookmarkNode } from '../../../src/contract/pdf-bookmarks';
import { COMBINED_PDF_NAMES } from '../../../src/contract/convert-to-pdf';
import { pdfOutput, type EngineJob, type EngineResult, type OutputFile } from '../../../src/contract/engine-job';
import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import { fileBytes } from '../../../src/contract/named-file';
import { fileStem, uniqueFileNames } from '../../../src/contract/output-names';
import { mmToPoints, paperPoints } from '../../../src/contract/paper-sizes';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import { implement } from '../../runtime/operations';
import { loadMupdf, type Mupdf } from '../mupdf/load-mupdf';
import { checkBookArchive, checkMobi } from './book-archive';
import { insertOutline } from './outline-writer';
import { scriptFontsFor } from './script-fonts';

type Failure = BookToPdfFacts['failures'][number];

const REFLOWABLE = /\.(epub|mobi|fb2)$/i;

interface OpenedBook {
  doc: MupdfDocument;
  name: string;
  remoteReferences: number;
}

function openBook(mupdf: Mupdf, name: string, bytes: Uint8Array, layout: BookLayout): OpenedBook {
  const { remoteReferences } = checkBookArchive(name, bytes);
  checkMobi(name, bytes);
  let doc: MupdfDocument;
  try {
    doc = mupdf.Document.openDocument(bytes, name);
  } catch {
    throw new EngineError('corrupt', `${name} could not be read: the file looks damaged or is not the kind its name says.`);
  }
  if (doc.needsPassword()) {
    doc.destroy();
    throw new EngineError('unsupported-type', `${name} is protected by DRM; Folio cannot open it.`);
  }
  if (REFLOWABLE.test(name)) {
    const page = paperPoints(layout.pageSize);
    const margin = mmToPoints(layout.margin);
    doc.layout(page.width - 2 * margin, page.height - 2 * margin, layout.fontSize);
  }
  if (doc.countPages() === 0) {
    doc.destroy();
    throw new EngineError('corrupt', `${name} has no pages to convert.`);
  }
  return { doc, name, remoteReferences };
}

/** The book's table of contents as bookmarks, their pages counted from `firstPage` in the PDF. */
function bookmarksOf(doc: MupdfDocument, firstPage: number): BookmarkNode[] {
  const walk = (items: ReturnType<MupdfDocument['loadOutline']>): BookmarkNode[] => (items ?? []).flatMap((item) => {
    let page: number | null;
    try {
      page = item.uri ? doc.resolveLink(item.uri) : item.page ?? null;
    } catch {
      page = null;
    }
    const children = walk(item.down ?? []);
    if (page === null || page < 0) return children;
    return [{ title: (item.title ?? '').trim() || '…', page: firstPage + page + 1, open: false, children }];
  });
  return walk(doc.loadOutline());
}

/** Characters drawn with a font that has no glyph for them (they show as nothing). */
function missingCharacters(page: ReturnType<MupdfDocument['loadPage']>, into: Set<string>): void {
  const text = page.toStructuredText('');
  try {
    text.walk({
      onChar(character, _origin, font) {
        const codePoint = character.codePointAt(0) ?? 32;
        if (codePoint > 32 && font.encodeCharacter(codePoint) === 0) into.add(character);
      },
    });
  } finally {
    text.destroy();
  }
}

interface Written {
  bytes: Uint8Array;
  pages: number;
}

/** The books' pages drawn one after another into one PDF, with bookmarks (one per book when there are several). */
function writePdf(mupdf: Mupdf, books: OpenedBook[], layout: BookLayout, missing: Set<string>, onPage: () => void): Written {
  const buffer = new mupdf.Buffer();
  const writer = new mupdf.DocumentWriter(buffer, 'pdf', '');
  const bookmarks: BookmarkNode[] = [];
  let pages = 0;
  try {
    for (const { doc, name } of books) {
      const own = bookmarksOf(doc, pages);
      bookmarks.push(...(books.length > 1 ? [{ title: fileStem(name), page: pages + 1, open: false, children: own }] : own));
      const margin = REFLOWABLE.test(name) ? mmToPoints(layout.margin) : 0;
      for (let index = 0; index < doc.countPages(); index += 1) {
        const page = doc.loadPage(index);
        try {
          const [x0, y0, x1, y1] = page.getBounds();
          const device = writer.beginPage([0, 0, x1 - x0 + 2 * margin, y1 - y0 + 2 * margin]);
          page.run(device, mupdf.Matrix.translate(margin - x0, margin - y0));
          writer.endPage();
          missingCharacters(page, missing);
        } finally {
          page.destroy();
        }
        pages += 1;
        onPage();
      }
    }
    writer.close();
  } finally {
    writer.destroy();
  }
  const pdf = mupdf.Document.openDocument(buffer.asUint8Array().slice(), 'application/pdf').asPDF() as PDFDocument;
  buffer.destroy();
  try {
    insertOutline(pdf, bookmarks);
    pdf.subsetFonts();
    const saved = pdf.saveToBuffer('garbage=compact,compress');
    const bytes = saved.asUint8Array().slice();
    saved.destroy();
    return { bytes, pages };
  } finally {
    pdf.destroy();
  }
}

export const bookToPdf = implement(bookToPdfOperation, async function bookToPdf(
  { files, settings }: EngineJob<{ type: BookType } & BookSettings>,
  onProgress?: ProgressCallback,
): Promise<EngineResult<BookToPdfFacts>> {
  withSettingsChecked(() => checkBookSettings(settings));
  if (files.length === 0) throw new EngineError('bad-params', 'No file was sent.');
  const mupdf = await loadMupdf();
  const positions = files.map((_, fileIndex) => fileIndex);
  const groups = settings.combine ? [positions] : positions.map((fileIndex) => [fileIndex]);
  const failures: Failure[] = [];
  const missing = new Set<string>();
  let remoteReferencesLeftOut = 0;
  const made: Array<{ group: number[]; written: Written }> = [];
  /** The group's books opened and laid out into one PDF; their failures noted. Undefined when none opened. */
  const layOut = async (group: number[], recordFailures: boolean) => {
    const books: OpenedBook[] = [];
    try {
      for (const fileIndex of group) {
        const { name } = files[fileIndex];
        try {
          books.push(openBook(mupdf, name, await fileBytes(files[fileIndex]), settings));
        } catch (caught) {
          const error = caught instanceof EngineError ? caught : new EngineError('corrupt', `${name} could not be read: the file looks damaged.`);
          if (recordFailures) failures.push({ fileIndex, code: error.code, message: error.message });
        }
      }
      if (books.length === 0) return undefined;
      const total = books.reduce((sum, book) => sum + book.doc.countPages(), 0);
      let done = 0;
      onProgress?.(0, total);
      const notDrawn = new Set<string>();
      const written = writePdf(mupdf, books, settings, notDrawn, () => onProgress?.(++done, total));
      return { written, notDrawn, remoteReferences: books.reduce((sum, book) => sum + book.remoteReferences, 0) };
    } finally {
      books.forEach(({ doc }) => doc.destroy());
    }
  };
  for (const group of groups) {
    let laidOut = await layOut(group, true);
    if (!laidOut) continue;
    // Characters MuPDF had no font for: with the fonts Folio serves for their scripts, laid out again.
    const scriptFonts = laidOut.notDrawn.size > 0 ? await scriptFontsFor(mupdf, laidOut.notDrawn) : undefined;
    if (scriptFonts) {
      // Installed for this layout only (MuPDF keeps the fonts it was given for later books in this worker).
      mupdf.installLoadFontFunction((_name, script) => scriptFonts(script));
      try {
        laidOut = (await layOut(group, false)) ?? laidOut;
      } finally {
        mupdf.installLoadFontFunction(() => null);
      }
    }
    laidOut.notDrawn.forEach((character) => missing.add(character));
    remoteReferencesLeftOut += laidOut.remoteReferences;
    made.push({ group, written: laidOut.written });
  }
  if (made.length === 0) {
    const [first] = failures;
    throw new EngineError(first.code, first.message, { fileIndex: first.fileIndex });
  }
  const names = uniqueFileNames(made.map(({ group }) => (group.length === 1 ? `${fileStem(files[group[0]].name)}.pdf` : COMBINED_PDF_NAMES[settings.type])));
  const outputs: OutputFile[] = made.map(({ written }, index) => pdfOutput(names[index], written.bytes, written.pages));
  return { outputs, facts: { failures, charactersNotDrawn: [...missing], remoteReferencesLeftOut } };
});
