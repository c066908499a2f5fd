// The model's qualities and asset path are part of the contract now (the local API reports whether
// they are cached); the engine's files keep importing them from here.
export { BACKGROUND_ASSETS_PATH, MODEL_BY_QUALITY, isBackgroundQuality, resourceKeysFor, type BackgroundQuality } from '../../../src/contract/background-model';
