// The OCR tab's question to the local API: which languages are on this device already.
import { apiJson } from './api-request';
import type { OcrLanguagesAnswer } from '../contract/ocr-pdf';

export function listOcrLanguagesOnDevice(): Promise<OcrLanguagesAnswer> {
  return apiJson<OcrLanguagesAnswer>('/api/ocr-languages');
}
