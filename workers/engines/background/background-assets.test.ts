import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { modelResources } from '../../background/model-resources';
import { nodePackageReader } from '../../../scripts/node-package-reader';
import { BACKGROUND_ASSETS_PATH, BACKGROUND_QUALITIES, backgroundResourceKeys } from '../../../src/contract/remove-background';

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

  it('describe every file a run of either quality asks for (its model and the runtime the engine fetches), and no other', () => {
    const keys = new Set(BACKGROUND_QUALITIES.flatMap(backgroundResourceKeys));
    for (const key of keys) expect(assets.resources[key], key).toBeDefined();
    expect(Object.keys(assets.resources).sort()).toEqual([...keys].sort());
  });

  it('cut each file into chunks that exist, follow each other and add up to its size', () => {
    const copied = new Map(assets.copies.map(({ from, to }) => [to, join(modules, from)]));
    const written = new Map(assets.written.map(({ to, text }) => [to, text]));
    for (const [key, resource] of Object.entries(assets.resources)) {
      let offset = 0;
      for (const chunk of resource.chunks) {
        expect(chunk.offsets[0], key).toBe(offset);
        const path = `${assets.folder}/${chunk.name}`;
        const source = copied.get(path);
        const size = source && existsSync(source) ? statSync(source).size : written.get(path)?.length;
        expect(size, chunk.name).toBe(chunk.offsets[1] - chunk.offsets[0]);
        offset = chunk.offsets[1];
      }
      expect(offset, key).toBe(resource.size);
    }
  });

  it('hold the 16-bit ISNet (84 MB) for Best and the 8-bit one the build makes from it (about half) for Fast', () => {
    expect(assets.resources['/models/isnet_fp16'].size).toBeGreaterThan(80e6);
    const fast = assets.resources['/models/isnet_int8'];
    expect(fast.size).toBeGreaterThan(35e6);
    expect(fast.size).toBeLessThan(50e6);
    expect(fast.chunks[0].name).toMatch(/^models\/isnet_int8-[0-9a-z]+\.onnx$/);
  });
});
