// poppler's pdfsig as an independent reader of signatures: its report on a file (bytes or a path on
// disk), and the "Signature Validation" verdict of each signature in it. pdfsig exits non-zero for
// a file whose signatures do not all check out; its report is read either way.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function pdfsigReport(file: Uint8Array | string): string {
  let path = file;
  if (typeof path !== 'string') {
    path = join(mkdtempSync(join(tmpdir(), 'pdfsig-')), 'signed.pdf');
    writeFileSync(path, file as Uint8Array);
  }
  try {
    return execFileSync('pdfsig', ['-nocert', path], { encoding: 'utf8' });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

/** Each signature's verdict, in the report's order: 'Signature is Valid.' and so on. */
export function signatureValidations(report: string): string[] {
  return [...report.matchAll(/Signature Validation: (.*)/g)].map((match) => match[1]);
}
