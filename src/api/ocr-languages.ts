// The OCR tab's question to the local API: which languages are on this device already.
import { apiFetch } from './api-fetch';
import { apiErrorFrom } from './api-error';
import type { OcrLanguagesAnswer } from '../contract/ocr-pdf';

export async function listOcrLanguagesOnDevice(): Promise<OcrLanguagesAnswer> {
  const response = await apiFetch('/api/ocr-languages');
  if (!response.ok) throw await apiErrorFrom(response);
  return response.json();
}
