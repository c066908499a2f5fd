import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName } from 'pdf-lib';
import { corpusFile } from '../../../test/fixtures/corpus';
import { editedPdf } from '../../../test/fixtures/edited-pdf';
import { jobOf } from '../../../test/fixtures/engine-job';
import type { EditItem, EditSet } from '../../../src/contract/edit-pdf';
import { collectJobNotices } from '../../runtime/job-notices';
import { validateSignatures } from '../signatures/validate-signatures';
import { pdfsigReport } from '../../../test/readers/pdfsig';

const signed = corpusFile('signed-poppler-rsa.pdf');
const note: EditItem = {
  kind: 'text', id: 't1', page: 1, x: 300, y: 400, text: 'Checked', fontFamily: 'Arial', fontSize: 12,
  color: '#000000', bold: false, italic: false, underline: false, alignment: 'left',
};
const box: EditItem = { kind: 'rectangle', id: 'r1', page: 2, x: 100, y: 100, width: 80, height: 40, strokeColor: '#ff0000', fillColor: '#ffffff', strokeWidth: 2, opacity: 1 };
const edits = (items: EditItem[], more: Partial<EditSet> = {}): EditSet => ({ items, pages: [], flatten: false, ...more });


describe('editing a signed PDF', () => {
  it('saves annotations after the signed bytes: the signature stays valid, and the validator names what was added', async () => {
    const { value: result, notices } = await collectJobNotices(() => editedPdf({ file: signed, edits: edits([note, box]), images: {} }));
    expect(result.bytes.subarray(0, signed.bytes.length)).toEqual(signed.bytes);
    const report = pdfsigReport(result.bytes);
    expect(report).toContain('Signature is Valid.');
    expect(report).not.toContain('Total document signed');
    expect(notices).toEqual([{ kind: 'signatures-kept', fileName: 'signed-poppler-rsa.pdf', count: 1 }]);
    const { facts } = await validateSignatures(jobOf({ name: 'edited.pdf', bytes: result.bytes, data: result.bytes, type: 'application/pdf' }, { trusted: [] }));
    expect(facts.signatures[0]).toMatchObject({ integrity: 'intact', coversWholeFile: false, changesAfter: { annotationsAdded: 2, pagesAdded: 0, fieldsChanged: [] } });
  });

  it('writes the file anew for a redaction, and says the signature ends there', async () => {
    const redact: EditItem = { kind: 'redact', id: 'x1', page: 1, x: 50, y: 50, width: 200, height: 40 };
    const { value: result, notices } = await collectJobNotices(() => editedPdf({ file: signed, edits: edits([redact]), images: {} }));
    expect(result.bytes.subarray(0, 1000)).not.toEqual(signed.bytes.subarray(0, 1000));
    expect(notices).toContainEqual({ kind: 'signatures-ended', fileName: 'signed-poppler-rsa.pdf', count: 1 });
  });

  it('says when the author certified the file against annotations (DocMDP level 2)', async () => {
    const document = await PDFDocument.load(signed.bytes);
    const form = document.catalog.lookup(PDFName.of('AcroForm')) as unknown as { lookup(name: PDFName): { asArray(): unknown[] } };
    const field = document.context.lookup(form.lookup(PDFName.of('Fields')).asArray()[0] as never) as unknown as { get(name: PDFName): unknown };
    const signature = field.get(PDFName.of('V'));
    const value = document.context.lookup(signature as never) as unknown as { set(name: PDFName, value: unknown): void };
    value.set(PDFName.of('Reference'), document.context.obj([{ Type: 'SigRef', TransformMethod: 'DocMDP', TransformParams: { Type: 'TransformParams', P: 2, V: '1.2' } }]));
    document.catalog.set(PDFName.of('Perms'), document.context.obj({ DocMDP: signature as never }));
    const certified = await document.save({ useObjectStreams: false });
    const { notices } = await collectJobNotices(() => editedPdf({ file: { name: 'certified.pdf', bytes: certified }, edits: edits([note]), images: {} }));
    expect(notices).toContainEqual({ kind: 'certification-changed', fileName: 'certified.pdf' });
  });
});
