import type { PDFPage } from 'mupdf';
import type { ProgressCallback } from '../../../src/contract/errors';
import { FIELD_OFF, listFormFieldsOperation, type FormField, type FormFieldsAnswer } from '../../../src/contract/form-fields';
import type { NoSettings } from '../../../src/contract/api-call';
import { onlyFile, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { implement } from '../../runtime/operations';
import { openWithMupdf } from '../mupdf/open-mupdf';
import { codedPdfError } from '../pdf-errors';
import { kindOf, onStateOf, readable } from './form-widgets';

/** Lists the fillable fields of a PDF, one entry per field (a radio group's buttons are one field), as facts: nothing is written. */
export const listFormFields = implement(listFormFieldsOperation, async (job: EngineJob<NoSettings>, onProgress?: ProgressCallback): Promise<EngineResult<FormFieldsAnswer>> => {
  const file = await readNamedPdf(onlyFile(job));
  const pdf = await openWithMupdf(file, 0);
  const fields = new Map<string, FormField>();
  try {
    for (let index = 0; index < pdf.pageCount; index += 1) {
      onProgress?.(index, pdf.pageCount);
      const page = pdf.doc.loadPage(index) as PDFPage;
      try {
        for (const widget of page.getWidgets()) {
          // A field whose parents loop has no type or name MuPDF can give ("cycle in resources",
          // "Cycle in field parents"): it is left out, and the form's sound fields are still listed.
          const kind = readable(() => kindOf(widget));
          if (!kind) continue;
          const name = readable(() => widget.getName());
          if (name === undefined) continue;
          const onState = kind === 'checkbox' || kind === 'radio' ? onStateOf(widget) : undefined;
          const known = fields.get(name);
          if (known) {
            if (onState && !known.options.includes(onState)) known.options.push(onState);
            continue;
          }
          const value = widget.getValue();
          fields.set(name, {
            name, kind, page: index + 1, readOnly: widget.isReadOnly(),
            value: kind === 'checkbox' || kind === 'radio' ? value || FIELD_OFF : value,
            options: kind === 'choice' ? widget.getOptions() : onState ? [onState] : [],
          });
        }
      } finally {
        page.destroy();
      }
    }
    onProgress?.(pdf.pageCount, pdf.pageCount);
    return { outputs: [], facts: { fields: [...fields.values()] } };
  } catch (error) {
    // MuPDF's own exception on a damaged object the repair could not mend: the file's fault, in words.
    throw codedPdfError(error, file.name, 0);
  } finally {
    pdf.doc.destroy();
  }
});
