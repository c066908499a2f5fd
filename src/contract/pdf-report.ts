// Inspect: POST /api/pdf-report answers what a PDF is made of, read only: its version and saves, its
// pages' boxes, fonts, images, scripts, attached files, links, layers, form fields, signatures,
// encryption, the standards it claims and its metadata. The Inspect tool exports it as JSON in the
// PDF data schema (pdf-data.schema.json, its `report` property).
import { filesOnlyCall, ONE_PDF_FILE, type NoSettings } from './api-call';
import { toolOperation } from './engine-job';
import type { PdfAttachment } from './pdf-attachments';
import type { CustomMetadataEntry, MetadataValues } from './pdf-metadata';

/** `[x0, y0, x1, y1]` in points. */
export type PdfRect = [number, number, number, number];

export interface ReportPage {
  number: number;
  label: string;
  rotation: number;
  mediaBox: PdfRect;
  /** The other boxes, when the page sets them. */
  cropBox: PdfRect | null;
  bleedBox: PdfRect | null;
  trimBox: PdfRect | null;
  artBox: PdfRect | null;
}

export interface ReportFont {
  name: string;
  /** Type1, TrueType, Type0, Type3, MMType1… */
  type: string;
  embedded: boolean;
  /** Only the characters used are embedded (its name starts with six capitals and a plus). */
  subset: boolean;
  pages: number[];
}

export interface ReportImage {
  /** The first page that draws it. */
  page: number;
  width: number;
  height: number;
  /** Pixels per inch as drawn there (the larger of across and down); null when it is not drawn on a page. */
  ppi: number | null;
  /** DCTDecode, FlateDecode, JPXDecode, CCITTFaxDecode, JBIG2Decode… or none. */
  compression: string[];
  colourSpace: string;
  bitsPerComponent: number;
  hasMask: boolean;
  /** Written into the page's content itself (an inline image), not an object of its own. */
  inline: boolean;
}

export interface ReportScript {
  /** 'document opening', 'named script "init"', 'page 3 opening', 'link on page 2', 'field "total"', 'bookmark "Intro"'. */
  where: string;
  /** The first characters of its code. */
  code: string;
}

export type ReportLinkKind = 'web' | 'page' | 'other-file' | 'launch' | 'script' | 'other';

export interface ReportLink {
  page: number;
  kind: ReportLinkKind;
  /** The address, the file, or the page number. */
  target: string;
}

export interface ReportLayer {
  name: string;
  /** Shown when the file opens. */
  visible: boolean;
}

export interface ReportField {
  name: string;
  /** text, checkbox, radio, choice, button, signature. */
  type: string;
  /** A signature field holds a signature. */
  signed?: boolean;
}

export interface PdfReport {
  /** `1.7`, from the file's header or its catalog, whichever is later. */
  version: string;
  /** Times it was saved: one, plus each incremental update. */
  revisions: number;
  encrypted: boolean;
  /** Owner-password restrictions (print, copy, edit…) of a file anyone may open. */
  restrictions: string[];
  /** The file says it is tagged (structure for screen readers), and which PDF/A and PDF/UA parts it claims. */
  tagged: boolean;
  pdfa: string | null;
  pdfua: string | null;
  pages: ReportPage[];
  fonts: ReportFont[];
  images: ReportImage[];
  scripts: ReportScript[];
  attachments: PdfAttachment[];
  links: ReportLink[];
  layers: ReportLayer[];
  fields: ReportField[];
  metadata: { info: MetadataValues; xmp: MetadataValues | null; custom: CustomMetadataEntry[] };
}

export interface PdfReportAnswer extends PdfReport {
  filename: string;
  size: number;
}

export const pdfReportCall = filesOnlyCall<PdfReportAnswer>({ path: '/api/pdf-report', files: ONE_PDF_FILE });
export const pdfReportOperation = toolOperation<NoSettings, PdfReport>('document', 'reportPdf');
