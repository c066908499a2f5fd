// Helpers for the layout tools' end-to-end tests: sheet sizes and structure, read by poppler and qpdf.
import { execFileSync } from 'node:child_process';

/** Each page's size in points, rounded, as pdfinfo reads it. */
export function pageSizes(path: string): Array<[number, number]> {
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '9999', path], { encoding: 'utf8' });
  return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)/gm)].map((match) => [Math.round(Number(match[1])), Math.round(Number(match[2]))]);
}

/** qpdf --check passes (exit 0, or 3 for warnings only). */
export function qpdfChecks(path: string): boolean {
  try {
    execFileSync('qpdf', ['--check', path], { encoding: 'utf8' });
    return true;
  } catch (error) {
    return (error as { status?: number }).status === 3;
  }
}

/** The words of one page with their centres, in points from the top-left (pdftotext -bbox). */
export function wordCentres(path: string, pageNumber: number): Array<{ text: string; x: number; y: number }> {
  const html = execFileSync('pdftotext', ['-bbox', '-f', String(pageNumber), '-l', String(pageNumber), path, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((match) => ({
    text: match[5], x: (Number(match[1]) + Number(match[3])) / 2, y: (Number(match[2]) + Number(match[4])) / 2,
  }));
}
