// The font each piece of edited text is written in. The file's own font, when it holds every glyph
// the piece needs (font-probe.ts checks the glyphs, not only the encoding); otherwise a
// metric-compatible open face of the same family, weight and slant (URW's Nimbus, with the served
// font of each other script), embedded once per file and subset when the file is saved.
import type { PDFDocument, PDFObject } from 'mupdf';
import type { FontFamily } from '../../../src/contract/page-text';
import type { Mupdf } from '../mupdf/load-mupdf';
import { toUnicodeCMap } from '../fonts/to-unicode-cmap';
import { builtInFace } from './edit-fonts';
import { hex, probeFont, type FontProbe } from './font-probe';
import { itemFonts } from './text-fonts';

/** A run of glyphs in one font: its codes, and how far it moves the pen at a size (before letter spacing). */
export interface FontRun {
  font: PDFObject;
  hex: string;
  glyphs: number;
  advance(size: number): number;
}

export interface WantedLook {
  /** The font the characters were drawn with (its /BaseFont); undefined for a look the file lacks. */
  fontName: string | undefined;
  family: FontFamily;
  bold: boolean;
  italic: boolean;
}

const EDITOR_FONT: Record<FontFamily, 'Helvetica' | 'Times New Roman' | 'Courier New'> = {
  sans: 'Helvetica', serif: 'Times New Roman', mono: 'Courier New',
};

/** The fonts of one save: the substitutes added to the file are shared by all its pages. */
export class EditFonts {
  private readonly added = new Map<string, { object: PDFObject; glyphs: Map<number, number[]> }>();
  /** Pieces written in a substitute font, and characters no font had. */
  substituted = 0;
  readonly missing = new Set<string>();

  constructor(private readonly mupdf: Mupdf, private readonly doc: PDFDocument) {}

  /** The file's own fonts on a page (page-fonts.ts), probed for the characters a page's edits need. */
  onPage(fonts: Map<string, PDFObject[]>, needed: Map<string, string[]>): PageFontsProbe {
    const probes = new Map<string, FontProbe[]>();
    for (const [name, chars] of needed) {
      const found: FontProbe[] = [];
      for (const font of fonts.get(name) ?? []) {
        const probe = probeOrNothing(() => probeFont(this.mupdf, font.resolve(), chars));
        if (probe) found.push(Object.assign(probe, { object: font }));
      }
      probes.set(name, found);
    }
    return new PageFontsProbe(probes);
  }

  /** A piece in the face of the look's family (and other scripts' fonts for what it lacks). */
  async substitute(text: string, look: WantedLook): Promise<FontRun[]> {
    this.substituted += 1;
    const fonts = await itemFonts(this.mupdf, builtInFace(EDITOR_FONT[look.family], look.bold, look.italic), text);
    fonts.missing.forEach((character) => this.missing.add(character));
    const runs: FontRun[] = [];
    for (const piece of fonts.pieces(text)) {
      if (piece.fallback) {
        const { object, glyphs } = this.fontObject(piece.fallback.font);
        const scale = 1 / piece.shaped.unitsPerEm;
        for (const glyph of piece.shaped.glyphs) if (!glyphs.has(glyph.id)) glyphs.set(glyph.id, glyph.codePoints);
        runs.push({
          font: object,
          hex: piece.shaped.glyphs.map((glyph) => hex(glyph.id, 2)).join(''),
          glyphs: piece.shaped.glyphs.length,
          advance: (size) => piece.shaped.advance * scale * size,
        });
        continue;
      }
      const { object, glyphs } = this.fontObject(fonts.face);
      const ids = [...piece.text].map((character) => {
        const id = fonts.face.encodeCharacter(character.codePointAt(0)!);
        if (!glyphs.has(id)) glyphs.set(id, [character.codePointAt(0)!]);
        return id;
      });
      runs.push({
        font: object,
        hex: ids.map((id) => hex(id, 2)).join(''),
        glyphs: ids.length,
        advance: (size) => ids.reduce((sum, id) => sum + fonts.face.advanceGlyph(id) * size, 0),
      });
    }
    return runs;
  }

  /** Writes each substitute's ToUnicode map: what every glyph drawn with it stands for. */
  finish(): void {
    for (const { object, glyphs } of this.added.values()) {
      object.put('ToUnicode', this.doc.addStream(toUnicodeCMap(glyphs), this.doc.newDictionary()));
    }
  }

  private fontObject(font: InstanceType<Mupdf['Font']>) {
    const name = font.getName();
    let entry = this.added.get(name);
    if (!entry) {
      entry = { object: this.doc.addFont(font), glyphs: new Map() };
      this.added.set(name, entry);
    }
    return entry;
  }
}

type ProbedFont = FontProbe & { object: PDFObject };

/** A font the probe cannot read (a damaged program, an encoding MuPDF refuses) writes nothing: a substitute does. */
function probeOrNothing(probe: () => FontProbe | undefined): FontProbe | undefined {
  try {
    return probe();
  } catch {
    return undefined;
  }
}

/** The page's own fonts, as far as they can write a piece. */
export class PageFontsProbe {
  constructor(private readonly probes: Map<string, FontProbe[]>) {}

  /** The piece in a font of that name on the page that has all its glyphs. */
  run(fontName: string, text: string): (FontRun & { probe: FontProbe }) | undefined {
    for (const probe of (this.probes.get(fontName) ?? []) as ProbedFont[]) {
      const codes = [...text].map((character) => probe.codeOf(character));
      if (codes.some((code) => code === undefined)) continue;
      const known = codes as number[];
      return {
        probe,
        font: probe.object,
        hex: known.map((code) => hex(code, probe.codeLength)).join(''),
        glyphs: known.length,
        advance: (size) => known.reduce((sum, code) => sum + (probe.width(code) / 1000) * size, 0),
      };
    }
    return undefined;
  }

  /** The first probe of a font name, to measure the file's own spacing with. */
  probe(fontName: string): FontProbe | undefined {
    return this.probes.get(fontName)?.[0];
  }
}
