import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { ocrOutputKind, ocrPdfCall, ocrPdfOperation, type OcrAnswerItem } from '../../src/contract/ocr-pdf';

/**
 * POST /api/convert-from-pdf?type=ocr&lang=eng+deu&pages=skip-text|force&hocr=true — a PDF, or
 * images made one PDF, made searchable. Answers the PDF (with what happened to each page), its
 * text, and its hOCR when asked, each item saying which it is.
 */
export default function ocrPdfHandler(engines: LocalEngines) {
  return route(ocrPdfCall, async (job) => {
    const { outputs, facts } = await runTool(engines, ocrPdfOperation, job);
    const items = await storedItems(outputs);
    return items.map((item, index): OcrAnswerItem => {
      const kind = ocrOutputKind(outputs[index].type);
      return { ...item, kind, ...(kind === 'pdf' ? { report: facts.report } : {}) };
    });
  });
}
