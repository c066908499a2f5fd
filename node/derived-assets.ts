// Files the build derives from package files with code that only Node runs (see PackageReader.derive
// in workers/runtime/worker-descriptor.ts): kept out of the descriptors, which the app's bundle imports.
import type { DerivedAssetName } from '../workers/runtime/worker-descriptor';
import { fastModelBytes } from './fast-cutout-model/fast-model';

const derivations: Record<DerivedAssetName, (source: Uint8Array) => Uint8Array> = {
  'isnet-int8': fastModelBytes,
};

export function derivedAsset(name: DerivedAssetName, source: Uint8Array): Uint8Array {
  return derivations[name](source);
}
