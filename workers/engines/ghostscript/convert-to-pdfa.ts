// PDF to PDF/A with Ghostscript's pdfwrite: sRGB output intent with its ICC profile, every font
// embedded (Ghostscript substitutes its own for fonts the file only names), XMP with the pdfaid
// identification and the document's metadata, no encryption, no JavaScript. A damaged or encrypted
// file is opened by MuPDF first (repair safety net, password), and Ghostscript gets a clean copy.
import { EngineError } from '../../../src/contract/errors';
import { convertToPdfaOperation, type PdfaChange, type PdfaLevel } from '../../../src/contract/pdf-to-pdfa';
import type { NamedPdf } from '../../../src/contract/named-pdf';
import { loadMupdf, type Mupdf } from '../mupdf/load-mupdf';
import { corruptPdfError, encryptedPdfError, wrongPasswordError } from '../pdf-errors';
import { implement } from '../../runtime/operations';
import { PDFA_DEFINITION } from './pdfa-definition';
import { pdfFeatures, type PdfFeatures } from './pdf-features';
import { runGhostscript } from './run-ghostscript';

const PART: Record<PdfaLevel, number> = { '1b': 1, '2b': 2, '3b': 3 };

export const convertToPdfa = implement(convertToPdfaOperation, async ({ file, level, password }, onProgress) => {
  onProgress?.(0, 2, 'convert');
  const mupdf = await loadMupdf();
  const source = openSource(mupdf, file, password);
  onProgress?.(1, 2, 'convert');
  const run = await runGhostscript(
    { '/pdfa.ps': PDFA_DEFINITION, '/in.pdf': source.bytes },
    [
      '-dBATCH', '-dNOPAUSE', '-dQUIET', '-sDEVICE=pdfwrite',
      `-dPDFA=${PART[level]}`,
      // Anything PDF/A cannot hold is dropped or made to fit rather than failing the whole file.
      '-dPDFACompatibilityPolicy=1',
      '-sColorConversionStrategy=RGB',
      '-sOutputFile=/out.pdf', '/pdfa.ps', '/in.pdf',
    ],
    '/out.pdf',
  );
  if (run.exitCode !== 0 || !run.output || run.output.length === 0) {
    throw new EngineError('engine-failed', `Ghostscript could not convert ${file.name} to PDF/A (${run.messages.slice(-3).join(' ').trim() || `exit ${run.exitCode}`}).`);
  }
  const output = new mupdf.PDFDocument(run.output);
  try {
    const after = pdfFeatures(output);
    onProgress?.(2, 2, 'convert');
    return { bytes: run.output, pageCount: output.countPages(), changes: changesBetween(source, after, level) };
  } finally {
    output.destroy();
  }
});

interface Source {
  bytes: Uint8Array;
  features: PdfFeatures;
  encrypted: boolean;
  repaired: boolean;
}

function openSource(mupdf: Mupdf, file: NamedPdf, password?: string): Source {
  let doc: InstanceType<Mupdf['PDFDocument']>;
  try {
    doc = new mupdf.PDFDocument(file.bytes);
  } catch {
    throw corruptPdfError(file.name);
  }
  try {
    if (doc.needsPassword()) {
      if (!password) throw encryptedPdfError(file.name);
      if (!doc.authenticatePassword(password)) throw wrongPasswordError(file.name);
    }
    if (doc.countPages() === 0) throw corruptPdfError(file.name);
    const encrypted = !doc.getTrailer().get('Encrypt').isNull();
    const repaired = doc.wasRepaired();
    const features = pdfFeatures(doc);
    // Ghostscript gets a clean, unencrypted copy of anything it might stumble on.
    let bytes = file.bytes;
    if (encrypted || repaired) {
      const buffer = doc.saveToBuffer('encrypt=none,garbage=compact');
      bytes = buffer.asUint8Array().slice();
      buffer.destroy();
    }
    return { bytes, features, encrypted, repaired };
  } finally {
    doc.destroy();
  }
}

function changesBetween(source: Source, after: PdfFeatures, level: PdfaLevel): PdfaChange[] {
  const changes: PdfaChange[] = [];
  if (source.repaired) changes.push({ kind: 'repaired' });
  const embedded = source.features.fontsNotEmbedded - after.fontsNotEmbedded;
  if (embedded > 0) changes.push({ kind: 'fonts-embedded', count: embedded });
  if (level === '1b' && source.features.transparency && !after.transparency) changes.push({ kind: 'transparency-flattened' });
  if (source.features.javascript && !after.javascript) changes.push({ kind: 'javascript-removed' });
  // Ghostscript draws form fields into the page and drops links and non-printing comments: said, not silent.
  const lost = (key: 'formFields' | 'links' | 'comments') => Math.max(0, source.features[key] - after[key]);
  if (lost('formFields') > 0) changes.push({ kind: 'form-fields-flattened', count: lost('formFields') });
  if (lost('links') > 0) changes.push({ kind: 'links-removed', count: lost('links') });
  if (lost('comments') > 0) changes.push({ kind: 'comments-removed', count: lost('comments') });
  if (source.encrypted) changes.push({ kind: 'encryption-removed' });
  changes.push({ kind: 'output-intent-added' }, { kind: 'metadata-written', part: PART[level], conformance: 'B' });
  return changes;
}
