// One typed call of the call table (ARCHITECTURE.md §3): where it goes, which files it takes, its
// settings (defaults, how they travel and how they are read back, with the one check), and the answer
// the screen receives. Screens send it with `callApi(theCall, files, settings)` (src/api/call-api.ts);
// the local API answers it with `route(theCall, handler)` (mocks/route.ts). A workflow step is a call
// and its settings. Each contract module exports its own: `splitPdfCall`, `compressPdfCall`, …
import type { FileRules } from './upload-refusal';
import { PDF_FILE_RULES } from './upload-rules';

/** What a call's settings become in a request: query values, and form fields for what a query cannot carry. */
export interface SettingsRequest {
  query: Record<string, string>;
  /** Passwords, a picture, long JSON: sent beside the files; an undefined field is left out. */
  fields?: Record<string, string | Blob | undefined>;
}

/** Where a handler reads the settings back from. */
export interface SettingsSource {
  query: URLSearchParams;
  form: FormData;
}

export interface CallFiles extends FileRules {
  /** The form field the files travel in: `file` (repeated), the background remover's `image`, the scanner export's `page`. */
  field: 'file' | 'image' | 'page';
  /**
   * How many files one request takes: `one` (the first is used: a batch sends a request per file),
   * or `many` (merge, images into one PDF: the files make one job, in the order sent), or `none`
   * (a call that makes something from its settings alone: a personal certificate).
   */
  count: 'one' | 'many' | 'none';
}

/** A call on one PDF (split, compress, stamps, conversions): a batch sends one request per file. */
export const ONE_PDF_FILE: CallFiles = { field: 'file', count: 'one', ...PDF_FILE_RULES };

/** A call that takes no file: everything it needs is in its settings. */
export const NO_FILES: CallFiles = { field: 'file', count: 'none', accept: [], maxSizeMb: 0 };

/** A call on several PDFs that make one job (merge). */
export const MANY_PDF_FILES: CallFiles = { field: 'file', count: 'many', ...PDF_FILE_RULES };

export interface ApiCall<Settings, Answer> {
  /** `/api/split-pdf` */
  readonly path: string;
  /** Query values that pick this call among others on the same path (`{ type: 'ocr' }` of convert-from-pdf). */
  readonly picks?: Readonly<Record<string, string>>;
  readonly files: CallFiles;
  readonly defaults: Settings;
  /** The screen's side: the settings as a request (the picks are added by the client). */
  write(settings: Settings): SettingsRequest;
  /** The handler's side: the settings back, checked; a bad value throws SettingsError (a 400 naming it). */
  read(source: SettingsSource): Settings;
  /** Types only: never set. The JSON the call answers. */
  readonly answer?: Answer;
}

/** The settings of a call that has none. */
export type NoSettings = Record<string, never>;
export const noSettings: NoSettings = {};

type CallParts<Settings> = Omit<ApiCall<Settings, never>, 'answer'>;

/** Declares a call; `Answer` is the JSON its handler answers and its screen receives. */
export function defineCall<Settings, Answer>(call: CallParts<Settings>): ApiCall<Settings, Answer> {
  return call as ApiCall<Settings, Answer>;
}

interface QueryCallParts<Settings> extends Omit<CallParts<Settings>, 'write' | 'read'> {
  /** The settings as query values (the contract's writer). */
  toQuery(settings: Settings): Record<string, string>;
  /** The query back to settings, checked (the contract's reader). */
  fromQuery(query: URLSearchParams): Settings;
}

/** A call whose settings all travel in the query, as the spec's split, compress and convert calls do. */
export function queryCall<Settings, Answer>({ toQuery, fromQuery, ...call }: QueryCallParts<Settings>): ApiCall<Settings, Answer> {
  return defineCall<Settings, Answer>({
    ...call,
    write: (settings) => ({ query: toQuery(settings) }),
    read: ({ query }) => fromQuery(query),
  });
}

/** A call that takes files and no settings (merge, repair). */
export function filesOnlyCall<Answer>(call: Omit<CallParts<NoSettings>, 'write' | 'read' | 'defaults'>): ApiCall<NoSettings, Answer> {
  return defineCall<NoSettings, Answer>({ ...call, defaults: noSettings, write: () => ({ query: {} }), read: () => noSettings });
}

/** The query a request of this call carries: its picks, then its settings. */
export function callQuery<Settings>(call: ApiCall<Settings, unknown>, settings: Settings): Record<string, string> {
  return { ...call.picks, ...call.write(settings).query };
}

/** The settings' form fields (a picture, long JSON) beside the files; an undefined one is left out. */
export function appendSettingsFields(form: FormData, { fields = {} }: SettingsRequest): void {
  for (const [field, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(field, value, value instanceof File ? value.name : field);
    else if (value !== undefined) form.append(field, value);
  }
}

/** Whether a request's query is for this call (every pick present with its value). */
export function picksMatch(call: ApiCall<unknown, unknown>, query: URLSearchParams): boolean {
  return Object.entries(call.picks ?? {}).every(([name, value]) => query.get(name) === value);
}
