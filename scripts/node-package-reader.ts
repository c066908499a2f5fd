// The descriptors' view of node_modules, for the build (vite.config.ts) and the tests.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PackageReader } from '../workers/runtime/worker-descriptor.ts';
import { derivedAsset } from '../node/derived-assets.ts';

export function nodePackageReader(modules: string): PackageReader {
  return {
    readJson: (path) => JSON.parse(readFileSync(join(modules, path), 'utf8')),
    sizeOf: (path) => statSync(join(modules, path)).size,
    readText: (path) => readFileSync(join(modules, path), 'utf8'),
    readBytes: (path) => new Uint8Array(readFileSync(join(modules, path))),
    derive: derivedAsset,
  };
}
