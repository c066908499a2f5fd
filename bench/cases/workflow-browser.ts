// The "Scans to archive" workflow (OCR → Compress medium → PDF/A-2b) on 20 scanned pages as 20 files, in
// headless Chromium against the production build: the Workflow tool in one run, beside the same three
// steps run tool by tool (each tool's screen on all 20 files, its ZIP unpacked and given to the next), and
// beside `ocrmypdf --output-type pdfa` (Debian) on the same files. Time and the browser's peak memory.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { formatBytes } from '../../src/lib/format-bytes';
import { corpusDir } from '../../test/fixtures/corpus';
import { withBrowserApp } from '../browser-app';
import type { Timing } from '../measure';
import { runQpdf, runTool, toolVersion } from '../pdf-tools';
import type { BenchSection } from '../results-writer';

const PORT = 4306;
const PER_PICK = 10;
const once = (ms: number): Timing => ({ medianMs: ms, minMs: ms, maxMs: ms });

/**
 * 20 scanned pages, one file each: the 14 pages of the corpus's LaTeX paper and the 6 of its Q&A document,
 * rendered by Ghostscript at 150 dpi into image-only PDFs (no text: what a scanner gives).
 */
function scannedPages(workDir: string): string[] {
  const folder = join(workDir, 'scans');
  mkdirSync(folder);
  for (const source of ['multipage-text-tracemonkey-14p.pdf', 'large-jpeg-qa-document-6p.pdf']) {
    const imageOnly = join(workDir, `image-only-${source}`);
    const run = runTool('gs', ['-q', '-dBATCH', '-dNOPAUSE', '-sDEVICE=pdfimage24', '-r150', `-sOutputFile=${imageOnly}`, join(corpusDir, source)]);
    if (run.status !== 0) throw new Error(`Ghostscript could not render ${source}: ${run.stderr}`);
    runQpdf(['--split-pages', imageOnly, join(folder, `scan-${source.replace(/\.pdf$/, '')}-%d.pdf`)]);
  }
  const files = readdirSync(folder).sort().map((name) => join(folder, name));
  if (files.length !== 20) throw new Error(`${files.length} scanned pages made, not 20`);
  return files;
}

async function choose(page: Page, paths: string[]): Promise<void> {
  for (let start = 0; start < paths.length; start += PER_PICK) {
    await page.getByTestId('file-input').first().setInputFiles(paths.slice(start, start + PER_PICK));
    await page.getByTestId('file-card').nth(Math.min(paths.length, start + PER_PICK) - 1).waitFor({ timeout: 60_000 });
  }
}

/** The results' ZIP, unpacked into a folder: the PDFs in it. */
async function unpackAll(page: Page, folder: string): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download all (ZIP)' }).click()]);
  const zipPath = `${folder}.zip`;
  await download.saveAs(zipPath);
  mkdirSync(folder);
  return Object.entries(unzipSync(new Uint8Array(readFileSync(zipPath))))
    .filter(([name]) => name.endsWith('.pdf'))
    .map(([name, bytes]) => {
      writeFileSync(join(folder, name), bytes);
      return join(folder, name);
    })
    .sort();
}

/** Checks each archive: a text layer, PDF/A-2b in its XMP; answers their total size. */
function checkArchives(paths: string[], tool: string): number {
  if (paths.length !== 20) throw new Error(`${tool}: ${paths.length} files, not 20`);
  for (const path of paths) {
    if (runTool('pdftotext', [path, '-']).stdout.trim().length < 20) throw new Error(`${tool}: ${path} has no text layer`);
    if (!/pdfaid:part\s*=\s*['"]?2|<pdfaid:part>2/.test(runTool('pdfinfo', ['-meta', path]).stdout)) throw new Error(`${tool}: ${path} is not PDF/A-2`);
  }
  return paths.reduce((sum, path) => sum + statSync(path).size, 0);
}

export async function benchScansToArchiveWorkflow(workDir: string): Promise<BenchSection> {
  const scans = scannedPages(workDir);
  const inputBytes = scans.reduce((sum, path) => sum + statSync(path).size, 0);

  const measured = await withBrowserApp(async ({ page, origin, peakMemoryBytes, resetPeakMemory }) => {
    // The workflow: the preset, twenty files, one click.
    await page.goto(`${origin}/workflow`);
    await page.getByRole('button', { name: /^Scans to archive/ }).click();
    await choose(page, scans);
    resetPeakMemory();
    let start = performance.now();
    await page.getByRole('button', { name: 'Run workflow' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Workflow complete' }).waitFor({ timeout: 60 * 60_000 });
    const workflowMs = performance.now() - start;
    const workflowPeak = peakMemoryBytes();
    const workflowOutputs = await unpackAll(page, join(workDir, 'workflow'));

    // Tool by tool: each screen on all twenty, its ZIP unpacked and chosen on the next.
    let files = scans;
    let toolsMs = 0;
    let toolsPeak = 0;
    const steps = [
      { url: '/convert-from-pdf?type=ocr', action: 'Make searchable', keep: (name: string) => name.endsWith('-ocr.pdf') },
      { url: '/compress-pdf', action: 'Compress PDF', keep: () => true },
      { url: '/convert-from-pdf?type=pdfa', action: 'Convert to PDF/A', keep: () => true },
    ];
    for (const [index, step] of steps.entries()) {
      await page.goto(`${origin}${step.url}`);
      await choose(page, files);
      resetPeakMemory();
      start = performance.now();
      await page.getByRole('button', { name: step.action }).click();
      await page.getByRole('button', { name: 'Download all (ZIP)' }).waitFor({ timeout: 60 * 60_000 });
      toolsMs += performance.now() - start;
      toolsPeak = Math.max(toolsPeak, peakMemoryBytes());
      files = (await unpackAll(page, join(workDir, `tool-${index + 1}`))).filter((path) => step.keep(path));
      // The next screen starts from an empty list, as a person who downloaded and uploads again.
      await page.evaluate(() => sessionStorage.clear());
    }
    return { workflowMs, workflowPeak, workflowOutputs, toolsMs, toolsPeak, toolOutputs: files };
  }, PORT);

  const ocrmypdfFolder = join(workDir, 'ocrmypdf');
  mkdirSync(ocrmypdfFolder);
  const start = performance.now();
  const ocrmypdfOutputs = scans.map((scan) => {
    const output = join(ocrmypdfFolder, scan.split('/').pop()!);
    const run = runTool('ocrmypdf', ['--output-type', 'pdfa', '-l', 'eng', '--optimize', '1', scan, output]);
    if (run.status !== 0) throw new Error(`ocrmypdf failed on ${scan} (exit ${run.status}): ${run.stderr.trim()}`);
    return output;
  });
  const ocrmypdfMs = performance.now() - start;

  return {
    title: 'Workflow "Scans to archive" on 20 scanned pages as 20 files (OCR → Compress → PDF/A-2b)',
    description:
      `20 image-only PDFs of one page each (${formatBytes(inputBytes)} in all): the corpus's 14-page paper and 6-page Q&A document rendered at 150 dpi by ` +
      'Ghostscript. Folio: the production build in headless Chromium; "workflow" is the Workflow tool\'s preset run with one click, timed to its ' +
      '"Workflow complete" toast; "tool by tool" is the same three steps on each tool\'s screen, all twenty files at a time, timed from each click to ' +
      'its "Download all (ZIP)", the ZIP unpacked and chosen on the next screen (the unpacking and choosing not counted). Every output is checked: a ' +
      'text layer (pdftotext) and PDF/A-2 in its XMP. Peak memory: the proportional set sizes of all Chromium processes, sampled every 100 ms.',
    reference: 'ocrmypdf',
    rows: [
      { tool: 'ocrmypdf', timing: once(ocrmypdfMs), outputBytes: checkArchives(ocrmypdfOutputs, 'ocrmypdf'), pages: 20, extra: ['—'] },
      { tool: 'Folio workflow', timing: once(measured.workflowMs), outputBytes: checkArchives(measured.workflowOutputs, 'workflow'), pages: 20, extra: [formatBytes(measured.workflowPeak)] },
      { tool: 'Folio tool by tool', timing: once(measured.toolsMs), outputBytes: checkArchives(measured.toolOutputs, 'tool by tool'), pages: 20, extra: [formatBytes(measured.toolsPeak)] },
    ],
    extraHeaders: ['browser peak memory'],
    notes: [
      `ocrmypdf ${toolVersion('ocrmypdf')} with \`--output-type pdfa -l eng --optimize 1\`, one file after another.`,
      'The workflow keeps one file (two on a device with 8 GB or more) in flight through all three steps and frees each intermediate result once the next step has read it.',
    ],
  };
}
