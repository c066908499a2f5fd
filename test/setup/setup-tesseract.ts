// Vitest setup: the OCR engine runs on tesseract.js under Node (node/tesseract.ts).
import { configureTesseract } from '../../workers/engines/tesseract/tesseract-environment';
import { nodeTesseractEnvironment } from '../../node/tesseract';

// Two cores on CI, shared: one page at a time keeps the tests' timing steady.
configureTesseract(nodeTesseractEnvironment(1));
