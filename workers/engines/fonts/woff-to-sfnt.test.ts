// The WOFF unwrapper: the sfnt it writes is the font the WOFF holds, as fontkit and FreeType (fc-scan) read it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontkit } from './fontkit-runtime';
import { woffToSfnt } from './woff-to-sfnt';

const woffOf = (name: string) => new Uint8Array(readFileSync(`node_modules/@fontsource/${name}`));

describe('woffToSfnt', () => {
  for (const file of ['noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff', 'noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff', 'arimo/files/arimo-latin-400-normal.woff']) {
    it(`unwraps ${file.split('/').pop()} into the same font`, () => {
      const woff = woffOf(file);
      const sfnt = woffToSfnt(woff);
      const fromWoff = fontkit.create(Buffer.from(woff)) as { numGlyphs: number; postscriptName: string; characterSet: number[] };
      const fromSfnt = fontkit.create(Buffer.from(sfnt)) as typeof fromWoff;
      expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
      expect(fromSfnt.postscriptName).toBe(fromWoff.postscriptName);
      expect(fromSfnt.characterSet).toEqual(fromWoff.characterSet);
      // FreeType (fontconfig's scanner) reads it as a TrueType font with the same family.
      const path = join(mkdtempSync(join(tmpdir(), 'folio-sfnt-')), 'font.ttf');
      writeFileSync(path, sfnt);
      expect(execFileSync('fc-scan', ['--format', '%{fontformat}', path], { encoding: 'utf8' })).toBe('TrueType');
    });
  }

  it('refuses bytes that are not WOFF', () => {
    expect(() => woffToSfnt(new Uint8Array(64))).toThrow(/not a WOFF/);
  });
});
