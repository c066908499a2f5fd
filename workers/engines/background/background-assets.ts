// The model's files and their folder are part of the contract (src/contract/background-model.ts):
// the local API reports whether they are cached. The engine's files keep importing them from here.
export { BACKGROUND_ASSETS_PATH, MODEL_BY_QUALITY, resourceKeysFor } from '../../../src/contract/background-model';
