// Compress case: each image-heavy corpus file at each level, beside Ghostscript's /ebook and /screen
// output of the same file, with a page similarity score against the original for every output.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressPdf } from '../../workers/engines/compress/compress-pdf';
import { compressionLevels } from '../../src/contract/compress-pdf';
import { compressionRecipes } from '../../src/contract/shrink-recipes';
import { corpusDir } from '../../test/fixtures/corpus';
import { photoPlacedAtSizesPdf, photosPlacedSmallPdf, photoWithSoftMaskPdf } from '../../test/fixtures/photo-documents';
import { formatBytes } from '../../src/lib/format-bytes';
import { timeRuns } from '../measure';
import { checkPdf, countPages, runTool, toolVersion } from '../pdf-tools';
import { pagesSimilarity, renderGreyscale } from '../page-similarity';
import type { BenchSection } from '../results-writer';

const FILES = ['large-jpeg-qa-document-6p.pdf', 'large-jpeg-scan-poster-300dpi.pdf', 'multipage-mixed-geotopo-117p.pdf'];
// Photo-heavy documents made from the corpus photos (test/photo-documents.ts): the kinds where Folio
// once came out larger than Ghostscript /ebook (the last: a continuous-tone soft mask).
const GENERATED = [photosPlacedSmallPdf, photoPlacedAtSizesPdf, photoWithSoftMaskPdf];
// Similarity is measured on the first pages (all of the small files, 8 of the 117-page one), each page
// rendered to fit 1100 × 1100 pixels (about 100 dpi for A4).
const SIMILARITY_PAGES = 8;
const SIMILARITY_BOX = 1100;

export async function benchCompress(workDir: string): Promise<BenchSection[]> {
  const sections: BenchSection[] = [];
  // One after another: files timed side by side would skew each other's timings.
  for (const name of FILES) sections.push(await benchFile(name, join(corpusDir, name), workDir));
  return sections;
}

/** The generated photo documents, a case of their own so they can be run alone (-t). */
export async function benchCompressPhotoDocuments(workDir: string): Promise<BenchSection[]> {
  const sections: BenchSection[] = [];
  for (const make of GENERATED) {
    const { name, bytes } = make();
    const path = join(workDir, name);
    writeFileSync(path, bytes);
    sections.push(await benchFile(name, path, workDir));
  }
  return sections;
}

async function benchFile(name: string, sourcePath: string, workDir: string): Promise<BenchSection> {
  const bytes = new Uint8Array(readFileSync(sourcePath));
  const expectedPages = countPages(sourcePath);
  const lastPage = Math.min(expectedPages, SIMILARITY_PAGES);
  const originalRender = renderGreyscale(sourcePath, workDir, SIMILARITY_BOX, lastPage);
  const stem = name.replace(/\.pdf$/, '');

  const outputs: Array<{ tool: string; path: string; timing: Awaited<ReturnType<typeof timeRuns>>['timing'] }> = [];
  for (const level of compressionLevels) {
    const run = await timeRuns(() => compressPdf({ files: [{ name, data: bytes }], settings: { level, grayscale: false } }));
    const path = join(workDir, `${stem}-folio-${level}.pdf`);
    writeFileSync(path, run.result.outputs[0].data as Uint8Array);
    outputs.push({ tool: `Folio ${level}`, path, timing: run.timing });
  }
  for (const setting of ['ebook', 'screen']) {
    const path = join(workDir, `${stem}-gs-${setting}.pdf`);
    const args = ['-q', '-dNOPAUSE', '-dBATCH', '-dSAFER', '-sDEVICE=pdfwrite', `-dPDFSETTINGS=/${setting}`, `-sOutputFile=${path}`, sourcePath];
    const run = await timeRuns(() => {
      const result = runTool('gs', args);
      if (result.status !== 0) throw new Error(`gs /${setting} failed on ${name}: ${result.stderr}`);
    });
    outputs.push({ tool: `Ghostscript /${setting}`, path, timing: run.timing });
  }

  const rows = outputs.map(({ tool, path, timing }) => {
    const pages = countPages(path);
    if (pages !== expectedPages) throw new Error(`${tool}: ${pages} pages, expected ${expectedPages}`);
    const outputBytes = readFileSync(path).byteLength;
    const similarity = pagesSimilarity(originalRender, renderGreyscale(path, workDir, SIMILARITY_BOX, lastPage));
    return {
      tool, timing, outputBytes, pages, check: checkPdf(path).verdict,
      extra: [`${(((bytes.byteLength - outputBytes) / bytes.byteLength) * 100).toFixed(1)}%`, similarity.toFixed(4)],
    };
  });
  const medium = rows.find((row) => row.tool === 'Folio medium')!;
  const ebook = rows.find((row) => row.tool === 'Ghostscript /ebook')!;
  return {
    title: `Compress: ${name}`,
    description:
      `\`${name}\` (${expectedPages} pages, ${bytes.byteLength.toLocaleString('en-US')} B). Folio: \`compressPdf\` (MuPDF) at each level ` +
      `(${compressionLevels.map((level) => `${level} ${compressionRecipes[level].targetDpi} dpi / q${compressionRecipes[level].quality}`).join(', ')}). ` +
      'Reference: `gs -sDEVICE=pdfwrite -dPDFSETTINGS=/ebook` and `/screen` on the same file.',
    reference: 'Ghostscript /ebook',
    rows,
    extraHeaders: ['reduction', 'SSIM vs original'],
    notes: [
      `${toolVersion('gs')} (Ghostscript); similarity: mean SSIM in 8 × 8 blocks over pages 1–${lastPage}, each output rendered by pdftoppm in greyscale to fit ${SIMILARITY_BOX} × ${SIMILARITY_BOX} pixels, against the original rendered the same way (1 = identical; blank margins count too, so compare the rows with each other rather than with 1).`,
      `Target: medium at or below Ghostscript /ebook size with pages still looking the same. Here medium is ${formatBytes(medium.outputBytes)} against /ebook's ${formatBytes(ebook.outputBytes)} ` +
        `(${medium.outputBytes <= ebook.outputBytes ? 'met' : 'NOT met'}), SSIM ${medium.extra[1]} against /ebook's ${ebook.extra[1]}.`,
    ],
  };
}
