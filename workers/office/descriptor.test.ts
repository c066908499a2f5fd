import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OFFICE_ASSETS_FOLDER } from '../../src/contract/convert-to-pdf';
import type { AssetPlan } from '../runtime/worker-descriptor';
import descriptor from './descriptor';

const require = createRequire(import.meta.url);
const plan = descriptor.assets[0].plan as AssetPlan;
// Files the descriptor copies, read where the build reads them (inside node_modules, past package exports).
const inModules = (path: string) => readFileSync(fileURLToPath(new URL(`../../node_modules/${path}`, import.meta.url)), 'utf8');

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

  it('ship the MPL-2.0 text the package lacks, and a notice of the change and the fonts', () => {
    const licence = plan.copies.find((entry) => entry.to.endsWith('LICENSE-MPL-2.0.txt'))!;
    expect(inModules(licence.from)).toContain('Mozilla Public License Version 2.0');
    const notice = plan.written!.find((entry) => entry.to.endsWith('NOTICE.txt'))!.text;
    expect(notice).toContain('pthreadPoolSize=16');
    expect(notice).toMatch(/Carlito.*Caladea|Caladea.*Carlito/s);
  });
});
