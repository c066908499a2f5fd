// The script font packs as served: each pack's regular and bold font with its licence (every pack is
// Noto, SIL Open Font License 1.1, its copyright in the package's LICENSE_FONT), a notice listing them,
// and the coverage the engine reads to know which pack a character needs.
import { FONT_COVERAGE_FILE, packFiles, SCRIPT_FONT_PACKS, SCRIPT_FONTS_FOLDER } from '../engines/libreoffice/script-fonts';
import type { AssetPlan, PackageReader } from '../runtime/worker-descriptor';
import { fontCoverage } from './font-coverage';

const licenceFile = (stem: string) => `${stem}-LICENSE.txt`;

export function scriptFontsPlan(packages: PackageReader, converterPackage: string): AssetPlan {
  return {
    copies: SCRIPT_FONT_PACKS.flatMap((pack) => [
      ...packFiles(pack).map(({ inPackage, name }) => ({ from: inPackage, to: `${SCRIPT_FONTS_FOLDER}/${name}` })),
      { from: `${pack.package}/LICENSE_FONT`, to: `${SCRIPT_FONTS_FOLDER}/${licenceFile(pack.stem)}` },
    ]),
    written: [
      { to: `${SCRIPT_FONTS_FOLDER}/${FONT_COVERAGE_FILE}`, text: JSON.stringify(fontCoverage(packages, converterPackage)) },
      { to: `${SCRIPT_FONTS_FOLDER}/FONTS.txt`, text: notice() },
    ],
  };
}

function notice(): string {
  return [
    'Fonts Folio gives LibreOffice for the scripts its own fonts lack, one pack per script, fetched when a document needs it.',
    'All are Noto Sans families from Google Fonts (npm packages @expo-google-fonts/noto-sans-*), licensed under the',
    'SIL Open Font License 1.1; each family\'s copyright and the licence text are in the file named beside it.',
    '',
    ...SCRIPT_FONT_PACKS.map((pack) => `${packFiles(pack).map(({ name }) => name).join(', ')}: ${pack.package} ${pack.version}; licence: ${licenceFile(pack.stem)}`),
    '',
  ].join('\n');
}
