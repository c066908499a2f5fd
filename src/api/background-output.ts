// The background remover's download options and model check, through the API.
import { apiJson } from './api-request';
import { removeBackgroundQuery, type BackgroundQuality } from '../contract/remove-background';
import {
  cutoutExportQuery, type CutoutExportAnswer, type CutoutExportSettings, type ModelAvailabilityAnswer,
} from '../contract/background-output';

/** POST /api/remove-background/export: a stored copy of the cut-out with a background colour or in WebP. */
export function exportCutout(settings: CutoutExportSettings, { signal }: { signal?: AbortSignal } = {}): Promise<CutoutExportAnswer> {
  return apiJson(`/api/remove-background/export?${new URLSearchParams(cutoutExportQuery(settings))}`, { method: 'POST', signal });
}

/** GET /api/remove-background/model: the model's size and whether it is already on this device. */
export function checkModel(quality: BackgroundQuality): Promise<ModelAvailabilityAnswer> {
  return apiJson(`/api/remove-background/model?${new URLSearchParams(removeBackgroundQuery({ quality }))}`);
}
