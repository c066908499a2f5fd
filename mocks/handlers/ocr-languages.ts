import { http, HttpResponse } from 'msw';
import { BUNDLED_OCR_LANGUAGE, OCR_LANGUAGES, ocrLanguageFile, type OcrLanguagesAnswer } from '../../src/contract/ocr-pdf';
import { HEAVY_CACHE_NAME } from '../../workers/runtime/worker-descriptor';

/**
 * GET /api/ocr-languages — the OCR languages on this device: the bundled one (precached with the
 * app), and every other whose file is in the cache the service worker keeps first-use files in
 * (it lands there the first time the OCR worker fetches it).
 */
export default function ocrLanguagesHandler() {
  return http.get('/api/ocr-languages', async ({ request }) => {
    const kept = typeof caches === 'undefined' ? [] : await keptLanguages(request.url);
    const answer: OcrLanguagesAnswer = { onDevice: OCR_LANGUAGES.filter((language) => language === BUNDLED_OCR_LANGUAGE || kept.includes(language)) };
    return HttpResponse.json(answer);
  });
}

async function keptLanguages(origin: string): Promise<string[]> {
  try {
    const cache = await caches.open(HEAVY_CACHE_NAME);
    const others = OCR_LANGUAGES.filter((language) => language !== BUNDLED_OCR_LANGUAGE);
    const found = await Promise.all(others.map((language) => cache.match(new URL(ocrLanguageFile(language), origin).href).then(Boolean, () => false)));
    return others.filter((_, index) => found[index]);
  } catch {
    // A browser that refuses Cache Storage (private mode in some) keeps nothing: only the bundled language.
    return [];
  }
}
