// Independent readers for the editor's outputs: poppler (pdftotext, pdffonts, pdftoppm) and qpdf,
// run on a copy of the bytes on disk. None of them shares code with the engines under test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';

function onDisk(bytes: Uint8Array): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'folio-edit-'));
  const path = join(dir, 'file.pdf');
  writeFileSync(path, bytes);
  return { dir, path };
}

export interface PopplerWord { text: string; xMin: number; yMin: number; xMax: number; yMax: number }

/** The words of one page with their boxes in points from the top-left (pdftotext -bbox). */
export function popplerWords(bytes: Uint8Array, pageNumber: number, password?: string): PopplerWord[] {
  const { path } = onDisk(bytes);
  const args = ['-bbox', '-f', String(pageNumber), '-l', String(pageNumber), ...(password ? ['-upw', password] : []), path, '-'];
  const html = execFileSync('pdftotext', args, { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((match) => ({
    xMin: Number(match[1]), yMin: Number(match[2]), xMax: Number(match[3]), yMax: Number(match[4]), text: match[5],
  }));
}

/** One page's text as pdftotext reads it. */
export function popplerText(bytes: Uint8Array, pageNumber: number): string {
  const { path } = onDisk(bytes);
  return execFileSync('pdftotext', ['-f', String(pageNumber), '-l', String(pageNumber), path, '-'], { encoding: 'utf8' });
}

/** Every page's text, trimmed, as pdftotext reads the whole file (pages split at its form feeds). */
export function popplerPageTexts(bytes: Uint8Array): string[] {
  const { path } = onDisk(bytes);
  return execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1).map((text) => text.trim());
}

/** Each page's size in points and its /Rotate, as pdfinfo reads them. */
export function popplerPageBoxes(bytes: Uint8Array): Array<{ width: number; height: number; rotation: number }> {
  const { path } = onDisk(bytes);
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '100000', path], { encoding: 'utf8' });
  const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)/gm)];
  const rotations = [...info.matchAll(/^Page\s+\d+ rot:\s+(\d+)/gm)];
  return sizes.map((match, index) => ({ width: Number(match[1]), height: Number(match[2]), rotation: Number(rotations[index][1]) }));
}

/** pdffonts' rows: the font's name and whether it is embedded. */
export function popplerFonts(bytes: Uint8Array): Array<{ name: string; embedded: boolean }> {
  const { path } = onDisk(bytes);
  const lines = execFileSync('pdffonts', [path], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
  return lines.map((line) => {
    const name = line.split(/\s+/)[0];
    // The columns after the encoding: emb sub uni object ID.
    const tail = line.trim().split(/\s+/).slice(-5);
    return { name, embedded: tail[0] === 'yes' };
  });
}

export interface RenderedPage { width: number; height: number; data: Buffer }

/** One page rendered by pdftoppm at 72 dpi (one pixel per point), as RGB pixels. */
export function popplerRender(bytes: Uint8Array, pageNumber: number, { password, hideAnnotations = false }: { password?: string; hideAnnotations?: boolean } = {}): RenderedPage {
  const { dir, path } = onDisk(bytes);
  const args = ['-png', '-r', '72', '-f', String(pageNumber), '-l', String(pageNumber), '-singlefile',
    ...(hideAnnotations ? ['-hide-annotations'] : []), ...(password ? ['-upw', password] : []), path, join(dir, 'page')];
  execFileSync('pdftoppm', args);
  const png = PNG.sync.read(readFileSync(join(dir, 'page.png')));
  return { width: png.width, height: png.height, data: png.data };
}

/** Pixels (RGBA) that differ by more than `tolerance` in any channel, as a list of [x, y]. */
export function changedPixels(before: RenderedPage, after: RenderedPage, tolerance = 24): Array<[number, number]> {
  const changed: Array<[number, number]> = [];
  for (let y = 0; y < before.height; y += 1) {
    for (let x = 0; x < before.width; x += 1) {
      const index = (y * before.width + x) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        if (Math.abs(before.data[index + channel] - after.data[index + channel]) > tolerance) {
          changed.push([x, y]);
          break;
        }
      }
    }
  }
  return changed;
}

/** qpdf's JSON of the file (objects and pages), decrypted with the password when one is given. */
export function qpdfJson(bytes: Uint8Array, password?: string): { qpdf: [unknown, Record<string, { value?: Record<string, unknown> }>]; pages: Array<{ object: string }> } {
  const { path } = onDisk(bytes);
  return JSON.parse(execFileSync('qpdf', ['--json=2', ...(password ? [`--password=${password}`] : []), path], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }));
}

/** Runs qpdf with the arguments and the file, answering its exit status and words. */
export function qpdfRun(bytes: Uint8Array, args: string[]): { status: number; output: string } {
  const { path } = onDisk(bytes);
  try {
    return { status: 0, output: execFileSync('qpdf', [...args, path], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

/** The file's content streams, decompressed (qpdf --qdf), as text. */
export function qdfText(bytes: Uint8Array): string {
  const { dir, path } = onDisk(bytes);
  const out = join(dir, 'qdf.pdf');
  execFileSync('qpdf', ['--qdf', '--object-streams=disable', path, out]);
  return readFileSync(out, 'latin1');
}

/** The bytes of every image of the file as stored (pdfimages -all), in page order. */
export function popplerImageBytes(bytes: Uint8Array): Uint8Array[] {
  const { dir, path } = onDisk(bytes);
  execFileSync('pdfimages', ['-all', path, join(dir, 'image')]);
  return execFileSync('ls', [dir], { encoding: 'utf8' }).split('\n').filter((name) => name.startsWith('image-')).sort()
    .map((name) => new Uint8Array(readFileSync(join(dir, name))));
}
