// Metadata: POST /api/read-metadata answers what a PDF says about itself (its Info dictionary and its
// XMP packet, side by side, and what else carries history); POST /api/edit-metadata?mode=edit|remove-all
// writes the fields the `metadata` form field names (Info and XMP kept in step) or removes every trace.
import { defineCall, filesOnlyCall, ONE_PDF_FILE, type SettingsSource } from './api-call';
import { toolOperation, type NoFacts } from './engine-job';
import type { NoSettings } from './api-call';
import type { ResultItem } from './results';
import { checkChoice, checkText, SettingsError } from './setting-values';

/** The standard fields, as Info names them (Title, Author, …) and XMP carries them (dc:title, dc:creator, …). */
export const METADATA_FIELDS = ['title', 'author', 'subject', 'keywords', 'creator', 'producer', 'created', 'modified'] as const;
export type MetadataField = (typeof METADATA_FIELDS)[number];

/** The date fields: ISO 8601 with the offset the file gives (`2024-03-01T09:30:00+01:00`), or '' when absent. */
export const METADATA_DATE_FIELDS: readonly MetadataField[] = ['created', 'modified'];

export type MetadataValues = Record<MetadataField, string>;

export const emptyMetadataValues: MetadataValues = {
  title: '', author: '', subject: '', keywords: '', creator: '', producer: '', created: '', modified: '',
};

/** One entry of the Info dictionary beyond the standard ones (`Company`, `SourceModified`, …). */
export interface CustomMetadataEntry {
  name: string;
  value: string;
}

/** What read-metadata answers for one file. */
export interface MetadataFacts {
  /** The Info dictionary's standard fields. */
  info: MetadataValues;
  /** The same fields as the XMP packet gives them; null when the file has no packet. */
  xmp: MetadataValues | null;
  custom: CustomMetadataEntry[];
  /** How many times the file was saved (one, plus each incremental update it holds). */
  revisions: number;
  /** Page thumbnails stored in the file (old software's /Thumb images). */
  thumbnails: number;
  /** Application data left by the software that made it (/PieceInfo). */
  pieceInfo: number;
  /** XMP packets besides the document's own (on pages, images, fonts). */
  objectXmp: number;
}

export interface MetadataAnswer extends MetadataFacts {
  filename: string;
}

export const readMetadataCall = filesOnlyCall<MetadataAnswer>({ path: '/api/read-metadata', files: ONE_PDF_FILE });
export const readMetadataOperation = toolOperation<NoSettings, MetadataFacts>('document', 'readMetadata');

export const METADATA_MODES = ['edit', 'remove-all'] as const;
export type MetadataMode = (typeof METADATA_MODES)[number];

export interface EditMetadataSettings {
  mode: MetadataMode;
  /** Fields to write: a value replaces, '' removes; a field not named is kept as the file has it. */
  set: Partial<MetadataValues>;
  /** Custom entries to add or replace. */
  custom: CustomMetadataEntry[];
  /** Custom entries to remove, by name. */
  removeCustom: string[];
}

export const defaultEditMetadataSettings: EditMetadataSettings = { mode: 'edit', set: {}, custom: [], removeCustom: [] };

/** Longest value a field takes: a long abstract fits, a pasted book does not. */
export const METADATA_VALUE_MAX_LENGTH = 2000;
const CUSTOM_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
const STANDARD_INFO_NAMES = ['Title', 'Author', 'Subject', 'Keywords', 'Creator', 'Producer', 'CreationDate', 'ModDate', 'Trapped'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/;

/** The one check, for the handler and the engine: known fields, dates in ISO form, custom names PDF can hold. */
export function checkEditMetadataSettings(settings: EditMetadataSettings): EditMetadataSettings {
  const mode = checkChoice(settings.mode, METADATA_MODES, 'Mode');
  const set: Partial<MetadataValues> = {};
  for (const [field, value] of Object.entries(settings.set ?? {})) {
    const known = checkChoice(field, METADATA_FIELDS, 'A metadata field');
    if (typeof value !== 'string') throw new SettingsError(`The ${known} must be text.`);
    if (METADATA_DATE_FIELDS.includes(known) && value !== '' && !ISO_DATE.test(value)) {
      throw new SettingsError(`The ${known === 'created' ? 'creation' : 'modification'} date must look like 2024-03-01T09:30:00+01:00, not "${value}".`);
    }
    set[known] = checkText(value, `The ${known}`, METADATA_VALUE_MAX_LENGTH);
  }
  const custom = (settings.custom ?? []).map(({ name, value }) => ({ name: checkCustomName(name), value: checkText(String(value), name, METADATA_VALUE_MAX_LENGTH) }));
  const removeCustom = (settings.removeCustom ?? []).map(checkCustomName);
  return { mode, set, custom, removeCustom };
}

function checkCustomName(name: unknown): string {
  const text = String(name ?? '').trim();
  if (!CUSTOM_NAME.test(text)) throw new SettingsError(`"${text}" cannot be a custom field's name: use letters, digits, dots, dashes or underscores, starting with a letter (64 at most).`);
  if (STANDARD_INFO_NAMES.includes(text)) throw new SettingsError(`"${text}" is a standard field: set it above instead.`);
  return text;
}

function readEditMetadataSettings({ query, form }: SettingsSource): EditMetadataSettings {
  const mode = query.get('mode') ?? defaultEditMetadataSettings.mode;
  const field = form.get('metadata');
  let changes: Partial<EditMetadataSettings> = {};
  if (typeof field === 'string' && field.trim()) {
    try {
      changes = JSON.parse(field) as Partial<EditMetadataSettings>;
    } catch {
      throw new SettingsError('The metadata field is not valid JSON.');
    }
  }
  return checkEditMetadataSettings({ ...defaultEditMetadataSettings, ...changes, mode: mode as MetadataMode });
}

/** A cleaned file is named after its input: report.pdf → report-metadata.pdf. */
export const METADATA_SUFFIX = 'metadata';

export const editMetadataCall = defineCall<EditMetadataSettings, ResultItem[]>({
  path: '/api/edit-metadata',
  files: ONE_PDF_FILE,
  defaults: defaultEditMetadataSettings,
  write: ({ mode, set, custom, removeCustom }) => ({ query: { mode }, fields: { metadata: JSON.stringify({ set, custom, removeCustom }) } }),
  read: readEditMetadataSettings,
});

export const editMetadataOperation = toolOperation<EditMetadataSettings, NoFacts>('document', 'editMetadata');
