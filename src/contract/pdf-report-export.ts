// Inspect's export: the report as a document of the PDF data schema (pdf-data.schema.json), so one
// schema describes everything Folio writes about a PDF.
import { PDF_DATA_SCHEMA_ID, type PdfData } from './pdf-data';
import { pdfDateFromIso } from './pdf-dates';
import type { PdfReportAnswer } from './pdf-report';

const orNull = (value: string) => (value === '' ? null : value);

export function reportDocument({ filename, size, ...report }: PdfReportAnswer): PdfData {
  const { info } = report.metadata;
  return {
    $schema: PDF_DATA_SCHEMA_ID,
    file: { name: filename, size, pageCount: report.pages.length, pdfVersion: report.version ? `PDF ${report.version}` : null, encrypted: report.encrypted },
    metadata: {
      title: orNull(info.title), author: orNull(info.author), subject: orNull(info.subject), keywords: orNull(info.keywords),
      creator: orNull(info.creator), producer: orNull(info.producer),
      // The schema keeps the file's own form of dates here.
      creationDate: info.created ? pdfDateFromIso(info.created) : null,
      modificationDate: info.modified ? pdfDateFromIso(info.modified) : null,
    },
    outline: [],
    pageLabels: report.pages.map((page) => page.label),
    formFields: [],
    pages: [],
    report,
  };
}
