// An OCR run's result as the engine tests read it: the searchable PDF's bytes, name and pages, its
// text and hOCR (when asked), and the page report — each output found by its type, as the handler finds it.
import type { EngineResult } from '../../src/contract/engine-job';
import { fileBytes } from '../../src/contract/named-file';
import { ocrOutputKind, type OcrFacts, type OcrOutputKind } from '../../src/contract/ocr-pdf';

export async function ocrOutputs({ outputs, facts }: EngineResult<OcrFacts>) {
  const ofKind = (kind: OcrOutputKind) => outputs.find((output) => ocrOutputKind(output.type) === kind);
  const text = async (kind: OcrOutputKind) => {
    const output = ofKind(kind);
    return output ? new TextDecoder().decode(await fileBytes(output)) : undefined;
  };
  const pdf = ofKind('pdf');
  if (!pdf) throw new Error(`no PDF among the outputs: ${outputs.map((output) => output.name).join(', ')}`);
  return {
    names: outputs.map((output) => output.name),
    pdf: await fileBytes(pdf),
    pageCount: pdf.pages,
    text: (await text('text')) ?? '',
    hocr: await text('hocr'),
    pages: facts.report,
  };
}
