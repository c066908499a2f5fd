import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { modelResources } from '../../background/model-resources';
import { nodePackageReader } from '../../../scripts/node-package-reader';
import { BACKGROUND_ASSETS_PATH, resourceKeysFor } from '../../../src/contract/remove-background';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const modules = join(root, 'node_modules');

const assets = modelResources(nodePackageReader(modules));

describe('the background remover’s engine files', () => {
  it('go to the folder the worker loads them from, named after both package versions', () => {
    expect(`/vendor/heavy/${assets.folder}/`).toBe(BACKGROUND_ASSETS_PATH);
    const version = (name: string) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
    expect(BACKGROUND_ASSETS_PATH).toContain(`data-${version('@imgly/background-removal-data')}`);
    expect(BACKGROUND_ASSETS_PATH).toContain(`ort-${version('onnxruntime-web')}`);
  });

  it('describe every file a Fast or Best run asks for, under the keys @imgly/background-removal uses', () => {
    for (const key of [...resourceKeysFor('fast'), ...resourceKeysFor('best')]) expect(assets.resources[key], key).toBeDefined();
    // The library's own loader: `fetch:/models/<model>` and `/onnxruntime-web/<file>` (dist/index.mjs).
    const library = readFileSync(join(root, 'node_modules/@imgly/background-removal/dist/index.mjs'), 'utf8');
    expect(library).toContain('loadAsBlob(`/models/${model}`, config)');
    expect(library).toContain('"/onnxruntime-web/ort-wasm-simd-threaded"');
  });

  it('cut each file into chunks that exist, follow each other and add up to its size', () => {
    const copied = new Map(assets.copies.map(({ from, to }) => [to, join(modules, from)]));
    for (const [key, resource] of Object.entries(assets.resources)) {
      let offset = 0;
      for (const chunk of resource.chunks) {
        expect(chunk.offsets[0], key).toBe(offset);
        const source = copied.get(`${assets.folder}/${chunk.name}`)!;
        expect(existsSync(source), chunk.name).toBe(true);
        expect(statSync(source).size, chunk.name).toBe(chunk.offsets[1] - chunk.offsets[0]);
        offset = chunk.offsets[1];
      }
      expect(offset, key).toBe(resource.size);
    }
  });

  it('hold the quantised model for Fast and the 16-bit one, twice its size, for Best', () => {
    const fast = assets.resources['/models/isnet_quint8'].size;
    const best = assets.resources['/models/isnet_fp16'].size;
    expect(fast).toBeGreaterThan(40e6);
    expect(best / fast).toBeCloseTo(2, 0);
  });
});
