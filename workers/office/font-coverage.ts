// What the converter's fonts can draw, recorded by the build (the worker cannot know it before a
// pack is fetched): every code point of the fonts inside soffice.data, and of each script pack.
// The office engine reads it to fetch only the packs a document needs, and to name the characters
// no font has (workers/engines/libreoffice/font-needs.ts).
import fontkit from '@pdf-lib/fontkit';
import { rangesOf } from '../engines/libreoffice/code-point-ranges';
import { packFiles, SCRIPT_FONT_PACKS, type FontCoverage } from '../engines/libreoffice/script-fonts';
import type { PackageReader } from '../runtime/worker-descriptor';

const characterSet = (bytes: Uint8Array) => fontkit.create(bytes).characterSet;

/** Each font inside soffice.data: its place there, as the package's index in soffice.js gives it. */
export function bundledFontSpans(sofficeJs: string): Array<{ file: string; start: number; end: number }> {
  return [...sofficeJs.matchAll(/filename:"[^"]*\/([^"/]+\.(?:ttf|otf))",start:(\d+),end:(\d+)/gi)]
    .map(([, file, start, end]) => ({ file, start: Number(start), end: Number(end) }));
}

let computed: FontCoverage | undefined;

/** The coverage of soffice.data's fonts and of each pack (computed once per build: 150 fonts are read). */
export function fontCoverage(packages: PackageReader, converterPackage: string): FontCoverage {
  if (computed) return computed;
  const data = packages.readBytes(`${converterPackage}/wasm/soffice.data`);
  const spans = bundledFontSpans(packages.readText(`${converterPackage}/wasm/soffice.js`));
  if (spans.length === 0) throw new Error(`No fonts were found in ${converterPackage}'s soffice.js index: its format changed.`);
  const bundled = spans.flatMap(({ start, end }) => characterSet(data.subarray(start, end)));
  const packs = Object.fromEntries(SCRIPT_FONT_PACKS.map((pack) => [
    pack.id,
    rangesOf(packFiles(pack).flatMap(({ inPackage }) => characterSet(packages.readBytes(inPackage)))),
  ]));
  computed = { bundled: rangesOf(bundled), packs };
  return computed;
}
