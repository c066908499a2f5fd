// The native tools the bench calls: qpdf as reference and checker, pdfinfo (or qpdf) to count pages.
import { spawnSync } from 'node:child_process';

// qpdf exits 3 when it succeeded with warnings; many real-world PDFs (our corpus included) carry harmless ones.
const QPDF_OK = 0;
const QPDF_WARNINGS = 3;

interface ToolRun {
  status: number;
  stdout: string;
  stderr: string;
}

export function runTool(command: string, args: string[], env: Record<string, string> = {}): ToolRun {
  const run = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...env } });
  if (run.error) throw new Error(`${command} could not be started: ${run.error.message}`);
  return { status: run.status ?? -1, stdout: run.stdout, stderr: run.stderr };
}

/** Runs qpdf and throws on anything worse than warnings, so a reference failure fails the bench too. */
export function runQpdf(args: string[]): ToolRun {
  const run = runTool('qpdf', args);
  if (run.status !== QPDF_OK && run.status !== QPDF_WARNINGS) {
    throw new Error(`qpdf ${args.join(' ')} failed (exit ${run.status}): ${run.stderr.trim()}`);
  }
  return run;
}

export function toolVersion(command: string, args = ['--version']): string {
  const run = runTool(command, args);
  return (run.stdout || run.stderr).split('\n')[0].trim();
}

export interface PdfCheck {
  verdict: string;
  warnings: string[];
}

/** `qpdf --check`: throws on structural errors, reports warnings (exit 3) as acceptable. */
export function checkPdf(path: string): PdfCheck {
  const run = runQpdf(['--check', path]);
  const warnings = run.stderr.split('\n').filter((line) => line.startsWith('WARNING:'));
  if (run.status === QPDF_OK) return { verdict: 'clean', warnings };
  return { verdict: `warnings (${warnings.length})`, warnings };
}

// pdfinfo is a second, independent parser (poppler); qpdf is the fallback because it is always installed here.
const hasPdfinfo = !spawnSync('pdfinfo', ['-v']).error;
export const pageCounterName = hasPdfinfo ? 'pdfinfo' : 'qpdf --show-npages';

export function countPages(path: string): number {
  const text = hasPdfinfo ? runTool('pdfinfo', [path]).stdout : runQpdf(['--show-npages', path]).stdout;
  const match = hasPdfinfo ? /^Pages:\s+(\d+)/m.exec(text) : /^(\d+)\s*$/m.exec(text);
  if (!match) throw new Error(`${pageCounterName} could not count the pages of ${path}`);
  return Number(match[1]);
}

/** A command's peak resident memory in bytes, read by GNU time (`%M`, in kilobytes) around one run of it. */
export function peakMemoryOf(command: string, args: string[]): number {
  const run = runTool('/usr/bin/time', ['-f', 'peak %M', command, ...args]);
  if (run.status !== 0) throw new Error(`${command} failed (exit ${run.status}): ${run.stderr.trim()}`);
  const match = /peak (\d+)\s*$/.exec(run.stderr.trim());
  if (!match) throw new Error(`GNU time gave no peak memory for ${command}`);
  return Number(match[1]) * 1024;
}
