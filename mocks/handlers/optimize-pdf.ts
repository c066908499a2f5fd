import { http } from 'msw';
import type { LocalEngines } from '../local-engines';
import { optimizePdfOperation } from '../../src/contract/optimize-pdf';
import { readOnePdf } from '../read-one-pdf';
import { runJob } from '../run-job';
import { shrinkResponse } from '../shrink-response';
import { EngineError } from '../../src/contract/errors';
import { defaultCustomSettings, type CustomSettings, type OptimizeLevel } from '../../src/contract/shrink-recipes';

/** POST /api/optimize-pdf?level=&quality=&images=&fonts=&metadata=&annotations= — one PDF, optimized. */
export default function optimizePdfHandler(engines: LocalEngines) {
  return http.post('/api/optimize-pdf', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const query = new URL(request.url).searchParams;
    const file = await readOnePdf(await request.formData());
    const level = (query.get('level') ?? 'web') as OptimizeLevel;
    const custom = customSettingsFrom(query);
    const result = await engines.run(optimizePdfOperation, { file, level, custom }, { signal, onProgress });
    return shrinkResponse(file.name, 'optimized', result);
  }));
}

function customSettingsFrom(query: URLSearchParams): CustomSettings {
  const flag = (name: keyof Omit<CustomSettings, 'quality'>) => {
    const value = query.get(name);
    if (value === null) return defaultCustomSettings[name];
    if (value !== 'true' && value !== 'false') throw new EngineError('bad-params', `${name} must be true or false.`);
    return value === 'true';
  };
  const quality = query.has('quality') ? Number(query.get('quality')) : defaultCustomSettings.quality;
  if (!Number.isFinite(quality)) throw new EngineError('bad-params', 'Image quality must be a number between 10 and 100.');
  return { quality, images: flag('images'), fonts: flag('fonts'), metadata: flag('metadata'), annotations: flag('annotations') };
}
