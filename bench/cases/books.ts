// Long documents in and out of the engines that lay out and read text: a 539-page public-domain novel
// from EPUB to PDF beside `mutool convert` (native MuPDF), and the corpus's 117-page lecture notes from
// PDF to Markdown beside `pdftotext` (no Debian tool writes Markdown from a PDF; pdftotext reads the same
// text). Peak memory: Folio's through the workflow command (`npm run workflow`, one Node process with the
// same engines), the native tools' around their own run, both by GNU time.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultBookSettings } from '../../src/contract/book-to-pdf';
import { formatBytes } from '../../src/lib/format-bytes';
import { workflowJson, type Workflow } from '../../src/contract/workflow';
import { findWorkflowStep } from '../../src/contract/workflow-catalog';
import { corpusDir } from '../../test/fixtures/corpus';
import { bookToPdf } from '../../workers/engines/books/book-to-pdf';
import { pdfToMarkdown } from '../../workers/engines/from-pdf/pdf-to-markdown';
import { timeRuns } from '../measure';
import { countPages, peakMemoryOf, runTool, toolVersion } from '../pdf-tools';
import type { BenchSection } from '../results-writer';

const BOOK = 'epub-jack-sheppard-long.epub';
const NOTES = 'multipage-mixed-geotopo-117p.pdf';
// A5 in points, the E-book tab's default page, at its default 11 pt type.
const A5 = { width: 420, height: 595 };

/** The workflow command's peak memory running one step over one file (Node, Vite and the engines). */
function commandPeak(workDir: string, file: string, step: string, settings: Record<string, unknown>): number {
  const folder = join(workDir, `command-${step}`);
  mkdirSync(join(folder, 'in'), { recursive: true });
  writeFileSync(join(folder, 'in', file), readFileSync(`${corpusDir}${file}`));
  const workflow: Workflow = { name: step, steps: [{ step, settings, enabled: true }] };
  writeFileSync(join(folder, 'flow.json'), workflowJson(workflow, findWorkflowStep));
  return peakMemoryOf('node', ['cli/workflow.mjs', join(folder, 'flow.json'), join(folder, 'in'), join(folder, 'out')]);
}

/** What the workflow command holds before any real work: one step over a one-page file. */
function commandBaseline(workDir: string): string {
  return `The workflow command's own peak with one step over a one-page PDF (Node, Vite, one engine): ${formatBytes(commandPeak(workDir, 'pdfa-1b-01.pdf', 'reverse-pdf', {}))}.`;
}

export async function benchEpubToPdf(workDir: string): Promise<BenchSection> {
  const bytes = new Uint8Array(readFileSync(`${corpusDir}${BOOK}`));
  const settings = { type: 'ebook' as const, ...defaultBookSettings };
  const folio = await timeRuns(() => bookToPdf({ files: [{ name: BOOK, data: bytes }], settings }));
  const folioPath = join(workDir, 'folio.pdf');
  writeFileSync(folioPath, folio.result.outputs[0].data as Uint8Array);
  const nativePath = join(workDir, 'mutool.pdf');
  const nativeArgs = ['convert', '-W', String(A5.width), '-H', String(A5.height), '-S', String(defaultBookSettings.fontSize), '-o', nativePath, `${corpusDir}${BOOK}`];
  const native = await timeRuns(() => {
    const run = runTool('mutool', nativeArgs);
    if (run.status !== 0) throw new Error(`mutool convert failed (exit ${run.status}): ${run.stderr.trim()}`);
  });
  const folioPeak = commandPeak(workDir, BOOK, 'ebook-to-pdf', {});
  const nativePeak = peakMemoryOf('mutool', nativeArgs);
  const rows = [
    { tool: 'Folio (MuPDF WASM, E-book to PDF)', timing: folio.timing, outputBytes: readFileSync(folioPath).byteLength, pages: countPages(folioPath), extra: [formatBytes(folioPeak)] },
    { tool: 'mutool convert', timing: native.timing, outputBytes: readFileSync(nativePath).byteLength, pages: countPages(nativePath), extra: [formatBytes(nativePeak)] },
  ];
  if (rows[0].pages < 300) throw new Error(`Folio laid the book out on ${rows[0].pages} pages only`);
  return {
    title: 'E-book to PDF: a 539-page public-domain novel (EPUB)',
    description:
      `\`${BOOK}\` (Ainsworth's *Jack Sheppard*, Project Gutenberg, ${bytes.byteLength.toLocaleString('en-US')} B, 4 pictures) on A5 at 11 pt with a 15 mm margin. ` +
      'Folio: `bookToPdf` in Node (MuPDF compiled to WebAssembly lays it out, its contents become bookmarks, fonts are subset). Native: Debian\'s ' +
      '`mutool convert -W 420 -H 595 -S 11` (no margin option; its own CSS margins). Peak memory: Folio through the workflow command, a whole ' +
      'Node process with Vite, the native tool around its own run.',
    reference: 'mutool convert',
    extraHeaders: ['Peak memory'],
    rows,
    notes: [`Native: ${toolVersion('mutool', ['-v'])}.`, commandBaseline(workDir)],
  };
}

export async function benchPdfToMarkdown(workDir: string): Promise<BenchSection> {
  const bytes = new Uint8Array(readFileSync(`${corpusDir}${NOTES}`));
  const folio = await timeRuns(() => pdfToMarkdown({ files: [{ name: NOTES, data: bytes }], settings: { pages: '' } }));
  const output = folio.result.outputs[0];
  const folioBytes = output.data instanceof Blob ? output.data.size : (output.data as Uint8Array).byteLength;
  const nativePath = join(workDir, 'pdftotext.txt');
  const native = await timeRuns(() => {
    const run = runTool('pdftotext', [`${corpusDir}${NOTES}`, nativePath]);
    if (run.status !== 0) throw new Error(`pdftotext failed (exit ${run.status}): ${run.stderr.trim()}`);
  });
  const folioPeak = commandPeak(workDir, NOTES, 'pdf-to-markdown', { pages: '' });
  const nativePeak = peakMemoryOf('pdftotext', [`${corpusDir}${NOTES}`, nativePath]);
  return {
    title: 'PDF to Markdown: 117 pages of lecture notes with figures',
    description:
      `\`${NOTES}\` (${bytes.byteLength.toLocaleString('en-US')} B, German, many figures) to Markdown with its pictures in a ZIP. Folio: \`pdfToMarkdown\` ` +
      'in Node (MuPDF reads the text, pictures and tables; headings, lists and tables written as Markdown). Reference: `pdftotext`, which writes ' +
      'plain text only (no Debian tool writes Markdown from a PDF), for the time it takes to read the same text. Peak memory as above.',
    reference: 'pdftotext',
    extraHeaders: ['Peak memory'],
    rows: [
      { tool: 'Folio (PDF to Markdown)', timing: folio.timing, outputBytes: folioBytes, pages: output.pages ?? 117, extra: [formatBytes(folioPeak)] },
      { tool: 'pdftotext', timing: native.timing, outputBytes: readFileSync(nativePath).byteLength, pages: 117, extra: [formatBytes(nativePeak)] },
    ],
    notes: [`Reference: ${toolVersion('pdftotext', ['-v'])}.`, commandBaseline(workDir)],
  };
}
