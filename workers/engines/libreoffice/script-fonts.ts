// Fonts for the scripts LibreOffice's own data has no face for. soffice.data holds Latin, Greek,
// Cyrillic, Arabic, Hebrew, Armenian, Georgian and Lao fonts, and none for Chinese, Japanese, Korean,
// the Indic scripts, Thai, Khmer, Myanmar or Ethiopic: LibreOffice draws each such character as an
// empty box (the text is still extractable, so the file searches as full and looks empty).
//
// Each pack is one script's Noto Sans, regular and bold, from its npm package, served by the app.
// A pack is fetched the first time a document needs it and then kept by the service worker (first
// use caching), so the converter's download grows only for the scripts a visitor's documents use.
// The converter gets only the packs the documents it converted needed (office-converter.ts keeps
// them across documents): the CJK fonts are large, and a converter holding every pack slowed a large
// spreadsheet without any CJK text past its time limit.
import { OFFICE_ASSETS_FOLDER } from '../../../src/contract/convert-to-pdf';
import { fnv1a } from '../../runtime/fnv1a';

export interface ScriptFontPack {
  /** Its key in the coverage file. */
  id: string;
  /** The npm package and its pinned version (a unit test keeps it equal to the installed one). */
  package: string;
  version: string;
  /** The files' stem in the package: NotoSansSC → 400Regular/NotoSansSC_400Regular.ttf. */
  stem: string;
  /** Regular only: LibreOffice then draws bold by emboldening it. */
  regularOnly?: boolean;
}

const noto = (id: string, stem: string, version: string, regularOnly = false): ScriptFontPack =>
  ({ id, package: `@expo-google-fonts/noto-sans-${id}`, version, stem, regularOnly });

/**
 * In the order a character is looked up: the first pack that has it is the one fetched. Simplified
 * Chinese first: its font has the Han characters of Chinese, Japanese and Korean text, kana and
 * bopomofo; the Korean one then adds Hangul.
 */
export const SCRIPT_FONT_PACKS: readonly ScriptFontPack[] = [
  // Regular only: with its 10 MB bold as well (and the Korean pack), a large spreadsheet converted
  // after a Chinese document hung the converter; emboldened regular is how LibreOffice shows bold CJK
  // where a font has no bold.
  noto('sc', 'NotoSansSC', '0.4.3', true),
  noto('kr', 'NotoSansKR', '0.4.3'),
  noto('devanagari', 'NotoSansDevanagari', '0.4.1'),
  noto('bengali', 'NotoSansBengali', '0.4.4'),
  noto('gurmukhi', 'NotoSansGurmukhi', '0.4.1'),
  noto('gujarati', 'NotoSansGujarati', '0.4.2'),
  noto('oriya', 'NotoSansOriya', '0.4.2'),
  noto('tamil', 'NotoSansTamil', '0.4.3'),
  noto('telugu', 'NotoSansTelugu', '0.4.2'),
  noto('kannada', 'NotoSansKannada', '0.4.3'),
  noto('malayalam', 'NotoSansMalayalam', '0.4.2'),
  noto('sinhala', 'NotoSansSinhala', '0.4.2'),
  noto('thai', 'NotoSansThai', '0.4.2'),
  noto('khmer', 'NotoSansKhmer', '0.4.3'),
  noto('myanmar', 'NotoSansMyanmar', '0.4.2'),
  noto('ethiopic', 'NotoSansEthiopic', '0.4.2'),
];

export const FONT_WEIGHTS = [
  { folder: '400Regular', style: 'Regular' },
  { folder: '700Bold', style: 'Bold' },
] as const;

/**
 * Where the packs are served, named after their versions: the service worker keeps these files for
 * good, so a pack of a new version must come under a new URL.
 */
export const SCRIPT_FONTS_FOLDER = `${OFFICE_ASSETS_FOLDER}/fonts/${versionStamp()}`;

function versionStamp(): string {
  // A digest of every pack's version, so the folder changes when any does.
  return fnv1a(SCRIPT_FONT_PACKS.map(({ id, version }) => `${id}@${version}`).join(','));
}

/** A pack's font files: where the package has them, and their names as served and as LibreOffice gets them. */
export function packFiles(pack: ScriptFontPack): Array<{ inPackage: string; name: string }> {
  return FONT_WEIGHTS.filter(({ style }) => !pack.regularOnly || style === 'Regular').map(({ folder, style }) => ({
    inPackage: `${pack.package}/${folder}/${pack.stem}_${folder}.ttf`,
    name: `${pack.stem}-${style}.ttf`,
  }));
}

/**
 * Which code points the converter can draw, written by the build (workers/office/font-coverage.ts):
 * those of its own fonts, and each pack's. Each list is sorted, inclusive [first, last] ranges.
 */
export interface FontCoverage {
  bundled: Array<[number, number]>;
  packs: Record<string, Array<[number, number]>>;
}

export const FONT_COVERAGE_FILE = 'coverage.json';
