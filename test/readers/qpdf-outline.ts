// The outline (bookmarks) of a PDF as qpdf reads it: qpdf follows /Dest arrays, named destinations
// and GoTo actions to the 1-based page itself, sharing no code with the engines under test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface OutlineEntry {
  title: string;
  /** 1-based target page, or null when the bookmark leads to no page of the file. */
  page: number | null;
  open: boolean;
  children: OutlineEntry[];
}

interface QpdfOutline { title: string; destpageposfrom1: number | null; open: boolean; kids: QpdfOutline[] }

export function qpdfOutlineOfFile(path: string): OutlineEntry[] {
  const json = JSON.parse(execFileSync('qpdf', ['--json=2', '--json-key=outlines', path], { encoding: 'utf8' })) as { outlines: QpdfOutline[] };
  const entry = (item: QpdfOutline): OutlineEntry => ({
    title: item.title, page: item.destpageposfrom1, open: item.open, children: item.kids.map(entry),
  });
  return json.outlines.map(entry);
}

export function qpdfOutline(bytes: Uint8Array): OutlineEntry[] {
  const path = join(mkdtempSync(join(tmpdir(), 'folio-outline-')), 'file.pdf');
  writeFileSync(path, bytes);
  return qpdfOutlineOfFile(path);
}

/** The outline as indented "title → page" lines, easy to compare and to read in a failing test. */
export function outlineLines(entries: OutlineEntry[], depth = 0): string[] {
  return entries.flatMap((entry) => [
    `${'  '.repeat(depth)}${entry.title} → ${entry.page ?? '-'}`,
    ...outlineLines(entry.children, depth + 1),
  ]);
}
