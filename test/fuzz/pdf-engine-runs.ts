// Every engine operation that reads a PDF, each with settings that suit a file of any page count,
// so the fuzz test can put any damaged file through all of them. Each run returns the PDFs it wrote
// (none for the ones that only read), so the test can check they are PDFs at all.
import { defaultCustomSettings } from '../../src/contract/optimize-pdf';
import { noSettings } from '../../src/contract/api-call';
import type { NamedPdf } from '../../src/contract/named-pdf';
import { defaultPageNumberSettings } from '../../src/contract/add-page-numbers';
import { defaultWatermarkSettings } from '../../src/contract/add-watermark';
import { splitPdf } from '../../workers/engines/pdf-lib/split-pdf';
import { mergePdfs } from '../../workers/engines/pdf-lib/merge-pdfs';
import { organizePdf } from '../../workers/engines/pdf-lib/organize-pdf';
import { extractPages, removePages } from '../../workers/engines/pdf-lib/select-pages';
import { addPageNumbers, previewPageNumbers } from '../../workers/engines/stamps/add-page-numbers';
import { addWatermark, previewWatermark } from '../../workers/engines/stamps/add-watermark';
import { inspectPdf, repairPdf } from '../../workers/engines/mupdf/repair-pdf';
import { compressPdf } from '../../workers/engines/compress/compress-pdf';
import { optimizePdf } from '../../workers/engines/compress/optimize-pdf';
import { extractPageTexts } from '../../workers/engines/pdfjs/extract-text';
import { protectPdf, unlockPdf } from '../../workers/engines/editor/protect-pdf';
import { findText } from '../../workers/engines/editor/find-text';
import { listFormFields } from '../../workers/engines/editor/list-form-fields';
import { listAnnotations } from '../../workers/engines/editor/list-annotations';
import { comparePdf } from '../../workers/engines/editor/compare-pdf';
import { defaultProtectSettings } from '../../src/contract/protect-pdf';
import { editedPdf } from '../edited-pdf';
import { corpusFile } from '../corpus';
import { jobOf, outputBytes } from '../engine-job';

/** Which library reads the file first: each has its own way of failing, so each is fuzzed. */
export type EngineFamily = 'pdf-lib' | 'mupdf' | 'pdfjs';

export interface EngineRun {
  name: string;
  family: EngineFamily;
  run: (file: NamedPdf) => Promise<Uint8Array[]>;
}

// Merge needs a second file: a healthy one, so the damaged one is what is tested.
const healthy = corpusFile('pdfa-1b-01.pdf');
let previews = 0;
const previewSource = (file: NamedPdf) => ({ key: `fuzz-${previews++}`, name: file.name, file: new Blob([file.bytes as BlobPart]) });

export const pdfEngineRuns: EngineRun[] = [
  { name: 'split', family: 'pdf-lib', run: async (file) => (await splitPdf(jobOf(file, { mode: 'every', range: '', every: 2 }))).outputs.map((part) => outputBytes(part)) },
  { name: 'merge', family: 'pdf-lib', run: async (file) => (await mergePdfs(jobOf([file, healthy], {}))).outputs.map(outputBytes) },
  { name: 'organize', family: 'pdf-lib', run: async (file) => (await organizePdf(jobOf(file, { order: '1-end', rotate: '1:90' }))).outputs.map((part) => outputBytes(part)) },
  { name: 'remove-pages', family: 'pdf-lib', run: async (file) => (await removePages(jobOf(file, { pages: '1' }))).outputs.map((part) => outputBytes(part)) },
  { name: 'extract-pages', family: 'pdf-lib', run: async (file) => (await extractPages(jobOf(file, { pages: '1-end', individual: true }))).outputs.map((part) => outputBytes(part)) },
  { name: 'page-numbers', family: 'pdf-lib', run: async (file) => (await addPageNumbers(jobOf(file, defaultPageNumberSettings))).outputs.map(outputBytes) },
  { name: 'watermark', family: 'pdf-lib', run: async (file) => (await addWatermark(jobOf(file, defaultWatermarkSettings))).outputs.map(outputBytes) },
  { name: 'page-numbers-preview', family: 'pdf-lib', run: async (file) => [(await previewPageNumbers({ source: previewSource(file), settings: defaultPageNumberSettings })).bytes] },
  { name: 'watermark-preview', family: 'pdf-lib', run: async (file) => [(await previewWatermark({ source: previewSource(file), settings: defaultWatermarkSettings })).bytes] },
  { name: 'inspect', family: 'mupdf', run: async (file) => (await inspectPdf(jobOf(file, noSettings))).outputs.map(outputBytes) },
  { name: 'repair', family: 'mupdf', run: async (file) => (await repairPdf(jobOf(file, noSettings))).outputs.map(outputBytes) },
  { name: 'compress', family: 'mupdf', run: async (file) => (await compressPdf(jobOf(file, { level: 'medium', grayscale: false }))).outputs.map(outputBytes) },
  { name: 'optimize', family: 'mupdf', run: async (file) => (await optimizePdf(jobOf(file, { level: 'web', custom: defaultCustomSettings }))).outputs.map(outputBytes) },
  {
    name: 'edit', family: 'mupdf',
    run: async (file) => [(await editedPdf({ file, images: {}, edits: { pages: [], flatten: false, items: [{ kind: 'redact', id: 'r', page: 1, x: 10, y: 10, width: 100, height: 50 }] } })).bytes],
  },
  { name: 'protect', family: 'mupdf', run: async (file) => (await protectPdf(jobOf(file, { ...defaultProtectSettings, userPassword: 'fuzz' }))).outputs.map(outputBytes) },
  { name: 'unlock', family: 'mupdf', run: async (file) => (await unlockPdf(jobOf(file, {}))).outputs.map(outputBytes) },
  { name: 'find-text', family: 'mupdf', run: async (file) => (await findText(jobOf(file, { mode: 'number', text: '' })), []) },
  { name: 'form-fields', family: 'mupdf', run: async (file) => (await listFormFields(jobOf(file, {})), []) },
  // Its outputs are the stamps' pictures (PNG) and the backdrop: only the backdrop is a PDF.
  { name: 'file-annotations', family: 'mupdf', run: async (file) => (await listAnnotations(jobOf(file, {}))).outputs.filter((output) => output.type === 'application/pdf').map(outputBytes) },
  { name: 'compare', family: 'mupdf', run: async (file) => (await comparePdf(jobOf([healthy, file], {})), []) },
  { name: 'extract-text', family: 'pdfjs', run: async (file) => (await extractPageTexts(file), []) },
];

export const engineRun = (name: string): EngineRun => {
  const found = pdfEngineRuns.find((run) => run.name === name);
  if (!found) throw new Error(`no engine run named ${name}`);
  return found;
};
