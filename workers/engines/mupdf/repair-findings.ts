// What MuPDF said while opening a file, as problem codes and counts a screen can word. MuPDF's own
// words never leave here inside a problem: they travel apart, as engineMessages, for the technical
// details. Pure, so it is unit-tested.
import type { DamagedContent, RepairFix, RepairProblem, RepairReport } from '../../../src/contract/repair-pdf';
import type { LostObject } from './lost-content';

export interface Findings {
  problems: RepairProblem[];
  droppedObjects: number[];
  junkBeforeHeader: boolean;
  badStreams: boolean;
}

type Finding =
  | { problem: RepairProblem }
  | { damaged: DamagedContent; counts: boolean }
  | { other: true }
  | { narration: true };

interface Rule {
  pattern: RegExp;
  finding: (match: RegExpMatchArray) => Finding;
}

const damaged = (kind: DamagedContent, counts = true) => () => ({ damaged: kind, counts });

// MuPDF's own wording (source: its pdf-xref.c, pdf-repair.c, pdf-lex.c, filter-flate.c, load-font.c,
// colorspace code), first match wins.
const rules: Rule[] = [
  // MuPDF narrating its own repair, not a problem in the file.
  { pattern: /^(trying to repair broken xref|repairing PDF document)/i, finding: () => ({ narration: true }) },
  { pattern: /cannot find startxref/i, finding: () => ({ problem: { code: 'startxref-missing' } }) },
  { pattern: /garbage bytes before version marker/i, finding: () => ({ problem: { code: 'junk-before-header' } }) },
  { pattern: /(?:ignoring broken object|cannot load object) \((\d+) \d+ R\)/i, finding: (match) => ({ problem: { code: 'object-unreadable', object: Number(match[1]) } }) },
  { pattern: /(cannot recognize xref format|xref subsection|invalid xref|xref.*(offset|entry|length|size|stream)|cannot read xref|object.*out of range|broken xref)/i, finding: () => ({ problem: { code: 'xref-damaged' } }) },
  { pattern: /(endstream|stream.*length|length.*stream)/i, finding: () => ({ problem: { code: 'stream-length' } }) },
  { pattern: /(endobj|cannot parse|syntax error|unknown keyword|expected)/i, finding: () => ({ problem: { code: 'syntax-errors' } }) },
  // Said after each failed decode, about the same stream: it marks the page, it is not one more stream.
  { pattern: /read error; treating as end of file/i, finding: damaged('stream', false) },
  { pattern: /(zlib|flate|lzw|inflate|ascii85|asciihex|runlength|ccitt|fax|premature end|corrupt.*data)/i, finding: damaged('stream') },
  { pattern: /attempting to load system font/i, finding: damaged('font', false) },
  { pattern: /(FT_|freetype|font)/i, finding: damaged('font') },
  { pattern: /(icc|lcms|cms\w*profile|colou?r ?space)/i, finding: damaged('colour-profile') },
  { pattern: /(image|jpeg|jpx|jbig2|png|decode)/i, finding: damaged('image') },
];

// MuPDF folds a message said over and over into one line ending "... repeated N times".
const repeated = /\s*\.*\s*\(?repeated (\d+) times?\)?\.*\s*$/i;

/**
 * `pages[i]`: the 1-based page MuPDF was reading when it said `messages[i]`, if any. `lost`: what
 * decoding each page's content after the repair found (lost-content.ts); a damaged stream or image
 * MuPDF mentioned while walking a page it names is the same damage, and is not counted twice.
 */
export function findingsFrom(messages: string[], pages: readonly (number | undefined)[] = [], lost: readonly LostObject[] = []): Findings {
  const problems: RepairProblem[] = [];
  const pagesWithLoss = new Set(lost.flatMap((object) => object.pages));
  const droppedObjects: number[] = [];
  const damage = new Map<DamagedContent, { count: number; pages: Set<number> }>();
  let otherWarnings = 0;
  let junkBeforeHeader = false;
  let badStreams = false;
  const add = (problem: RepairProblem) => {
    if (!problems.some((known) => JSON.stringify(known) === JSON.stringify(problem))) problems.push(problem);
  };
  messages.forEach((said, index) => {
    const times = Number(repeated.exec(said)?.[1] ?? 1);
    const message = said.replace(repeated, '').trim();
    const rule = rules.find(({ pattern }) => pattern.test(message));
    const finding: Finding = rule ? rule.finding(message.match(rule.pattern)!) : { other: true };
    if ('narration' in finding) return;
    if ('other' in finding) {
      otherWarnings += times;
      return;
    }
    if ('damaged' in finding) {
      const page = pages[index];
      if ((finding.damaged === 'stream' || finding.damaged === 'image') && page !== undefined && pagesWithLoss.has(page)) return;
      const known = damage.get(finding.damaged) ?? { count: 0, pages: new Set<number>() };
      damage.set(finding.damaged, known);
      if (finding.counts) known.count += times;
      if (pages[index] !== undefined) known.pages.add(pages[index]);
      return;
    }
    const { problem } = finding;
    if (problem.code === 'object-unreadable' && !droppedObjects.includes(problem.object)) droppedObjects.push(problem.object);
    if (problem.code === 'junk-before-header') junkBeforeHeader = true;
    if (problem.code === 'stream-length') badStreams = true;
    add(problem);
  });
  for (const [kind, { count, pages: seen }] of damage) {
    // A follow-up line alone still says something was damaged: at least one.
    problems.push({ code: 'content-damaged', kind, count: Math.max(1, count), pages: [...seen].sort((a, b) => a - b) });
  }
  problems.push(...lostContentProblems(lost));
  if (otherWarnings > 0) problems.push({ code: 'other-warnings', count: otherWarnings });
  return { problems, droppedObjects, junkBeforeHeader, badStreams };
}

/** One problem per kind of lost content and set of pages, counting the objects. */
function lostContentProblems(lost: readonly LostObject[]): RepairProblem[] {
  const grouped = new Map<string, Extract<RepairProblem, { code: 'content-lost' }>>();
  for (const { kind, pages } of lost) {
    const key = `${kind} ${pages.join(',')}`;
    const known = grouped.get(key);
    if (known) known.count += 1;
    else grouped.set(key, { code: 'content-lost', kind, count: 1, pages: [...pages] });
  }
  return [...grouped.values()].sort((a, b) => (a.pages[0] ?? 0) - (b.pages[0] ?? 0));
}

interface RepairFacts {
  rebuilt: boolean;
  pageCount: number;
  objectCount: number;
  relinkedPages?: number;
  /** MuPDF's messages, passed on as they were, for the technical details. */
  messages?: string[];
  /** Images the content check left undecoded (its pixel cap). */
  imagesUnchecked?: number;
}

export function repairReport(findings: Findings, { rebuilt, pageCount, objectCount, relinkedPages = 0, messages = [], imagesUnchecked = 0 }: RepairFacts): RepairReport {
  const unchecked = imagesUnchecked > 0 ? { imagesUnchecked } : {};
  const problems = [...findings.problems];
  if (relinkedPages > 0) problems.push({ code: 'pages-misparented', count: relinkedPages });
  if (rebuilt && !problems.some((problem) => problem.code === 'xref-damaged' || problem.code === 'startxref-missing')) {
    problems.push({ code: 'xref-damaged' });
  }
  if (problems.length === 0) return { problems, fixes: [], pagesRecovered: pageCount, ...unchecked, engineMessages: messages };
  const fixes: RepairFix[] = [];
  if (rebuilt) fixes.push({ code: 'xref-rebuilt', objects: objectCount });
  if (findings.junkBeforeHeader) fixes.push({ code: 'junk-removed' });
  if (findings.droppedObjects.length > 0) fixes.push({ code: 'objects-dropped', objects: findings.droppedObjects });
  if (findings.badStreams) fixes.push({ code: 'stream-lengths-rewritten' });
  if (relinkedPages > 0) fixes.push({ code: 'pages-relinked', count: relinkedPages });
  fixes.push({ code: 'saved-clean' });
  fixes.push({ code: 'pages-recovered', count: pageCount });
  return { problems, fixes, pagesRecovered: pageCount, ...unchecked, engineMessages: messages };
}
