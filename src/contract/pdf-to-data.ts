// PDF to data: POST /api/convert-from-pdf?type=data&format=base64|raw|layout|json|xml|yaml[&dataUri=true][&pages=…].
// Base64 is the file itself encoded; raw is the text in reading order, pages separated by form feeds
// (as pdftotext writes it); layout is the text placed in columns as the page shows it (as `pdftotext
// -layout` writes it); json, xml and yaml are three notations of one document, PdfData, whose
// schema is written once in pdf-data.schema.json.
import { conversionCall, type ConversionFacts } from './convert-from-pdf';
import { toolOperation } from './engine-job';
import { checkChoice, queryChoice } from './setting-values';

export const dataFormats = ['base64', 'raw', 'layout', 'json', 'xml', 'yaml'] as const;
export type DataFormat = (typeof dataFormats)[number];

export interface PdfToDataSettings {
  format: DataFormat;
  /** Base64 only: written as a `data:application/pdf;base64,` URI. */
  dataUri: boolean;
  /** Page ranges in the shared grammar; '' or 'all' for every page. Base64 always encodes the whole file. */
  pages: string;
}

export const defaultPdfToDataSettings: PdfToDataSettings = { format: 'base64', dataUri: false, pages: '' };

/** The screen's query: the data: URI only for Base64, pages only for the formats that read pages. */
export function pdfToDataQuery({ format, dataUri, pages }: PdfToDataSettings): Record<string, string> {
  return {
    format,
    ...(format === 'base64' && dataUri ? { dataUri: 'true' } : {}),
    ...(format !== 'base64' && pages.trim() ? { pages: pages.trim() } : {}),
  };
}

export function readPdfToDataQuery(query: URLSearchParams): PdfToDataSettings {
  return {
    format: queryChoice(query, 'format', defaultPdfToDataSettings.format, dataFormats, 'Data format'),
    dataUri: query.get('dataUri') === 'true',
    pages: query.get('pages') ?? '',
  };
}

export function checkPdfToDataSettings(settings: PdfToDataSettings): PdfToDataSettings {
  checkChoice(settings.format, dataFormats, 'Data format');
  return settings;
}

export const pdfToDataCall = conversionCall<PdfToDataSettings>('data', {
  defaults: defaultPdfToDataSettings,
  toQuery: pdfToDataQuery,
  fromQuery: readPdfToDataQuery,
});

/** One PDF in; one text file out, and the pages whose text could not be read. */
export const pdfToDataOperation = toolOperation<PdfToDataSettings, ConversionFacts>('document', 'pdfToData');
