// The background-removal engine (ISNet on ONNX Runtime Web): what background.worker.ts serves.
import { removeBackground } from './engines/background/remove-background';
import { exportCutout } from './engines/background/export-cutout';

export const backgroundApi = { removeBackground, exportCutout };
export type BackgroundApi = typeof backgroundApi;
