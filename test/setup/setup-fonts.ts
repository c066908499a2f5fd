// Vitest setup: the stamp engines read their fonts straight from the @fontsource packages.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configureFontFiles } from '../../workers/engines/fonts/font-files';

const fontsource = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'node_modules', '@fontsource');
configureFontFiles(async ({ typeface, fileName }) => new Uint8Array(await readFile(join(fontsource, typeface, 'files', fileName))));
