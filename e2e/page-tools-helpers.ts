// Helpers for the page tools' end-to-end tests: ZIP contents, page rotations, generated PDFs.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { generatedPdfBytes } from '../test/fixtures/generated-pdf';

/** Clicks a button that saves a file (not a link) and returns where the download landed. */
export async function downloadFromButton(page: Page, buttonName: string): Promise<{ path: string; filename: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: buttonName }).click()]);
  return { path: await file.path(), filename: file.suggestedFilename() };
}

/** Names of the files in a ZIP, read by Info-ZIP's zipinfo. */
export function zipEntries(path: string): string[] {
  return execFileSync('zipinfo', ['-1', path], { encoding: 'utf8' }).trim().split('\n').sort();
}

/** Unpacks one entry of a ZIP to `target`. */
export function unzipEntry(path: string, entry: string, target: string): string {
  writeFileSync(target, execFileSync('unzip', ['-p', path, entry], { maxBuffer: 64 * 1024 * 1024 }));
  return target;
}

/**
 * Each page's text of a PDF on disk in content-stream order (poppler's -raw): a stamp drawn after the
 * page's content comes out whole, however close it sits to the page's own text.
 */
export function rawPageTexts(path: string): string[] {
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))![1]);
  return execFileSync('pdftotext', ['-raw', path, '-'], { encoding: 'utf8' }).split('\f').slice(0, pages);
}

/** /Rotate of each page, read by poppler. */
export function pageRotations(path: string): number[] {
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '9999', path], { encoding: 'utf8' });
  return [...info.matchAll(/^Page\s+\d+ rot:\s+(\d+)/gm)].map((match) => Number(match[1]));
}

/** A PDF of `pages` pages, each saying "Generated page N", written to `path`. */
export async function writeGeneratedPdf(path: string, pages: number): Promise<string> {
  writeFileSync(path, await generatedPdfBytes(pages));
  return path;
}
