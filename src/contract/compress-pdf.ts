// Compress PDF: POST /api/compress-pdf?level=low|medium|high|extreme[&grayscale=true]. The settings,
// their defaults, the one check (the screen offers, the handler reads, the engine checks again), the
// query both ends use, and the answer. What each level does is in shrink-recipes.ts.
import { engineOperation } from './engine-operation';
import type { NamedPdf, NamedPdfFile } from './named-pdf';
import { checkChoice } from './setting-values';
import type { ShrinkAnswerItem } from './shrink-actions';
import type { ShrinkResult } from './shrink-result';

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
export type CompressAnswer = [ShrinkAnswerItem];

// ── Engine operations (workers/runtime/operations.ts implements them; handlers run them) ──
export interface CompressInput {
  /** As a Blob, the file is read in place (the local API's way); a kept original is then not sent back. */
  file: NamedPdf | NamedPdfFile;
  level: CompressionLevel;
  /** Greyscale images only when the user asks for it. */
  grayscale?: boolean;
}

export const compressPdfOperation = engineOperation<CompressInput, ShrinkResult>('document', 'compressPdf');
