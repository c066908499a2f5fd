// Forms: POST /api/form-fields lists the AcroForm fields of a PDF; their new values travel with the
// editor's edits (EditSet.fields) to /api/edit-pdf, where "flatten" burns them into the pages.
import { filesOnlyCall, ONE_PDF_FILE, type NoSettings } from './api-call';
import { toolOperation } from './engine-job';

export const FIELD_KINDS = ['text', 'checkbox', 'radio', 'choice'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** The value of a checkbox or radio group that is not ticked. */
export const FIELD_OFF = 'Off';

export interface FormField {
  /** The field's full name: the key of its value in EditSet.fields. */
  name: string;
  kind: FieldKind;
  /** Text or chosen option; for checkboxes and radios the ticked state's name, or 'Off'. */
  value: string;
  /** Choices of a list, or the 'on' names of a checkbox or a radio group's buttons. */
  options: string[];
  /** The page of the field's first widget. */
  page: number;
  readOnly: boolean;
}

export interface FormFieldsAnswer {
  fields: FormField[];
}

export const formFieldsCall = filesOnlyCall<FormFieldsAnswer>({ path: '/api/form-fields', files: ONE_PDF_FILE });

/** Reads the file, writes nothing: the fields are its facts. */
export const listFormFieldsOperation = toolOperation<NoSettings, FormFieldsAnswer>('document', 'listFormFields');
