// PdfData: the one document PDF to JSON, XML and YAML write. pdf-data.schema.json says the same as
// a JSON Schema, for other readers; src/contract/pdf-data-xml.ts is its XML notation.
import type { PdfReport } from './pdf-report';

export const PDF_DATA_SCHEMA_ID = 'urn:folio:pdf-data:1';

export interface PdfData {
  $schema: typeof PDF_DATA_SCHEMA_ID;
  file: { name: string; size: number; pageCount: number; pdfVersion: string | null; encrypted: boolean };
  metadata: {
    title: string | null; author: string | null; subject: string | null; keywords: string | null;
    creator: string | null; producer: string | null; creationDate: string | null; modificationDate: string | null;
  };
  outline: PdfOutlineItem[];
  /** The label of every page (as the viewer shows it: 'iv', 'A-1', '3'), in page order. */
  pageLabels: string[];
  formFields: PdfFormField[];
  /** The chosen pages, in order. */
  pages: PdfDataPage[];
  /** What Inspect found (its export only; it leaves outline, formFields and pages empty). */
  report?: PdfReport;
}

export interface PdfOutlineItem {
  title: string;
  /** 1-based; null for an entry that points outside the document or nowhere. */
  page: number | null;
  uri: string | null;
  children: PdfOutlineItem[];
}

export interface PdfFormField {
  name: string;
  /** MuPDF's field types: text, checkbox, radiobutton, combobox, listbox, button, signature. */
  type: string;
  value: string;
  page: number;
}

export interface PdfBox { x: number; y: number; width: number; height: number }

export interface PdfDataPage {
  number: number;
  label: string;
  /** In points (1/72 inch), as the page is shown (after its rotation). */
  width: number;
  height: number;
  rotation: number;
  text: string;
  blocks: { bbox: PdfBox; lines: PdfDataLine[] }[];
}

export interface PdfDataLine {
  bbox: PdfBox;
  baseline: number;
  text: string;
  spans: PdfDataSpan[];
}

export interface PdfDataSpan {
  text: string;
  bbox: PdfBox;
  font: string;
  size: number;
  bold: boolean;
  italic: boolean;
  monospace: boolean;
  serif: boolean;
  colour: string;
}
