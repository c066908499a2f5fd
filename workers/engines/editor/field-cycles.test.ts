import { describe, expect, it } from 'vitest';
import { fieldParentCyclePdf } from '../../../test/fixtures/field-parent-cycle';
import { jobOf } from '../../../test/fixtures/engine-job';
import { noSettings } from '../../../src/contract/api-call';
import { listFormFields } from './list-form-fields';

describe('a form whose field parents loop', () => {
  it('lists the sound fields and leaves the looping one out, never a raw error', async () => {
    const { facts } = await listFormFields(jobOf(await fieldParentCyclePdf(), noSettings));
    expect(facts.fields.map((field) => [field.name, field.value])).toEqual([['name', 'Ada']]);
  });
});

describe('filling such a form in the editor', () => {
  it('fills the sound field and saves, leaving the looping one as it is', async () => {
    const { editedPdf } = await import('../../../test/fixtures/edited-pdf');
    const result = await editedPdf({ file: await fieldParentCyclePdf(), edits: { items: [], pages: [], flatten: false, fields: { name: 'Grace' } }, images: {} });
    const { facts } = await listFormFields(jobOf({ name: 'filled.pdf', bytes: result.bytes }, noSettings));
    expect(facts.fields.map((field) => [field.name, field.value])).toEqual([['name', 'Grace']]);
  });
});
