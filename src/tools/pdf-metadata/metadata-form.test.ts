import { describe, expect, it } from 'vitest';
import { emptyMetadataValues, type MetadataAnswer } from '../../contract/pdf-metadata';
import { disagreements, editSettings, emptyMetadataForm, formOf } from './metadata-form';

const answer: MetadataAnswer = {
  filename: 'a.pdf',
  info: { ...emptyMetadataValues, title: 'Old', creator: 'TeX', created: '2009-04-01T16:39:25-07:00' },
  xmp: { ...emptyMetadataValues, title: 'Other', creator: 'TeX', created: '2009-04-01T23:39:25Z' },
  custom: [{ name: 'Company', value: 'ACME' }, { name: 'Dept', value: 'R&D' }],
  revisions: 1, thumbnails: 0, pieceInfo: 0, objectXmp: 0,
};

describe('the metadata form', () => {
  it('shows a date as the file’s wall-clock time and sends back only what changed, the file’s offset kept', () => {
    const form = formOf(answer);
    expect(form.values.created).toBe('2009-04-01T16:39:25');
    expect(editSettings(form, answer)).toEqual({ mode: 'edit', set: {}, custom: [], removeCustom: [] });
    const changed = {
      values: { ...form.values, title: 'New', creator: '', created: '2010-01-02T03:04' },
      custom: [{ name: 'Company', value: 'ACME Ltd' }, { name: 'Project', value: 'X' }],
    };
    expect(editSettings(changed, answer)).toEqual({
      mode: 'edit',
      set: { title: 'New', creator: '', created: '2010-01-02T03:04:00-07:00' },
      custom: [{ name: 'Company', value: 'ACME Ltd' }, { name: 'Project', value: 'X' }],
      removeCustom: ['Dept'],
    });
  });

  it('of several files sends only the fields filled in', () => {
    const form = { ...emptyMetadataForm, values: { ...emptyMetadataForm.values, author: 'Ada' } };
    expect(editSettings(form)).toEqual({ mode: 'edit', set: { author: 'Ada' }, custom: [], removeCustom: [] });
  });

  it('names the fields where Info and XMP disagree, the same instant in two offsets agreeing', () => {
    expect(disagreements(answer)).toEqual(['title']);
  });
});
