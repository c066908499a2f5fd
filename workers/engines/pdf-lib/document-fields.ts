// A document's form fields by name and type, and whether each signature field is signed.
import { PDFButton, PDFCheckBox, PDFDropdown, PDFName, PDFOptionList, PDFRadioGroup, PDFSignature, PDFTextField, type PDFDocument, type PDFField } from 'pdf-lib';
import type { ReportField } from '../../../src/contract/pdf-report';

function typeOf(field: PDFField): string {
  if (field instanceof PDFTextField) return 'text';
  if (field instanceof PDFCheckBox) return 'checkbox';
  if (field instanceof PDFRadioGroup) return 'radio';
  if (field instanceof PDFDropdown || field instanceof PDFOptionList) return 'choice';
  if (field instanceof PDFSignature) return 'signature';
  if (field instanceof PDFButton) return 'button';
  return 'other';
}

export function documentFields(document: PDFDocument): ReportField[] {
  let fields: PDFField[];
  try {
    fields = document.getForm().getFields();
  } catch {
    // A form pdf-lib cannot read is reported as none rather than failing the whole report.
    return [];
  }
  return fields.map((field) => {
    const type = typeOf(field);
    return type === 'signature'
      ? { name: field.getName(), type, signed: field.acroField.dict.has(PDFName.of('V')) }
      : { name: field.getName(), type };
  });
}
