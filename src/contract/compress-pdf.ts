// Compress PDF: POST /api/compress-pdf?level=low|medium|high|extreme[&grayscale=true]. The settings,
// their defaults, the one check (the screen offers, the handler reads, the engine checks again), the
// query both ends use, and the answer. What each level does is in shrink-recipes.ts.
import { ONE_PDF_FILE, queryCall } from './api-call';
import { toolOperation } from './engine-job';
import { checkChoice } from './setting-values';
import type { ShrinkAnswerItem } from './shrink-actions';
import type { ShrinkFacts } from './shrink-result';

export const compressionLevels = ['low', 'medium', 'high', 'extreme'] as const;
export type CompressionLevel = (typeof compressionLevels)[number];

export interface CompressSettings {
  level: CompressionLevel;
  /** Greyscale images only when the user asks for it. */
  grayscale: boolean;
}

// Spec, second document §9.
export const defaultCompressSettings: CompressSettings = { level: 'medium', grayscale: false };

/** Throws SettingsError for a level the recipes do not know (the words the engine has always used). */
export function checkCompressionLevel(level: string): CompressionLevel {
  return checkChoice(level, compressionLevels, 'Level', (value) => `Unknown compression level "${value}". Choose low, medium, high or extreme.`);
}

export function checkCompressSettings(settings: CompressSettings): CompressSettings {
  checkCompressionLevel(settings.level);
  return settings;
}

/** The screen's query: grayscale travels only when it is on. */
export function compressQuery({ level, grayscale }: CompressSettings): Record<string, string> {
  return { level, ...(grayscale ? { grayscale: 'true' } : {}) };
}

/** The handler's reader: anything but `grayscale=true` is colour, as it has always been. */
export function readCompressQuery(query: URLSearchParams): CompressSettings {
  return checkCompressSettings({
    level: checkCompressionLevel(query.get('level') ?? defaultCompressSettings.level),
    grayscale: query.get('grayscale') === 'true',
  });
}

/** The answer: one item, the smaller file (or the original when nothing smaller came out). */
export type CompressAnswer = ShrinkAnswerItem[];

export const compressPdfCall = queryCall<CompressSettings, CompressAnswer>({
  path: '/api/compress-pdf',
  files: ONE_PDF_FILE,
  defaults: defaultCompressSettings,
  toQuery: compressQuery,
  fromQuery: readCompressQuery,
});

/** A file given as a Blob is read in place, and handed back as it is when nothing smaller came out. */
export const compressPdfOperation = toolOperation<CompressSettings, ShrinkFacts>('document', 'compressPdf');
