// The script font packs where the app serves them: their URLs, and the coverage file the build wrote.
import { HEAVY_FOLDER } from '../../runtime/worker-descriptor';
import { FONT_COVERAGE_FILE, packFiles, SCRIPT_FONT_PACKS, SCRIPT_FONTS_FOLDER, type FontCoverage } from './script-fonts';

const fontsBase = () => new URL(`/${HEAVY_FOLDER}/${SCRIPT_FONTS_FOLDER}/`, self.location.origin).href;

/** Each font file of these packs: its URL, and the name LibreOffice's font folder gets. */
export function packFontUrls(packIds: readonly string[]): Array<{ url: string; name: string }> {
  return SCRIPT_FONT_PACKS.filter(({ id }) => packIds.includes(id))
    .flatMap((pack) => packFiles(pack).map(({ name }) => ({ url: fontsBase() + name, name })));
}

let coverage: Promise<FontCoverage | undefined> | undefined;

/**
 * What the converter's fonts and each pack can draw; undefined if it cannot be had (then documents
 * convert with LibreOffice's own fonts only, as before the packs).
 */
export function servedFontCoverage(): Promise<FontCoverage | undefined> {
  coverage ??= (async () => {
    const response = await fetch(fontsBase() + FONT_COVERAGE_FILE);
    return response.ok ? (response.json() as Promise<FontCoverage>) : undefined;
  })().catch(() => undefined).then((found) => {
    if (!found) coverage = undefined; // asked again next time (offline now, online later)
    return found;
  });
  return coverage;
}
