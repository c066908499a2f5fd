import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { offlineCatalogue } from '../../scripts/worker-assets';
import { workerDescriptors } from '../../workers/runtime/descriptors';
import { BACKGROUND_ASSETS_PATH } from '../../src/contract/remove-background';
import type { WorkerDescriptor } from '../../workers/runtime/worker-descriptor';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('the offline panel’s catalogue', () => {
  const catalogue = offlineCatalogue(workerDescriptors, root);

  it('lists every worker with first-use assets, and only those', () => {
    const heavy = workerDescriptors.filter((descriptor) => descriptor.assets.some((group) => group.caching === 'first-use'));
    expect(catalogue.map((entry) => entry.id).sort()).toEqual(heavy.map((descriptor) => descriptor.name).sort());
    expect(catalogue.map((entry) => entry.id)).toContain('background');
  });

  it('names the background remover’s files where the worker fetches them, with their real sizes', () => {
    const background = catalogue.find((entry) => entry.id === 'background')!;
    expect(background.title).toBe('background removal');
    expect(background.files.every((file) => file.path.startsWith(BACKGROUND_ASSETS_PATH))).toBe(true);
    const resources = background.files.find((file) => file.path === `${BACKGROUND_ASSETS_PATH}resources.json`);
    expect(resources).toBeDefined();
    const total = background.files.reduce((sum, file) => sum + file.size, 0);
    // Best's model (84 MB), Fast's (about 42 MB) and the runtime (14 MB).
    expect(total).toBeGreaterThan(130 * 1024 * 1024);
  });

  it('picks up a new worker by its descriptor alone', () => {
    const newcomer: WorkerDescriptor = {
      name: 'newcomer', title: 'a new engine', idleMs: 1000, restartAfterFailure: false, runsUnderNode: false, scriptSources: [],
      assets: [{ caching: 'first-use', plan: { copies: [{ from: 'mupdf/package.json', to: 'newcomer/package.json' }] } }],
    };
    const entry = offlineCatalogue([newcomer], root)[0];
    const size = readFileSync(new URL('node_modules/mupdf/package.json', `file://${root}`)).length;
    expect(entry).toEqual({ id: 'newcomer', title: 'a new engine', files: [{ path: '/vendor/heavy/newcomer/package.json', size }] });
  });
});
