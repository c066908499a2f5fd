import type { RepairReport } from '../../../src/contract/repair-pdf';
// What MuPDF said while opening a file, in words a person can act on. Pure, so it is unit-tested.

export interface Findings {
  problems: string[];
  droppedObjects: number[];
  junkBeforeHeader: boolean;
  badStreams: boolean;
}

interface Rule {
  pattern: RegExp;
  problem: (match: RegExpMatchArray) => string;
}

// MuPDF's own wording (source: its pdf-xref.c, pdf-repair.c, pdf-lex.c), first match wins.
const rules: Rule[] = [
  { pattern: /cannot find startxref/i, problem: () => 'The end of the file is missing or cut off: the pointer to its cross-reference table (startxref) was not found.' },
  { pattern: /garbage bytes before version marker/i, problem: () => 'There are stray bytes before the PDF header.' },
  { pattern: /(?:ignoring broken object|cannot load object) \((\d+) \d+ R\)/i, problem: (match) => `Object ${match[1]} is damaged and could not be read.` },
  { pattern: /(cannot recognize xref format|xref subsection|invalid xref|xref.*(offset|entry|length|size)|cannot read xref|object.*out of range|broken xref)/i, problem: () => 'The cross-reference table (the index of the objects in the file) is damaged.' },
  { pattern: /(endstream|stream.*length|length.*stream)/i, problem: () => 'A stream has a wrong recorded length.' },
  { pattern: /(endobj|cannot parse|syntax error|unknown keyword|expected)/i, problem: () => 'Some objects contain syntax errors.' },
  { pattern: /(font|image|colorspace|shading|function|jpeg|flate|decode)/i, problem: (match) => `Some page content could not be decoded (${match.input?.trim()}).` },
];

// MuPDF narrating its own repair, not a problem in the file.
const narration = /trying to repair|repairing PDF document|repair/i;

export function findingsFrom(messages: string[]): Findings {
  const problems: string[] = [];
  const droppedObjects: number[] = [];
  let junkBeforeHeader = false;
  let badStreams = false;
  for (const message of messages) {
    if (narration.test(message) && !/broken object/i.test(message)) continue;
    const dropped = /(?:ignoring broken object|cannot load object) \((\d+) \d+ R\)/i.exec(message);
    if (dropped && !droppedObjects.includes(Number(dropped[1]))) droppedObjects.push(Number(dropped[1]));
    if (/garbage bytes before version marker/i.test(message)) junkBeforeHeader = true;
    const rule = rules.find(({ pattern }) => pattern.test(message));
    if (rule === rules[4]) badStreams = true;
    const problem = rule ? rule.problem(message.match(rule.pattern)!) : capitalise(message.trim());
    if (!problems.includes(problem)) problems.push(problem);
  }
  return { problems, droppedObjects, junkBeforeHeader, badStreams };
}

interface RepairFacts {
  rebuilt: boolean;
  pageCount: number;
  objectCount: number;
  relinkedPages?: number;
}

export function repairReport(findings: Findings, { rebuilt, pageCount, objectCount, relinkedPages = 0 }: RepairFacts): RepairReport {
  const problems = [...findings.problems];
  if (relinkedPages > 0) problems.push(`${plural(relinkedPages, 'page')} pointed to the wrong parent in the page tree.`);
  if (rebuilt && problems.length === 0) problems.push('The cross-reference table (the index of the objects in the file) is damaged.');
  if (problems.length === 0) {
    return { problems, fixes: [], pagesRecovered: pageCount, summary: 'No problems found' };
  }
  const fixes: string[] = [];
  if (rebuilt) fixes.push(`Rebuilt the cross-reference table by scanning the whole file (${objectCount} objects found).`);
  if (findings.junkBeforeHeader) fixes.push('Removed the stray bytes before the PDF header.');
  if (findings.droppedObjects.length > 0) {
    fixes.push(`Dropped ${plural(findings.droppedObjects.length, 'unreadable object')} (${findings.droppedObjects.join(', ')}).`);
  }
  if (findings.badStreams) fixes.push('Wrote every stream with its correct length.');
  if (relinkedPages > 0) fixes.push(`Re-linked ${plural(relinkedPages, 'page')} to the page-tree node that lists ${relinkedPages === 1 ? 'it' : 'them'}.`);
  fixes.push('Saved a clean file with a fresh cross-reference table and trailer.');
  fixes.push(`Recovered ${plural(pageCount, 'page')}.`);
  return { problems, fixes, pagesRecovered: pageCount, summary: `${plural(problems.length, 'problem')} found and fixed` };
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
