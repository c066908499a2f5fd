import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { converterFontFiles, FONTCONFIG_LOCAL_RULES } from './font-substitutes';

// The converter's file list (Emscripten's package metadata inside soffice.js): what soffice.data holds.
const sofficeJs = readFileSync(fileURLToPath(new URL('../../../node_modules/@matbee/libreoffice-converter/wasm/soffice.js', import.meta.url)), 'utf8');
const packaged = new Set([...sofficeJs.matchAll(/filename:"([^"]+)"/g)].map(([, name]) => name));

describe('the font substitution rules written into the converter', () => {
  it('replace the fc_local.conf of LibreOffice’s font folder, which the converter’s data has', () => {
    expect(converterFontFiles().map((file) => file.filename)).toEqual(['fc_local.conf']);
    expect(packaged.has('/instdir/share/fonts/truetype/fc_local.conf')).toBe(true);
  });

  it('name only substitutes the converter ships (DejaVu Sans for Tahoma and Verdana, and LibreOffice’s own)', () => {
    const files: Record<string, string> = {
      'DejaVu Sans': 'DejaVuSans.ttf', Carlito: 'Carlito-Regular.ttf', Caladea: 'Caladea-Regular.ttf',
      'Liberation Sans Narrow': 'LiberationSansNarrow-Regular.ttf', OpenSymbol: 'opens___.ttf',
    };
    const substitutes = [...FONTCONFIG_LOCAL_RULES.matchAll(/<accept>\s*<family>([^<]+)<\/family>/g)].map(([, family]) => family);
    expect(substitutes).toEqual(['Liberation Sans Narrow', 'Carlito', 'Caladea', 'DejaVu Sans', 'DejaVu Sans']);
    expect(FONTCONFIG_LOCAL_RULES).toMatch(/<family>Tahoma<\/family>\s*<accept>\s*<family>DejaVu Sans</);
    expect(FONTCONFIG_LOCAL_RULES).toMatch(/<family>Verdana<\/family>\s*<accept>\s*<family>DejaVu Sans</);
    for (const family of [...substitutes, 'OpenSymbol']) {
      const file = files[family];
      expect([...packaged].some((name) => name.endsWith(`/${file}`)), family).toBe(true);
    }
  });

  it('are a fontconfig file fontconfig reads without a complaint', () => {
    // Debian's fontconfig reads the same file after the system's configuration, as LibreOffice does.
    const folder = mkdtempSync(join(tmpdir(), 'fc-local-'));
    writeFileSync(join(folder, 'fonts.conf'), FONTCONFIG_LOCAL_RULES.replace('<fontconfig>', '<fontconfig>\n  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>'));
    const run = spawnSync('fc-match', ['-f', '%{family[0]}', 'Tahoma:bold'], { encoding: 'utf8', env: { ...process.env, FONTCONFIG_FILE: join(folder, 'fonts.conf') } });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('DejaVu Sans');
  });
});
