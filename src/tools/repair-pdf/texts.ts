// Every text of the Repair PDF screen: the spec's words where it gives them, ours where it does not.
import type { GuideContent } from '../../components/ToolGuide';
import type { RepairFix, RepairProblem } from '../../contract/repair-pdf';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One line of “What was wrong”, from the engine's problem code. */
function describeProblem(problem: RepairProblem): string {
  switch (problem.code) {
    case 'startxref-missing': return 'The end of the file is missing or cut off: the pointer to its cross-reference table (startxref) was not found.';
    case 'junk-before-header': return 'There are stray bytes before the PDF header.';
    case 'object-unreadable': return `Object ${problem.object} is damaged and could not be read.`;
    case 'xref-damaged': return 'The cross-reference table (the index of the objects in the file) is damaged.';
    case 'stream-length': return 'A stream has a wrong recorded length.';
    case 'syntax-errors': return 'Some objects contain syntax errors.';
    case 'content-undecodable': return `Some page content could not be decoded (${problem.message}).`;
    case 'pages-misparented': return `${plural(problem.count, 'page')} pointed to the wrong parent in the page tree.`;
    // MuPDF's own words, rather than hiding what it said.
    case 'unknown': return problem.message.charAt(0).toUpperCase() + problem.message.slice(1);
  }
}

/** One line of “What Folio fixed”. */
function describeFix(fix: RepairFix): string {
  switch (fix.code) {
    case 'xref-rebuilt': return `Rebuilt the cross-reference table by scanning the whole file (${fix.objects} objects found).`;
    case 'junk-removed': return 'Removed the stray bytes before the PDF header.';
    case 'objects-dropped': return `Dropped ${plural(fix.objects.length, 'unreadable object')} (${fix.objects.join(', ')}).`;
    case 'stream-lengths-rewritten': return 'Wrote every stream with its correct length.';
    case 'pages-relinked': return `Re-linked ${plural(fix.count, 'page')} to the page-tree node that lists ${fix.count === 1 ? 'it' : 'them'}.`;
    case 'saved-clean': return 'Saved a clean file with a fresh cross-reference table and trailer.';
    case 'pages-recovered': return `Recovered ${plural(fix.count, 'page')}.`;
  }
}

/** The problems' lines, each once (two codes can read alike, e.g. the same object named twice). */
const problemLines = (problems: RepairProblem[]) => [...new Set(problems.map(describeProblem))];

function repairSummary(problems: number): string {
  return problems === 0 ? 'No problems found' : `${plural(problems, 'problem')} found and fixed`;
}

export const repairTexts = {
  uploaded: 'Folio is checking the file; press Repair PDF to fix what it finds.',
  uploadTitle: 'Drop a damaged PDF here or click to choose',
  status: {
    idle: 'Upload a PDF and Folio checks it for damage straight away.',
    checking: 'Checking your PDF…',
    repairing: 'Repairing your PDF…',
  },
  checkedTitle: (problems: number) => `Check complete: ${problems === 0 ? 'No problems found' : `${plural(problems, 'problem')} found`}`,
  healthyHint: 'The file looks healthy. Repairing it still writes a clean copy with a fresh cross-reference table.',
  problemsHint: 'Press “Repair PDF” to fix them.',
  pages: (count: number) => `${count} ${count === 1 ? 'page' : 'pages'} readable.`,
  checkFailed: 'The check failed',
  completeTitle: (problems: number) => `Repair complete: ${repairSummary(problems)}`,
  pagesRecovered: (count: number) => `${count} ${count === 1 ? 'page' : 'pages'} recovered.`,
  found: 'What was wrong',
  fixed: 'What Folio fixed',
  action: 'Repair PDF',
  jobLabel: (name: string) => `Repairing ${name}`,
  resultTitle: 'Your repaired PDF is ready!',
  download: 'Download PDF',
  successTitle: 'PDF repaired successfully',
  successText: (problems: number, pages: number) => `${repairSummary(problems)}; ${pages} ${pages === 1 ? 'page' : 'pages'} recovered.`,
  problemLines,
  fixLines: (fixes: RepairFix[]) => fixes.map(describeFix),
};

export const repairGuide: GuideContent = {
  heading: 'How to repair a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop the damaged PDF on the upload area, choose it with the file picker, or paste it.',
        'Folio checks it at once and lists the problems it finds, or says “No problems found”.',
        'Press “Repair PDF”. The report lists what was wrong, what was fixed and how many pages were recovered.',
        'Download the repaired file.',
      ],
    },
    {
      heading: 'What Folio repairs',
      items: [
        'A broken or missing cross-reference table (the index of every object in the file), rebuilt by scanning the whole file.',
        'Files cut off at the end, or with stray bytes before the PDF header.',
        'Streams whose recorded length is wrong, rewritten with the right length.',
        'Pages linked to the wrong place in the page tree.',
        'Objects that cannot be read at all are dropped, so the rest of the document opens; the report names them.',
      ],
    },
    {
      heading: 'Every tool has the same safety net',
      text: 'When Merge, Compress or any other Folio tool meets a damaged file, it repairs it first and tells you (“This file was damaged; Folio repaired it before merging”). Repair PDF is for when you want the repaired file itself and the full report.',
    },
    {
      heading: 'Private by design',
      text: 'Folio repairs your file inside your browser, with MuPDF compiled to WebAssembly, in a background worker on your own device. Nothing is uploaded.',
    },
  ],
  faq: [
    { question: 'Can every damaged PDF be repaired?', answer: 'No. If no readable page is left (for example, the file is not a PDF at all, or almost all of it is missing), Folio says so clearly instead of producing an empty file.' },
    { question: 'My PDF asks for a password. Can Repair open it?', answer: 'No. A file that needs a password to open is refused; remove the password first. A file that opens without one but has an owner password is opened, and the result carries no restrictions.' },
    { question: 'Is the repaired file changed in other ways?', answer: 'The content stays as it was; the file is rewritten with a fresh structure, so its size can differ a little.' },
  ],
};
