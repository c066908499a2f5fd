// What MuPDF said while opening a file, as problem codes a screen can word. Pure, so it is unit-tested.
import type { RepairFix, RepairProblem, RepairReport } from '../../../src/contract/repair-pdf';

export interface Findings {
  problems: RepairProblem[];
  droppedObjects: number[];
  junkBeforeHeader: boolean;
  badStreams: boolean;
}

interface Rule {
  pattern: RegExp;
  problem: (match: RegExpMatchArray) => RepairProblem;
}

// MuPDF's own wording (source: its pdf-xref.c, pdf-repair.c, pdf-lex.c), first match wins.
const rules: Rule[] = [
  { pattern: /cannot find startxref/i, problem: () => ({ code: 'startxref-missing' }) },
  { pattern: /garbage bytes before version marker/i, problem: () => ({ code: 'junk-before-header' }) },
  { pattern: /(?:ignoring broken object|cannot load object) \((\d+) \d+ R\)/i, problem: (match) => ({ code: 'object-unreadable', object: Number(match[1]) }) },
  { pattern: /(cannot recognize xref format|xref subsection|invalid xref|xref.*(offset|entry|length|size)|cannot read xref|object.*out of range|broken xref)/i, problem: () => ({ code: 'xref-damaged' }) },
  { pattern: /(endstream|stream.*length|length.*stream)/i, problem: () => ({ code: 'stream-length' }) },
  { pattern: /(endobj|cannot parse|syntax error|unknown keyword|expected)/i, problem: () => ({ code: 'syntax-errors' }) },
  { pattern: /(font|image|colorspace|shading|function|jpeg|flate|decode)/i, problem: (match) => ({ code: 'content-undecodable', message: match.input?.trim() ?? '' }) },
];

// MuPDF narrating its own repair, not a problem in the file.
const narration = /trying to repair|repairing PDF document|repair/i;

export function findingsFrom(messages: string[]): Findings {
  const problems: RepairProblem[] = [];
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
    const problem: RepairProblem = rule ? rule.problem(message.match(rule.pattern)!) : { code: 'unknown', message: message.trim() };
    if (!problems.some((known) => sameProblem(known, problem))) problems.push(problem);
  }
  return { problems, droppedObjects, junkBeforeHeader, badStreams };
}

interface RepairFacts {
  rebuilt: boolean;
  pageCount: number;
  objectCount: number;
  relinkedPages?: number;
  /** MuPDF's messages, passed on as they were. */
  messages?: string[];
}

export function repairReport(findings: Findings, { rebuilt, pageCount, objectCount, relinkedPages = 0, messages = [] }: RepairFacts): RepairReport {
  const problems = [...findings.problems];
  if (relinkedPages > 0) problems.push({ code: 'pages-misparented', count: relinkedPages });
  if (rebuilt && problems.length === 0) problems.push({ code: 'xref-damaged' });
  if (problems.length === 0) return { problems, fixes: [], pagesRecovered: pageCount, engineMessages: messages };
  const fixes: RepairFix[] = [];
  if (rebuilt) fixes.push({ code: 'xref-rebuilt', objects: objectCount });
  if (findings.junkBeforeHeader) fixes.push({ code: 'junk-removed' });
  if (findings.droppedObjects.length > 0) fixes.push({ code: 'objects-dropped', objects: findings.droppedObjects });
  if (findings.badStreams) fixes.push({ code: 'stream-lengths-rewritten' });
  if (relinkedPages > 0) fixes.push({ code: 'pages-relinked', count: relinkedPages });
  fixes.push({ code: 'saved-clean' });
  fixes.push({ code: 'pages-recovered', count: pageCount });
  return { problems, fixes, pagesRecovered: pageCount, engineMessages: messages };
}

function sameProblem(a: RepairProblem, b: RepairProblem): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
