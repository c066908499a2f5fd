// Independent checks of the Office files the converters write: LibreOffice opens and converts them,
// and their XML parts are read with JSZip (no code of the writers involved).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';

/** LibreOffice converts the file to PDF; returns the PDF's path (throws when it cannot). */
export function libreOfficeToPdf(bytes: Uint8Array, name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'soffice-'));
  const input = join(dir, name);
  writeFileSync(input, bytes);
  // A profile of its own: parallel runs (or a user's open LibreOffice) do not collide.
  execFileSync('soffice', [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', dir, input], { stdio: 'pipe', timeout: 120_000 });
  const output = join(dir, name.replace(/\.[^.]+$/, '.pdf'));
  if (!existsSync(output)) throw new Error(`LibreOffice did not convert ${name}`);
  return output;
}

const decodeXml = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** The text of each paragraph of a .docx body, as Word stores it (<w:p> holding <w:t> runs). */
export async function docxParagraphs(bytes: Uint8Array): Promise<string[]> {
  const xml = await (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([paragraph]) => [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => decodeXml(match[1])).join(''));
}

/** The text of each slide of a .pptx (its <a:t> runs, one string per slide, in slide order). */
export async function pptxSlideTexts(bytes: Uint8Array): Promise<string[]> {
  const zip = await JSZip.loadAsync(bytes);
  const slides = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .sort((a, b) => Number(/(\d+)\.xml$/.exec(a)![1]) - Number(/(\d+)\.xml$/.exec(b)![1]));
  return Promise.all(slides.map(async (name) => {
    const xml = await zip.file(name)!.async('string');
    return [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((match) => decodeXml(match[1])).join(' ');
  }));
}

/** The cells of each table of a .docx body (<w:tbl> of <w:tr> of <w:tc>), as text. */
export async function docxTables(bytes: Uint8Array): Promise<string[][][]> {
  const xml = await (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');
  const text = (part: string) => [...part.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => decodeXml(match[1])).join('');
  return [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)].map(([table]) => [...table.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)]
    .map(([row]) => [...row.matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map(([cell]) => text(cell))));
}
