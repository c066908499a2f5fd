// The words of the data formats' panel.
import type { PdfConversionTexts } from '../../../components/PdfConversionPanel';
import { fileCount } from '../../../lib/batch-summary';
import type { DataFormat } from '../../../contract/pdf-to-data';

const formatNames: Record<DataFormat, string> = { base64: 'Base64', raw: 'raw text', layout: 'text with layout', json: 'JSON', xml: 'XML', yaml: 'YAML' };

export function dataTexts(format: DataFormat): PdfConversionTexts {
  const name = formatNames[format];
  return {
    uploadTitle: 'Drop PDFs here or click to choose',
    uploaded: `Ready to export as ${name}.`,
    optionsTitle: `${name[0].toUpperCase()}${name.slice(1)} settings`,
    action: `Convert to ${name}`,
    verb: `converting it to ${name}`,
    jobLabel: (fileName) => `Converting ${fileName} to ${name}`,
    successTitle: 'Conversion Successful',
    batchTitle: 'PDFs converted',
    batchDone: (count) => `${fileCount(count)} converted to ${name}`,
    resultTitle: `Your ${name} file is ready!`,
    resultsTitle: `Your ${name} files are ready!`,
    download: `Download ${name}`,
    progress: (progress) => (progress ? `Page ${progress.done} of ${progress.total} read` : 'Opening the PDF…'),
  };
}

export const formatDescriptions: Record<DataFormat, string> = {
  base64: 'The whole PDF encoded as Base64 text, to paste into code, e-mail or a web page.',
  raw: 'The text of the pages in reading order, each page ended by a form feed, as pdftotext writes it.',
  layout: 'The text placed as the page shows it, in fixed-width columns: tables and side-by-side columns keep their places in any text editor, as pdftotext -layout writes it.',
  json: 'The document as JSON: metadata, outline, page labels, form fields, and every page’s size, rotation, text and text blocks with position, font and size.',
  xml: 'The same document as XML: one element per property, with the type of every value that is not text.',
  yaml: 'The same document as YAML, easy to read and to diff.',
};

export const dataUriLabel = 'Write it as a data: URI';
export const dataUriHint = 'Starts with data:application/pdf;base64, so it can go straight into a link or an embed.';
export const schemaNote = 'JSON, XML and YAML follow one schema: pdf-data.schema.json, described in the guide below.';
