import { Archive, Binary, Code, FileCode, FileText, FileType, Image, Presentation, ScanText, Sheet } from 'lucide-react';
import { PDF_BATCH, type UploadRules } from '../../contract/upload-rules';
import { OCR_UPLOAD } from '../../contract/ocr-pdf';
import type { ToolCard, ToolDefinition, ToolVariant } from '../tool-definition';

const cards: ToolCard[] = [
    { id: 'ocr-pdf', name: 'OCR PDF', description: 'Turn scanned PDFs into searchable, selectable text.', icon: ScanText, category: 'PDF to Documents', placements: ['home', 'allTools'], color: 'bg-green-50 text-green-600', variant: 'ocr', order: 100 },
    { id: 'pdf-to-jpg', name: 'PDF to JPG', description: 'Convert each PDF page into a JPG image.', icon: Image, category: 'PDF to Images', placements: ['home', 'allTools'], color: 'bg-yellow-50 text-yellow-600', variant: 'jpg', order: 160 },
    { id: 'pdf-to-png', name: 'PDF to PNG', description: 'Convert each PDF page into a PNG image.', icon: Image, category: 'PDF to Images', placements: [], color: 'bg-yellow-50 text-yellow-600', variant: 'png', order: 170 },
    { id: 'pdf-to-tiff', name: 'PDF to TIFF', description: 'Convert PDF pages into a TIFF image.', icon: Image, category: 'PDF to Images', placements: [], color: 'bg-yellow-50 text-yellow-600', variant: 'tiff', order: 180 },
    { id: 'pdf-to-psd', name: 'PDF to PSD', description: 'Convert PDF pages into Photoshop documents.', icon: Image, category: 'PDF to Images', placements: [], color: 'bg-yellow-50 text-yellow-600', variant: 'psd', order: 190 },
    { id: 'pdf-to-webp', name: 'PDF to WebP', description: 'Convert each PDF page into a WebP image, smaller for the web.', icon: Image, category: 'PDF to Images', placements: ['more', 'allTools'], color: 'bg-yellow-50 text-yellow-600', variant: 'webp', order: 192, keywords: ['webp', 'image', 'web'] },
    { id: 'pdf-to-avif', name: 'PDF to AVIF', description: 'Convert each PDF page into an AVIF image (AV1), small for the web.', icon: Image, category: 'PDF to Images', placements: ['more', 'allTools'], color: 'bg-yellow-50 text-yellow-600', variant: 'avif', order: 193, keywords: ['avif', 'av1', 'image', 'web'] },
    { id: 'pdf-to-svg', name: 'PDF to SVG', description: 'Convert each PDF page into an SVG drawing, text kept as text.', icon: Image, category: 'PDF to Images', placements: ['more', 'allTools'], color: 'bg-yellow-50 text-yellow-600', variant: 'svg', order: 194, keywords: ['svg', 'vector', 'drawing', 'inkscape'] },
    { id: 'pdf-to-word', name: 'PDF to Word', description: 'Convert PDF files into editable DOCX documents.', icon: FileText, category: 'PDF to Documents', placements: ['home', 'allTools', 'convertMenu'], color: 'bg-blue-50 text-blue-600', variant: 'word', order: 200 },
    { id: 'pdf-to-powerpoint', name: 'PDF to PowerPoint', description: 'Turn PDF files into editable PPTX slideshows.', icon: Presentation, category: 'PDF to Documents', placements: ['home', 'allTools', 'convertMenu'], color: 'bg-orange-50 text-orange-600', variant: 'powerpoint', order: 210 },
    { id: 'pdf-to-excel', name: 'PDF to Excel', description: 'Pull data from PDFs straight into Excel spreadsheets.', icon: Sheet, category: 'PDF to Documents', placements: ['home', 'allTools', 'convertMenu'], color: 'bg-emerald-50 text-emerald-600', variant: 'excel', order: 220 },
    { id: 'pdf-to-markdown', name: 'PDF to Markdown', description: 'Turn PDF text into Markdown, tables and pictures included.', icon: FileCode, category: 'PDF to Documents', placements: ['more', 'allTools'], color: 'bg-slate-50 text-slate-700', variant: 'markdown', order: 225, keywords: ['md', 'markdown', 'llm', 'notes', 'wiki', 'text'] },
    { id: 'pdf-to-csv', name: 'PDF to CSV', description: 'Pull the tables of a PDF out as CSV files, numbers as numbers.', icon: Sheet, category: 'PDF to Data', placements: ['more', 'allTools'], color: 'bg-emerald-50 text-emerald-600', variant: 'csv', order: 228, keywords: ['csv', 'table', 'tabula', 'data', 'spreadsheet'] },
    { id: 'pdf-to-html', name: 'PDF to HTML', description: 'Turn a PDF into one web page that reads well on any screen.', icon: Code, category: 'PDF to Documents', placements: ['more', 'allTools'], color: 'bg-yellow-50 text-yellow-600', variant: 'html', order: 226, keywords: ['html', 'web page', 'reflow', 'responsive'] },
    { id: 'pdf-to-pdfa', name: 'PDF to PDF/A', description: 'Convert PDFs to PDF/A for long-term archiving.', icon: Archive, category: 'PDF to Documents', placements: ['allTools', 'convertMenu'], color: 'bg-slate-50 text-slate-600', variant: 'pdfa', order: 230 },
    { id: 'pdf-to-base64', name: 'PDF to Base64', description: 'Encode a PDF as Base64 text.', icon: Binary, category: 'PDF to Data', placements: [], color: 'bg-slate-50 text-slate-600', variant: 'base64', order: 240 },
    { id: 'pdf-to-raw', name: 'PDF to raw text', description: 'Extract the raw text of a PDF.', icon: Binary, category: 'PDF to Data', placements: [], color: 'bg-slate-50 text-slate-600', variant: 'raw', order: 250 },
    { id: 'pdf-to-text-layout', name: 'PDF to text with layout', description: 'Extract the text of a PDF in columns as the page shows it, tables kept in place.', icon: FileText, category: 'PDF to Data', placements: ['more', 'allTools'], color: 'bg-slate-50 text-slate-600', variant: 'layout', order: 255, keywords: ['txt', 'text', 'layout', 'columns', 'pdftotext', 'plain'] },
    { id: 'pdf-to-json', name: 'PDF to JSON', description: 'Extract a PDF’s text and structure as JSON.', icon: Binary, category: 'PDF to Data', placements: [], color: 'bg-slate-50 text-slate-600', variant: 'json', order: 260 },
    { id: 'pdf-to-xml', name: 'PDF to XML', description: 'Extract a PDF’s text and structure as XML.', icon: Binary, category: 'PDF to Data', placements: [], color: 'bg-slate-50 text-slate-600', variant: 'xml', order: 270 },
    { id: 'pdf-to-yaml', name: 'PDF to YAML', description: 'Extract a PDF’s text and structure as YAML.', icon: Binary, category: 'PDF to Data', placements: [], color: 'bg-slate-50 text-slate-600', variant: 'yaml', order: 280 },
    { id: 'convert-from-pdf', name: 'Convert from PDF', description: 'Turn PDFs into images, Office files or data.', icon: FileType, category: 'PDF to Documents', placements: [], color: 'bg-yellow-50 text-yellow-600', order: 410 },
];

// Every variant takes PDFs (spec, second document §5: up to 100 MB each), several at once, each
// converted on its own, and is worded by the card that opens it; OCR also takes images (which
// together become one PDF).
const uploadByVariant: Record<string, UploadRules> = { ocr: OCR_UPLOAD };
const variants: ToolVariant[] = cards
  .filter((card) => card.variant)
  .map((card) => ({ id: card.variant!, title: card.name, description: card.description, upload: uploadByVariant[card.variant!] ?? PDF_BATCH }));

export const tool: ToolDefinition = {
  id: 'convert-from-pdf',
  path: '/convert-from-pdf',
  title: 'Convert from PDF',
  description: 'Turn PDFs into images, Office files or data.',
  upload: PDF_BATCH,
  relatedCardIds: ['merge-pdf', 'compress-pdf', 'split-pdf'],
  cards,
  // Spec, second document: the Images tab comes first.
  variants: { param: 'type', defaultId: 'jpg', list: variants },
};
