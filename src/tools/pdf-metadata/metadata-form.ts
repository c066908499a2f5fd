// The metadata form's state and what it sends: the fields as the user sees them (dates as the
// wall-clock time the file gives, in a datetime-local field), and the changes against what the file had.
import {
  emptyMetadataValues, METADATA_DATE_FIELDS, METADATA_FIELDS,
  type CustomMetadataEntry, type EditMetadataSettings, type MetadataAnswer, type MetadataField, type MetadataValues,
} from '../../contract/pdf-metadata';

export interface MetadataForm {
  values: MetadataValues;
  custom: CustomMetadataEntry[];
}

export const emptyMetadataForm: MetadataForm = { values: { ...emptyMetadataValues }, custom: [] };

/** `2024-03-01T09:30:00+01:00` → its wall-clock time `2024-03-01T09:30:00` and offset `+01:00`. */
function splitIso(iso: string): { wall: string; offset: string } {
  const match = /^(.*?)(Z|[+-]\d{2}:\d{2})$/.exec(iso);
  return match ? { wall: match[1], offset: match[2] } : { wall: iso, offset: '' };
}

/** The browser's offset on that day, for a date the file did not have. */
function localOffset(wall: string): string {
  const minutes = -new Date(wall).getTimezoneOffset();
  if (!Number.isFinite(minutes)) return 'Z';
  const sign = minutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  return `${sign}${hours}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
}

/** The form of a file's metadata: its Info fields, or the XMP ones where Info has none. */
export function formOf(answer: MetadataAnswer): MetadataForm {
  const values = { ...emptyMetadataValues };
  for (const field of METADATA_FIELDS) {
    const value = answer.info[field] || answer.xmp?.[field] || '';
    values[field] = METADATA_DATE_FIELDS.includes(field) ? splitIso(value).wall : value;
  }
  return { values, custom: answer.custom.map((entry) => ({ ...entry })) };
}

/** The form that makes these settings, read without a file (a workflow step's): its fields filled in as they set them. */
export function formOfSettings({ set, custom }: EditMetadataSettings): MetadataForm {
  const values = { ...emptyMetadataValues };
  for (const field of METADATA_FIELDS) {
    const value = set[field] ?? '';
    values[field] = METADATA_DATE_FIELDS.includes(field) ? splitIso(value).wall : value;
  }
  return { values, custom: custom.map((entry) => ({ ...entry })) };
}

/** A date field's value back in ISO form: the file's own offset kept, the browser's for a new date. */
function isoOf(wall: string, original: string): string {
  if (!wall) return '';
  const withSeconds = wall.length === 16 ? `${wall}:00` : wall;
  return `${withSeconds}${splitIso(original).offset || localOffset(withSeconds)}`;
}

/**
 * What an edit sends. Of one file: the fields that differ from what it had ('' removes one), the
 * custom entries added or changed and those taken away. Of several (no `original`): the fields filled in.
 */
export function editSettings(form: MetadataForm, original?: MetadataAnswer): EditMetadataSettings {
  const before = original ? formOf(original) : emptyMetadataForm;
  const set: Partial<MetadataValues> = {};
  for (const field of METADATA_FIELDS) {
    const value = form.values[field].trim();
    if (value === before.values[field] || (!original && value === '')) continue;
    set[field] = METADATA_DATE_FIELDS.includes(field) ? isoOf(value, originalDate(original, field)) : value;
  }
  const kept = form.custom.filter((entry) => entry.name.trim());
  const custom = kept
    .map(({ name, value }) => ({ name: name.trim(), value }))
    .filter(({ name, value }) => before.custom.find((entry) => entry.name === name)?.value !== value);
  const removeCustom = before.custom.map((entry) => entry.name).filter((name) => !kept.some((entry) => entry.name.trim() === name));
  return { mode: 'edit', set, custom, removeCustom };
}

function originalDate(original: MetadataAnswer | undefined, field: MetadataField): string {
  return original ? original.info[field] || original.xmp?.[field] || '' : '';
}

/** The fields where the Info dictionary and the XMP packet disagree (what other readers may show instead). */
export function disagreements(answer: MetadataAnswer): MetadataField[] {
  if (!answer.xmp) return [];
  return METADATA_FIELDS.filter((field) => answer.xmp![field] !== answer.info[field] && !sameInstant(answer.xmp![field], answer.info[field], field));
}

function sameInstant(a: string, b: string, field: MetadataField): boolean {
  return METADATA_DATE_FIELDS.includes(field) && a !== '' && b !== '' && Date.parse(a) === Date.parse(b);
}
