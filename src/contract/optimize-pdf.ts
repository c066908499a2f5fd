// Optimize PDF: POST /api/optimize-pdf?level=&quality=&images=&fonts=&metadata=&annotations=. The
// settings, their defaults and limits, the one check (the handler reads, the engine checks again), the
// query both ends use, and the answer. What each level does is in shrink-recipes.ts.
import { ONE_PDF_FILE, queryCall } from './api-call';
import { toolOperation } from './engine-job';
import { checkChoice, fitsRule, SettingsError, settingsQuery, type NumberRule } from './setting-values';
import type { ShrinkAnswerItem } from './shrink-actions';
import type { ShrinkFacts } from './shrink-result';

export const optimizeLevels = ['web', 'print', 'archive', 'custom'] as const;
export type OptimizeLevel = (typeof optimizeLevels)[number];

/** The Custom level's own settings (the presets ignore them). */
export interface CustomSettings {
  quality: number;
  images: boolean;
  fonts: boolean;
  metadata: boolean;
  annotations: boolean;
}

export interface OptimizeSettings {
  level: OptimizeLevel;
  custom: CustomSettings;
}

/** The quality slider (spec: 10–100, step 5). */
export const qualityRule = { label: 'Image quality', min: 10, max: 100, step: 5 } satisfies NumberRule;

/** Spec, second document §9: level web, quality 75, images and fonts on, metadata on, annotations off. */
export const defaultCustomSettings: CustomSettings = { quality: 75, images: true, fonts: true, metadata: true, annotations: false };
export const defaultOptimizeSettings: OptimizeSettings = { level: 'web', custom: defaultCustomSettings };

export function checkOptimizeLevel(level: string): OptimizeLevel {
  return checkChoice(level, optimizeLevels, 'Level', (value) => `Unknown optimization level "${value}". Choose web, print, archive or custom.`);
}

export function checkCustomSettings(custom: CustomSettings): CustomSettings {
  if (!fitsRule(custom.quality, qualityRule)) throw new SettingsError('Image quality must be between 10 and 100, in steps of 5.');
  return custom;
}

/** Throws SettingsError naming the first setting that cannot be applied. */
export function checkOptimizeSettings(settings: OptimizeSettings): OptimizeSettings {
  checkOptimizeLevel(settings.level);
  checkCustomSettings(settings.custom);
  return settings;
}

/** The screen's query: the level and every custom setting, whichever level is chosen. */
export function optimizeQuery({ level, custom }: OptimizeSettings): Record<string, string> {
  return { level, ...settingsQuery(custom) };
}

/** The handler's reader: absent parameters take the defaults; a flag is `true` or `false`, nothing else. */
export function readOptimizeQuery(query: URLSearchParams): OptimizeSettings {
  const flag = (name: keyof Omit<CustomSettings, 'quality'>) => {
    const value = query.get(name);
    if (value === null) return defaultCustomSettings[name];
    if (value !== 'true' && value !== 'false') throw new SettingsError(`${name} must be true or false.`);
    return value === 'true';
  };
  const quality = query.has('quality') ? Number(query.get('quality')) : defaultCustomSettings.quality;
  if (!Number.isFinite(quality)) throw new SettingsError('Image quality must be a number between 10 and 100.');
  const custom = { quality, images: flag('images'), fonts: flag('fonts'), metadata: flag('metadata'), annotations: flag('annotations') };
  return checkOptimizeSettings({ level: checkOptimizeLevel(query.get('level') ?? defaultOptimizeSettings.level), custom });
}

/** The answer: one item, the optimized file (or the original when nothing smaller came out). */
export type OptimizeAnswer = ShrinkAnswerItem[];

export const optimizePdfCall = queryCall<OptimizeSettings, OptimizeAnswer>({
  path: '/api/optimize-pdf',
  files: ONE_PDF_FILE,
  defaults: defaultOptimizeSettings,
  toQuery: optimizeQuery,
  fromQuery: readOptimizeQuery,
});

/** As Compress: a Blob is read in place, and handed back as it is when nothing smaller came out. */
export const optimizePdfOperation = toolOperation<OptimizeSettings, ShrinkFacts>('document', 'optimizePdf');
