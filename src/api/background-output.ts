// The background remover's download options and model check, through the API.
import { apiFetch } from './api-fetch';
import { apiErrorFrom } from './api-error';
import { removeBackgroundQuery, type BackgroundQuality } from '../contract/remove-background';
import {
  cutoutExportQuery, type CutoutExportAnswer, type CutoutExportSettings, type ModelAvailabilityAnswer,
} from '../contract/background-output';

/** POST /api/remove-background/export: a stored copy of the cut-out with a background colour or in WebP. */
export async function exportCutout(settings: CutoutExportSettings, { signal }: { signal?: AbortSignal } = {}): Promise<CutoutExportAnswer> {
  const search = new URLSearchParams(cutoutExportQuery(settings));
  const response = await apiFetch(`/api/remove-background/export?${search}`, { method: 'POST', signal });
  if (!response.ok) throw await apiErrorFrom(response);
  return response.json();
}

/** GET /api/remove-background/model: the model's size and whether it is already on this device. */
export async function checkModel(quality: BackgroundQuality): Promise<ModelAvailabilityAnswer> {
  const response = await apiFetch(`/api/remove-background/model?${new URLSearchParams(removeBackgroundQuery({ quality }))}`);
  if (!response.ok) throw await apiErrorFrom(response);
  return response.json();
}
