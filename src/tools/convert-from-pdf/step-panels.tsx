import { stepPanel } from '../tool-definition';
import { OcrOptions } from './ocr/OcrOptions';
import { PdfaOptions } from './pdfa/PdfaOptions';

export const stepPanels = { 'ocr-pdf': stepPanel(OcrOptions), 'pdf-to-pdfa': stepPanel(PdfaOptions) };
