// PDF to PDF/A with Ghostscript's pdfwrite: sRGB output intent with its ICC profile, every font
// embedded (Ghostscript substitutes its own for fonts the file only names), XMP with the pdfaid
// identification and the document's metadata, no encryption, no JavaScript. A damaged or encrypted
// file is opened by MuPDF first (repair safety net, the password given on its card), and
// Ghostscript gets a clean copy.
import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import { onlyFile, pdfOutput, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import type { NamedPdf } from '../../../src/contract/named-pdf';
import { outputFilename } from '../../../src/contract/output-names';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import { checkPdfaLevel, convertToPdfaOperation, type PdfaChange, type PdfaFacts, type PdfaLevel, type PdfaSettings } from '../../../src/contract/pdf-to-pdfa';
import { loadMupdf, type Mupdf } from '../mupdf/load-mupdf';
import { holdsNoPages, mendPageTree } from '../mupdf/open-mupdf';
import { codedPdfError, corruptPdfError, EmptyPdfError, encryptedPdfError, wrongPasswordError } from '../pdf-errors';
import { withSecondOpinion } from '../second-opinion';
import { implement } from '../../runtime/operations';
import { PDFA_DEFINITION } from './pdfa-definition';
import { pdfFeatures, type PdfFeatures } from './pdf-features';
import { runGhostscript } from './run-ghostscript';

const PART: Record<PdfaLevel, number> = { '1b': 1, '2b': 2, '3b': 3 };

export const convertToPdfa = implement(convertToPdfaOperation, async function convertToPdfa(job: EngineJob<PdfaSettings>, onProgress?: ProgressCallback): Promise<EngineResult<PdfaFacts>> {
  // Checked again here: the engine is called by more than the handler (tests, benchmarks, workflows).
  const level = withSettingsChecked(() => checkPdfaLevel(job.settings.level));
  const file = await readNamedPdf(onlyFile(job));
  onProgress?.(0, 2, 'convert');
  const mupdf = await loadMupdf();
  const source = await openSource(mupdf, file);
  onProgress?.(1, 2, 'convert');
  const output = await pdfaOf(source, level);
  // Ghostscript can stop at a damaged page and still end well, with the pages before it only.
  if (!output || pagesIn(mupdf, output) < source.pages) throw unconvertibleError(file.name);
  const converted = new mupdf.PDFDocument(output);
  try {
    const after = pdfFeatures(converted);
    onProgress?.(2, 2, 'convert');
    return {
      outputs: [pdfOutput(outputFilename(file.name, `pdfa-${level}`), output, converted.countPages())],
      facts: { changes: changesBetween(source, after, level) },
    };
  } finally {
    converted.destroy();
  }
});

/** Ghostscript's PDF/A copy of the file, or nothing when it could not make one. */
async function pdfaOf({ bytes }: Source, level: PdfaLevel): Promise<Uint8Array | undefined> {
  const run = await runGhostscript(
    { '/pdfa.ps': PDFA_DEFINITION, '/in.pdf': bytes },
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
  return run.exitCode === 0 && run.output && run.output.length > 0 ? run.output : undefined;
}

/** The pages of Ghostscript's output; none when MuPDF cannot read it. */
function pagesIn(mupdf: Mupdf, bytes: Uint8Array): number {
  try {
    const doc = new mupdf.PDFDocument(bytes);
    try {
      return doc.countPages();
    } finally {
      doc.destroy();
    }
  } catch {
    return 0;
  }
}

/**
 * MuPDF read the file, but Ghostscript could not write it as PDF/A: something in it (a page without
 * a size, a damaged font or image) stops Ghostscript. The file's fault, said so, not an engine failure.
 */
function unconvertibleError(name: string): EngineError {
  return new EngineError('corrupt', `${name} could not be converted to PDF/A: Ghostscript could not read part of it (a page, a font or an image may be damaged).`, { fileIndex: 0 });
}

interface Source {
  bytes: Uint8Array;
  /** The pages MuPDF finds (after mending the tree): the PDF/A copy must have as many. */
  pages: number;
  /** Kids of the page tree MuPDF could not read (dropped by the mending). */
  missingKids: number;
  features: PdfFeatures;
  encrypted: boolean;
  repaired: boolean;
}

/** The source as MuPDF opens it, or, when MuPDF calls it damaged, as pdf-lib reads it (open-mupdf.ts does the same). */
async function openSource(mupdf: Mupdf, file: NamedPdf): Promise<Source> {
  return withSecondOpinion(
    async () => openSourceOnce(mupdf, file),
    async () => {
      // Loaded only then, as MuPDF's opener does.
      const { rebuiltWithPdfLib } = await import('../pdf-lib/rebuild-with-pdf-lib');
      const rebuilt = await rebuiltWithPdfLib(file.bytes);
      return rebuilt && { ...openSourceOnce(mupdf, { name: file.name, bytes: rebuilt }), repaired: true };
    },
    {
      pages: (source) => source.pages,
      missingKids: (source) => source.missingKids,
      locked: (source) => file.password !== undefined || source?.encrypted === true,
      // A source holds bytes only, no document.
      release: () => undefined,
    },
  );
}

function openSourceOnce(mupdf: Mupdf, { name, bytes: original, password }: NamedPdf): Source {
  let doc: InstanceType<Mupdf['PDFDocument']>;
  try {
    doc = new mupdf.PDFDocument(original);
  } catch {
    throw corruptPdfError(name, 0);
  }
  try {
    if (doc.needsPassword()) {
      if (!password) throw encryptedPdfError(name, 0);
      if (!doc.authenticatePassword(password)) throw wrongPasswordError(name, 0);
    }
    // A page tree that loops or lies about its count is mended first (Ghostscript then gets the mended copy).
    const { changed: mended, missing: missingKids } = mendPageTree(doc);
    if (doc.countPages() === 0) throw missingKids === 0 && holdsNoPages(doc) ? new EmptyPdfError(name, 0) : corruptPdfError(name, 0);
    const encrypted = !doc.getTrailer().get('Encrypt').isNull();
    const repaired = doc.wasRepaired();
    const features = pdfFeatures(doc);
    // Ghostscript gets a clean, unencrypted copy of anything it might stumble on.
    let bytes = original;
    if (encrypted || repaired || mended) {
      const buffer = doc.saveToBuffer('encrypt=none,garbage=compact');
      bytes = buffer.asUint8Array().slice();
      buffer.destroy();
    }
    return { bytes, pages: doc.countPages(), missingKids, features, encrypted, repaired };
  } catch (error) {
    // A damaged object MuPDF stumbles on while counting or copying is the file's fault.
    throw codedPdfError(error, name, 0);
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
