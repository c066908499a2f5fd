// The corpus travels with the repo, so its manifest is the only record of where each file came from
// and under which licence: a file that drifts from its row, or arrives without one, must fail here.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusDir } from '../fixtures/corpus';

const MANIFEST = 'MANIFEST.tsv';
const COLUMNS = ['file', 'category', 'bytes', 'sha256', 'source_repo', 'source_path', 'licence', 'notes'];

const [header, ...rows] = readFileSync(corpusDir + MANIFEST, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => line.split('\t'));
const entries = rows.map((cells) => Object.fromEntries(COLUMNS.map((column, i) => [column, cells[i] ?? ''])));

describe('test/corpus/MANIFEST.tsv', () => {
  it('has the documented columns on every row', () => {
    expect(header).toEqual(COLUMNS);
    for (const cells of rows) expect(cells, cells[0]).toHaveLength(COLUMNS.length);
  });

  it('names each file once, with its source and licence', () => {
    const names = entries.map((entry) => entry.file);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of entries) {
      expect(entry.source_repo, entry.file).not.toBe('');
      expect(entry.licence, entry.file).not.toBe('');
    }
  });

  it.each(entries.map((entry) => [entry.file, entry] as const))('%s has the listed size and sha256', (name, entry) => {
    expect(statSync(corpusDir + name).size).toBe(Number(entry.bytes));
    expect(createHash('sha256').update(readFileSync(corpusDir + name)).digest('hex')).toBe(entry.sha256);
  });

  it('lists every file of the folder and its subfolders', () => {
    const listed = new Set(entries.map((entry) => entry.file));
    // A file in a subfolder is listed by its path from test/corpus/ with "/" (cutout-eval/SOURCES.tsv).
    const files = readdirSync(corpusDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => statSync(corpusDir + name).isFile())
      .map((name) => name.split(sep).join('/'));
    const unlisted = files.filter((name) => name !== MANIFEST && !listed.has(name));
    expect(unlisted).toEqual([]);
  });
});
