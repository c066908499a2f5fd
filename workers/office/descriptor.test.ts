import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OFFICE_ASSETS_FOLDER, OFFICE_NOTICE_URL } from '../../src/contract/convert-to-pdf';
import { nodePackageReader } from '../../scripts/node-package-reader';
import { assetPlan, HEAVY_FOLDER } from '../runtime/worker-descriptor';
import descriptor, { LIBREOFFICE_LICENSE_FILE } from './descriptor';
import { FONT_FAMILIES, FONT_LICENCE_FILES, fontFilesOf, fontLicenceNotice } from './font-licences';
import { FONT_COVERAGE_FILE, packFiles, SCRIPT_FONT_PACKS, SCRIPT_FONTS_FOLDER, type FontCoverage } from '../engines/libreoffice/script-fonts';

const require = createRequire(import.meta.url);
const modules = fileURLToPath(new URL('../../node_modules', import.meta.url));
// The plan as the build makes it (scripts/worker-assets.ts), reading the installed package.
const plan = assetPlan(descriptor.assets[0], nodePackageReader(modules));
// Files the descriptor copies, read where the build reads them (inside node_modules, past package exports;
// '../' leads to a file committed in the repository).
const inModules = (path: string) => readFileSync(join(modules, path), 'utf8');
const copied = (file: string) => inModules(plan.copies.find((entry) => entry.to === `${OFFICE_ASSETS_FOLDER}/${file}`)!.from);
const written = (file: string) => plan.written!.find((entry) => entry.to === `${OFFICE_ASSETS_FOLDER}/${file}`)!.text as string;
const sofficeFonts = () => fontFilesOf(inModules('@matbee/libreoffice-converter/wasm/soffice.js'));

describe('the office worker’s assets', () => {
  it('live under a folder named after the installed converter’s version (cached for good, so new version, new URL)', () => {
    const { version } = require('@matbee/libreoffice-converter/package.json') as { version: string };
    expect(OFFICE_ASSETS_FOLDER).toBe(`libreoffice/${version}`);
    expect(descriptor.assets[0].caching).toBe('first-use');
  });

  it('patch soffice.js once: its 4-thread pool becomes 16', () => {
    const copy = plan.copies.find((entry) => entry.to.endsWith('soffice.js'))!;
    const source = inModules(copy.from);
    for (const { search } of copy.replace!) expect(source.split(search)).toHaveLength(2);
    expect(copy.replace).toEqual([{ search: 'var pthreadPoolSize=4;', replacement: 'var pthreadPoolSize=16;' }]);
  });

  it('patch the converter’s worker once: the input file takes the name the message gives', () => {
    const copy = plan.copies.find((entry) => entry.to.endsWith('browser.worker.global.js'))!;
    const source = inModules(copy.from);
    for (const { search } of copy.replace!) expect(source.split(search)).toHaveLength(2);
    const [{ search, replacement }] = copy.replace!;
    // The convert handler reads its message as `l`, the input's extension as `t`.
    const before = source.split(search)[0].slice(-400);
    expect(/function \w+\(l\)\{.*let\{inputData:e,inputExt:t,outputFormat:r,filterOptions:n,password:o\}=l;/s.test(before)).toBe(true);
    expect(replacement).toBe('s=`/tmp/input/${l.inputName||"doc"}.${t||"docx"}`');
  });

  it('ship the MPL-2.0 text the package lacks, and a notice of the change and the fonts', () => {
    expect(copied('LICENSE-MPL-2.0.txt')).toContain('Mozilla Public License Version 2.0');
    const notice = written('NOTICE.txt');
    expect(notice).toContain('pthreadPoolSize=16');
    expect(notice).toContain('l.inputName');
    expect(notice).toMatch(/Carlito.*Caladea|Caladea.*Carlito/s);
  });

  it('ship LibreOffice’s NOTICE and, for every font inside soffice.data, its copyright and licence with the licence texts', () => {
    expect(copied('LIBREOFFICE-NOTICE.txt')).toContain('Apache OpenOffice');
    expect(copied(FONT_LICENCE_FILES['OFL-1.1'])).toContain('SIL OPEN FONT LICENSE Version 1.1');
    expect(copied(FONT_LICENCE_FILES['Apache-2.0'])).toContain('Apache License\n                           Version 2.0');
    expect(copied(FONT_LICENCE_FILES['GPL-2.0'])).toContain('GNU GENERAL PUBLIC LICENSE\n                       Version 2, June 1991');
    expect(copied(FONT_LICENCE_FILES['Bitstream-Vera'])).toContain('Bitstream Vera Fonts Copyright');
    expect(copied(FONT_LICENCE_FILES['MPL-2.0'])).toContain('Mozilla Public License Version 2.0');
    // The package's data index names 137 font files (one, OpenSymbol, in two folders).
    const fonts = sofficeFonts();
    expect(fonts).toHaveLength(136);
    const notice = written('FONTS.txt');
    for (const font of fonts) expect(notice).toContain(font);
    expect(notice).toMatch(/Caladea\n {2}Files: Caladea-Bold\.ttf.*\n.*\n {2}Licence: Apache License 2\.0 \(LICENSE-Apache-2\.0\.txt\)/);
    expect(notice).toMatch(/Carlito\n.*\n.*\n {2}Licence: SIL Open Font License 1\.1 \(LICENSE-OFL-1\.1\.txt\)/);
    for (const family of FONT_FAMILIES) expect(fonts.some((font) => family.files.test(font)), family.families).toBe(true);
  });

  it('ship LibreOffice’s "Licensing and Legal information" whole: its third-party libraries and the licence texts they point to', () => {
    const licence = copied(LIBREOFFICE_LICENSE_FILE);
    expect(licence).toContain('<title id="title" xml:lang="en-US" lang="en-US">Licensing and Legal information</title>');
    // Libraries the converter's build holds (fonts, images, XML, PDF export), each with its notice.
    for (const library of ['Freetype', 'fontconfig', 'HarfBuzz', 'ICU', 'libpng', 'libxml2', 'zlib', 'Graphite', 'Little CMS']) expect(licence, library).toMatch(new RegExp(`<h2>[^<]*${library}`));
    // Every "Jump to" anchor the document uses is defined in it.
    const targets = new Set([...licence.matchAll(/ (?:id|name)="([^"]+)"/g)].map((match) => match[1]));
    const jumps = [...licence.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    expect(jumps.length).toBeGreaterThan(100);
    expect(jumps.filter((anchor) => !targets.has(anchor))).toEqual([]);
    // It is a document to read: nothing in it loads from elsewhere.
    expect(licence).not.toMatch(/<(img|script|link|iframe|object)\b/i);
  });

  it('refuse to build with a font no family claims (a new package is checked again)', () => {
    expect(() => fontLicenceNotice([...sofficeFonts(), 'NewFont-Regular.ttf'], 'Fonts')).toThrow('NewFont-Regular.ttf');
  });

  it('are found from the footer: its link is the NOTICE the build writes, which names the other files', () => {
    expect(OFFICE_NOTICE_URL).toBe(`/${HEAVY_FOLDER}/${OFFICE_ASSETS_FOLDER}/NOTICE.txt`);
    const notice = written('NOTICE.txt');
    for (const file of ['LICENSE-MPL-2.0.txt', 'LIBREOFFICE-NOTICE.txt', LIBREOFFICE_LICENSE_FILE, 'FONTS.txt', ...Object.values(FONT_LICENCE_FILES)]) {
      expect(notice).toContain(file);
      expect([...plan.copies.map((entry) => entry.to), ...plan.written!.map((entry) => entry.to)]).toContain(`${OFFICE_ASSETS_FOLDER}/${file}`);
    }
  });
});

describe('the script font packs', () => {
  const fontsPlan = assetPlan(descriptor.assets[1], nodePackageReader(modules));
  const fontsWritten = (file: string) => fontsPlan.written!.find((entry) => entry.to === `${SCRIPT_FONTS_FOLDER}/${file}`)!.text as string;

  it('are a group of their own, fetched on first use and served compressed, under a folder named after their versions', () => {
    expect(descriptor.assets[1]).toMatchObject({ caching: 'first-use', compressed: true });
    expect(SCRIPT_FONTS_FOLDER).toMatch(new RegExp(`^${OFFICE_ASSETS_FOLDER}/fonts/[0-9a-z]+$`));
  });

  it('ship each pack’s regular and bold font with its licence, and a notice naming them all', () => {
    const copies = fontsPlan.copies.map(({ to }) => to.slice(SCRIPT_FONTS_FOLDER.length + 1));
    const notice = fontsWritten('FONTS.txt');
    for (const pack of SCRIPT_FONT_PACKS) {
      const fonts = packFiles(pack).map(({ name }) => name);
      expect(copies).toEqual(expect.arrayContaining([...fonts, `${pack.stem}-LICENSE.txt`]));
      expect(inModules(`${pack.package}/LICENSE_FONT`)).toContain('SIL Open Font License');
      expect(notice).toContain(`${fonts.join(', ')}: ${pack.package}`);
    }
    expect(written('NOTICE.txt')).toContain(`${SCRIPT_FONTS_FOLDER.slice(OFFICE_ASSETS_FOLDER.length + 1)}/FONTS.txt`);
  });

  it('write what LibreOffice’s fonts and each pack can draw', () => {
    const coverage = JSON.parse(fontsWritten(FONT_COVERAGE_FILE)) as FontCoverage;
    expect(Object.keys(coverage.packs)).toEqual(SCRIPT_FONT_PACKS.map(({ id }) => id));
    expect(coverage.bundled.length).toBeGreaterThan(100);
  });
});
