// Writes new text into a page's content: a stream of its own after the page's, the page's content
// wrapped in q … Q first so whatever state it leaves (a scale, a clip) does not reach the new text.
// Positions are MuPDF page space (top-left origin); each word gets its text matrix in the page's
// user space, so turned pages and odd media boxes need nothing special.
import type { Matrix, PDFObject, PDFPage } from 'mupdf';
import type { Mupdf } from '../mupdf/load-mupdf';

export interface WrittenWord {
  font: PDFObject;
  size: number;
  /** Extra space after each glyph (Tc), in unscaled text space units. */
  spacing: number;
  /** RGB, 0 to 1. */
  color: number[];
  /** The pen's start on the baseline, page space. */
  x: number;
  y: number;
  /** The codes as hex digits. */
  hex: string;
}

export class PageTextWriter {
  private readonly words: WrittenWord[] = [];

  constructor(private readonly mupdf: Mupdf, private readonly page: PDFPage) {}

  add(word: WrittenWord): void {
    if (word.hex !== '') this.words.push(word);
  }

  /** Appends the words to the page: one stream, the fonts added to the page's own resources. */
  finish(): void {
    if (this.words.length === 0) return;
    const doc = this.page._doc;
    const toUser = this.mupdf.Matrix.invert(this.page.getTransform());
    const names = new Map<PDFObject, string>();
    const fontsDict = this.ownFonts();
    const nameOf = (font: PDFObject) => {
      const known = [...names].find(([object]) => sameObject(object, font));
      if (known) return known[1];
      let index = names.size + 1;
      while (!fontsDict.get(`FolioT${index}`).isNull()) index += 1;
      const name = `FolioT${index}`;
      fontsDict.put(name, font);
      names.set(font, name);
      return name;
    };
    const operations = ['BT'];
    for (const word of this.words) {
      const matrix: Matrix = this.mupdf.Matrix.concat([1, 0, 0, -1, word.x, word.y], toUser);
      operations.push(`/${nameOf(word.font)} ${number(word.size)} Tf ${number(word.spacing)} Tc ${word.color.map(number).join(' ')} rg`);
      operations.push(`${matrix.map(number).join(' ')} Tm <${word.hex}> Tj`);
    }
    operations.push('ET');
    const page = this.page.getObject();
    const contents = page.get('Contents');
    const wrapped = doc.newArray();
    wrapped.push(doc.addStream('q\n', {}));
    if (contents.isArray()) contents.forEach((stream) => wrapped.push(stream));
    else if (!contents.isNull()) wrapped.push(contents);
    wrapped.push(doc.addStream('\nQ\n', {}));
    wrapped.push(doc.addStream(`${operations.join('\n')}\n`, {}));
    page.put('Contents', wrapped);
  }

  /** The page's own font dictionary: copied from what it inherits or shares, so no other page changes. */
  private ownFonts(): PDFObject {
    const doc = this.page._doc;
    const page = this.page.getObject();
    const inherited = page.getInheritable('Resources');
    const resources = doc.newDictionary();
    if (inherited.isDictionary()) inherited.forEach((value, key) => resources.put(key, value));
    const fonts = doc.newDictionary();
    const old = resources.get('Font');
    if (old.isDictionary()) old.forEach((value, key) => fonts.put(key, value));
    resources.put('Font', fonts);
    page.put('Resources', resources);
    return page.get('Resources').get('Font');
  }
}

function sameObject(one: PDFObject, two: PDFObject): boolean {
  return one.isIndirect() && two.isIndirect() ? one.asIndirect() === two.asIndirect() : one === two;
}

function number(value: number): string {
  const fixed = value.toFixed(4).replace(/\.?0+$/, '');
  return fixed === '-0' ? '0' : fixed;
}
