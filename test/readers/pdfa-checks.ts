// Checks of PDF/A output with tools that are not ours: poppler's pdfinfo and pdffonts, qpdf's JSON.
import { execFileSync } from 'node:child_process';

/** The pdfaid part and conformance the XMP metadata declares (pdfinfo -meta). */
export function pdfaIdentification(pdfPath: string): { part?: string; conformance?: string } {
  const xmp = execFileSync('pdfinfo', ['-meta', pdfPath], { encoding: 'utf8' });
  const value = (name: string) => new RegExp(`pdfaid:${name}(?:=['"]([^'"]+)['"]|>([^<]+)<)`).exec(xmp)?.slice(1).find(Boolean);
  return { part: value('part'), conformance: value('conformance') };
}

/** Each font pdffonts lists, with whether it is embedded. */
export function fontsEmbedded(pdfPath: string): Array<{ name: string; embedded: boolean }> {
  const lines = execFileSync('pdffonts', [pdfPath], { encoding: 'utf8' }).split('\n').slice(2).filter((line) => line.trim() !== '');
  return lines.map((line) => {
    const cells = line.trim().split(/\s+/);
    return { name: cells[0], embedded: cells[cells.length - 5] === 'yes' };
  });
}

export function isEncrypted(pdfPath: string): boolean {
  return !execFileSync('qpdf', ['--show-encryption', pdfPath], { encoding: 'utf8' }).includes('File is not encrypted');
}

/** The catalog's output intents as qpdf reads them: subtype, and the ICC profile's component count and length. */
export function outputIntents(pdfPath: string): Array<{ subtype: string; profileComponents: number; profileLength: number }> {
  const json = JSON.parse(execFileSync('qpdf', ['--json=2', pdfPath], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }));
  const objects: Record<string, { value?: Record<string, unknown>; stream?: { dict: Record<string, unknown> } }> = json.qpdf[1];
  const dictionary = (reference: unknown) => {
    const object = objects[`obj:${String(reference)}`];
    return (object?.value ?? object?.stream?.dict ?? {}) as Record<string, unknown>;
  };
  const root = dictionary((objects.trailer.value as Record<string, unknown>)['/Root']);
  const intents = (root['/OutputIntents'] ?? []) as unknown[];
  return intents.map((reference) => {
    const intent = typeof reference === 'string' ? dictionary(reference) : reference as Record<string, unknown>;
    const profile = dictionary(intent['/DestOutputProfile']);
    return { subtype: String(intent['/S']), profileComponents: Number(profile['/N']), profileLength: Number(profile['/Length']) };
  });
}

/** What qpdf finds of a file's interactivity: its form fields, and the subtype of every annotation on its pages. */
export function interactiveParts(pdfPath: string): { formFields: number; annotations: string[] } {
  const json = JSON.parse(execFileSync('qpdf', ['--json=2', pdfPath], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }));
  const objects: Record<string, { value?: unknown }> = json.qpdf[1];
  const resolve = (value: unknown) => (typeof value === 'string' && / R$/.test(value) ? objects[`obj:${value}`]?.value : value);
  const annotations = (json.pages as Array<{ object: string }>).flatMap((page) => {
    const list = resolve((resolve(page.object) as Record<string, unknown>)['/Annots']) as unknown[] | undefined;
    return (list ?? []).map((annotation) => String((resolve(annotation) as Record<string, unknown>)['/Subtype']).replace(/^\//, ''));
  });
  return { formFields: (json.acroform.fields as unknown[]).length, annotations };
}
