// The script font packs where the app serves them: their URLs, the coverage file the build wrote,
// and which packs this device already keeps (fetched for an earlier document).
import { HEAVY_CACHE_NAME, HEAVY_FOLDER } from '../../runtime/worker-descriptor';
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

/** The packs this device keeps already (every file in the service worker's cache): a converter starts with them. */
export async function keptPackIds(): Promise<string[]> {
  try {
    const cache = await caches.open(HEAVY_CACHE_NAME);
    const kept = await Promise.all(SCRIPT_FONT_PACKS.map(async ({ id }) => {
      const matches = await Promise.all(packFontUrls([id]).map(({ url }) => cache.match(url)));
      return matches.every(Boolean) ? [id] : [];
    }));
    return kept.flat();
  } catch {
    return []; // no Cache Storage here (a test runner, a private window that refuses it)
  }
}
