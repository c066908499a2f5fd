// Test helpers for the repo's corpus (test/corpus/, described by its MANIFEST.tsv) and the pdf.js text reader used to check outputs.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const corpusDir = fileURLToPath(new URL('./corpus/', import.meta.url));

/** A corpus file, as the PDF engines read it (`bytes`) and as engine jobs take it (`data`, a NamedFile). */
export function corpusFile(name: string): { name: string; bytes: Uint8Array; data: Uint8Array; type: string } {
  const bytes = new Uint8Array(readFileSync(corpusDir + name));
  return { name, bytes, data: bytes, type: mimeTypeOf(name) };
}

const mimeTypes: Record<string, string> = {
  pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', tif: 'image/tiff', tiff: 'image/tiff',
};

function mimeTypeOf(name: string): string {
  return mimeTypes[name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

/** Text of each page of a PDF, through the same pdf.js engine the app uses. */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const { extractPageTexts } = await import('../workers/engines/pdfjs/extract-text');
  return extractPageTexts({ name: 'output.pdf', bytes });
}

/** The page count MANIFEST.tsv records for a corpus file (its notes say "pages=N"). */
export function manifestPageCount(name: string): number {
  const row = readFileSync(corpusDir + 'MANIFEST.tsv', 'utf8').split('\n').find((line) => line.startsWith(`${name}\t`));
  const pages = row && /pages=(\d+)/.exec(row);
  if (!pages) throw new Error(`MANIFEST.tsv has no page count for ${name}`);
  return Number(pages[1]);
}
