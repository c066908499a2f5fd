// Independent checks of the Office files the converters write: LibreOffice opens and converts them,
// and their XML parts are read with fflate (no code of the writers involved).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';

/**
 * LibreOffice's locale setting (Tools > Options > Language Settings > Locale setting) in a fresh profile:
 * paper of spreadsheet sheets that name none, and date and number formats, follow it. Our converter
 * opens every file as en-US (CONVERTER_LOCALE), so a comparison gives native LibreOffice the same one;
 * without it, native LibreOffice takes the system's (C here: A4, US formats).
 */
/** The locale LibreOffice compiled to WebAssembly opens every file in, whatever the browser's language. */
export const CONVERTER_LOCALE = 'en-US';

export function writeLocaleProfile(profile: string, locale: string): void {
  if (!/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(locale)) throw new Error(`Not a language tag: ${locale}`);
  mkdirSync(join(profile, 'user'), { recursive: true });
  writeFileSync(join(profile, 'user', 'registrymodifications.xcu'), `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Setup/L10N"><prop oor:name="ooSetupSystemLocale" oor:op="fuse"><value>${locale}</value></prop></item>
</oor:items>
`);
}

/** LibreOffice converts the file to PDF (in the given locale, else the system's); returns the PDF's path (throws when it cannot). */
export function libreOfficeToPdf(bytes: Uint8Array, name: string, locale?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'soffice-'));
  const input = join(dir, name);
  writeFileSync(input, bytes);
  // A profile of its own: parallel runs (or a user's open LibreOffice) do not collide.
  if (locale) writeLocaleProfile(join(dir, 'profile'), locale);
  execFileSync('soffice', [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', dir, input], { stdio: 'pipe', timeout: 120_000 });
  const output = join(dir, name.replace(/\.[^.]+$/, '.pdf'));
  if (!existsSync(output)) throw new Error(`LibreOffice did not convert ${name}`);
  return output;
}

const decodeXml = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** The text of each paragraph of a .docx body, as Word stores it (<w:p> holding <w:t> runs). */
export async function docxParagraphs(bytes: Uint8Array): Promise<string[]> {
  const xml = strFromU8(unzipSync(bytes)['word/document.xml']);
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([paragraph]) => [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => decodeXml(match[1])).join(''));
}

/** The text of each slide of a .pptx (its <a:t> runs, one string per slide, in slide order). */
export async function pptxSlideTexts(bytes: Uint8Array): Promise<string[]> {
  const zip = unzipSync(bytes);
  const slides = Object.keys(zip).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .sort((a, b) => Number(/(\d+)\.xml$/.exec(a)![1]) - Number(/(\d+)\.xml$/.exec(b)![1]));
  return Promise.all(slides.map(async (name) => {
    const xml = strFromU8(zip[name]);
    return [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((match) => decodeXml(match[1])).join(' ');
  }));
}

/** The cells of each table of a .docx body (<w:tbl> of <w:tr> of <w:tc>), as text. */
export async function docxTables(bytes: Uint8Array): Promise<string[][][]> {
  const xml = strFromU8(unzipSync(bytes)['word/document.xml']);
  const text = (part: string) => [...part.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => decodeXml(match[1])).join('');
  return [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)].map(([table]) => [...table.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)]
    .map(([row]) => [...row.matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map(([cell]) => text(cell))));
}

/** One run of a .docx paragraph, as its XML says it is formatted. */
export interface DocxRun { text: string; bold: boolean; italic: boolean; underline: string | undefined; colour: string | undefined }

/** One paragraph of a .docx body: its style (e.g. 'Heading1'), its runs, and how many pictures it holds. */
export interface DocxParagraph { style: string | undefined; runs: DocxRun[]; text: string; pictures: number }

type XmlNode = Record<string, XmlNode[]> & { ':@'?: Record<string, string>; '#text'?: string };

/** The body's paragraphs in order, read with an XML parser (fast-xml-parser), tables' paragraphs included. */
export async function docxBody(bytes: Uint8Array): Promise<DocxParagraph[]> {
  const { XMLParser } = await import('fast-xml-parser');
  const xml = strFromU8(unzipSync(bytes)['word/document.xml']);
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', preserveOrder: true, trimValues: false, parseTagValue: false });
  const tree = parser.parse(xml) as XmlNode[];
  const children = (node: XmlNode, tag: string): XmlNode[] => (node[tag] ?? []) as XmlNode[];
  const find = (nodes: XmlNode[], tag: string): XmlNode[] => nodes.flatMap((node) => [
    ...(tag in node ? [node] : []),
    ...Object.keys(node).filter((key) => key !== ':@' && key !== '#text' && key !== tag).flatMap((key) => find(node[key], tag)),
  ]);
  const attribute = (nodes: XmlNode[], tag: string, name = 'w:val') => nodes.find((node) => tag in node)?.[':@']?.[name];
  const has = (nodes: XmlNode[], tag: string) => nodes.some((node) => tag in node && node[':@']?.['w:val'] !== 'false' && node[':@']?.['w:val'] !== '0');
  return find(tree, 'w:p').map((paragraph) => {
    const content = children(paragraph, 'w:p');
    const properties = content.filter((node) => 'w:pPr' in node).flatMap((node) => children(node, 'w:pPr'));
    const runs = content.filter((node) => 'w:r' in node).map((run) => {
      const parts = children(run, 'w:r');
      const format = parts.filter((node) => 'w:rPr' in node).flatMap((node) => children(node, 'w:rPr'));
      const text = find(parts, 'w:t').flatMap((node) => children(node, 'w:t')).map((node) => node['#text'] ?? '').join('');
      return { text, bold: has(format, 'w:b'), italic: has(format, 'w:i'), underline: attribute(format, 'w:u'), colour: attribute(format, 'w:color') };
    });
    return { style: attribute(properties, 'w:pStyle'), runs, text: runs.map((run) => run.text).join(''), pictures: find(content, 'w:drawing').length };
  });
}
