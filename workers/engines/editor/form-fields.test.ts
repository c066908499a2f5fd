import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { popplerWords, qpdfJson } from '../../../test/readers/poppler-readers';
import { editedPdf } from '../../../test/fixtures/edited-pdf';
import { jobOf } from '../../../test/fixtures/engine-job';
import { listFormFields } from './list-form-fields';

const form = corpusFile('form-acroform-irs1040-prefilled.pdf');

/** The fields are the engine's facts: it writes no file. */
async function fieldsOf(file: { name: string; bytes: Uint8Array }) {
  const { outputs, facts } = await listFormFields(jobOf(file, {}));
  expect(outputs).toEqual([]);
  return facts;
}

/** The /Widget annotations the pages show (their /Annots), read by qpdf. */
function widgetCount(bytes: Uint8Array): number {
  const json = qpdfJson(bytes);
  const objects = json.qpdf[1];
  return json.pages.flatMap((page) => {
    const annots = objects[`obj:${page.object}`].value!['/Annots'] as string[] | string | undefined;
    // The list may be an object of its own ("12 0 R").
    const list = typeof annots === 'string' ? (objects[`obj:${annots}`] as unknown as { value: string[] }).value : annots;
    return list ?? [];
  }).filter((ref) => objects[`obj:${ref}`]?.value?.['/Subtype'] === '/Widget').length;
}

describe('form fields', () => {
  it('lists text fields and checkboxes with their values, then saves new values that qpdf reads back', async () => {
    const { fields } = await fieldsOf(form);
    const text = fields.find((field) => field.kind === 'text' && !field.readOnly)!;
    const checkbox = fields.find((field) => field.kind === 'checkbox' && !field.readOnly)!;
    expect(text).toBeDefined();
    expect(checkbox.options).toHaveLength(1);
    const ticked = checkbox.value === 'Off' ? checkbox.options[0] : 'Off';

    const result = await editedPdf({ file: form, images: {}, edits: { items: [], pages: [], flatten: false, fields: { [text.name]: 'Folio Tester', [checkbox.name]: ticked } } });
    expect(result.fieldsFilled).toBe(2);
    const again = await fieldsOf({ name: 'saved.pdf', bytes: result.bytes });
    expect(again.fields.find((field) => field.name === text.name)!.value).toBe('Folio Tester');
    expect(again.fields.find((field) => field.name === checkbox.name)!.value).toBe(ticked);
    expect(widgetCount(form.bytes)).toBeGreaterThan(100);
    expect(widgetCount(result.bytes)).toBe(widgetCount(form.bytes));
  });

  it('flattens: the value is part of the page, no widget is left', async () => {
    const { fields } = await fieldsOf(form);
    const text = fields.find((field) => field.kind === 'text' && !field.readOnly && field.page === 1)!;
    const result = await editedPdf({ file: form, images: {}, edits: { items: [], pages: [], flatten: true, fields: { [text.name]: 'Quokkafield' } } });
    expect(widgetCount(result.bytes)).toBe(0);
    expect(popplerWords(result.bytes, 1).map((word) => word.text)).toContain('Quokkafield');
  });
});
