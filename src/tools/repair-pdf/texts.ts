// Every text of the Repair PDF screen: the spec's words where it gives them, ours where it does not.
import type { GuideContent } from '../../components/ToolGuide';
import { fileCount } from '../../lib/batch-summary';
import { REPAIR_IMAGE_PIXEL_CAP, type DamagedContent, type LostContent, type RepairFix, type RepairProblem } from '../../contract/repair-pdf';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "page 4", "pages 4 and 7", "pages 2, 4 and 7". */
function pageList(pages: number[]): string {
  if (pages.length === 1) return `page ${pages[0]}`;
  return `pages ${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`;
}

const damagedThings: Record<DamagedContent, [one: string, many: string, effect: string]> = {
  stream: ['compressed block of data was', 'compressed blocks of data were', 'may be missing content'],
  font: ['embedded font was', 'embedded fonts were', 'may show text in a stand-in font'],
  image: ['image was', 'images were', 'may show an image incompletely'],
  'colour-profile': ['colour profile was', 'colour profiles were', 'may show slightly different colours'],
};

function describeDamage({ kind, count, pages }: Extract<RepairProblem, { code: 'content-damaged' }>): string {
  const [one, many, effect] = damagedThings[kind];
  const what = `${count} ${count === 1 ? one : many} damaged`;
  return pages.length === 0 ? `${what}.` : `${what}; ${pageList(pages)} ${effect}.`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// [one page, several pages] × [one object, several]: what the page lacks, said after "Page 4: ".
const lostThings: Record<LostContent, (count: number, pages: number) => string> = {
  image: (count, pages) => `${count === 1 ? 'an image' : `${count} images`} ${pages === 1 ? 'on it' : 'they show'} ${count === 1 ? 'is' : 'are'} damaged and could not be fully recovered`,
  'page-content': (_, pages) => `some of ${pages === 1 ? 'its' : 'their'} text or drawings could not be recovered`,
  'missing-part': (count, pages) => `${count === 1 ? 'a picture or drawing' : `${count} pictures or drawings`} ${pages === 1 ? 'it shows' : 'they show'} ${count === 1 ? 'is' : 'are'} missing from the file`,
};

/** “Page 4: an image on it is damaged and could not be fully recovered.” */
function describeLoss({ kind, count, pages }: Extract<RepairProblem, { code: 'content-lost' }>): string {
  const where = pages.length === 0 ? 'Some pages' : capitalised(pageList(pages));
  return `${where}: ${lostThings[kind](count, Math.max(1, pages.length))}.`;
}

/** One line of “What was wrong”, from the engine's problem codes. Never MuPDF's own words: those are the technical details. */
function describeProblem(problem: RepairProblem): string {
  switch (problem.code) {
    case 'startxref-missing': return 'The end of the file is missing: it was cut off, or the pointer to its index is gone.';
    case 'junk-before-header': return 'The file starts with stray bytes before the PDF itself.';
    case 'object-unreadable': return 'Part of the file is damaged and could not be read.';
    case 'xref-damaged': return 'The file’s index (which says where each part of the file starts) was wrong.';
    case 'stream-length': return 'Some blocks of data had the wrong recorded length.';
    case 'syntax-errors': return 'Some parts of the file are not written the way a PDF should be.';
    case 'content-damaged': return describeDamage(problem);
    case 'content-lost': return describeLoss(problem);
    case 'pages-misparented': return `${plural(problem.count, 'page')} ${problem.count === 1 ? 'was' : 'were'} filed in the wrong place in the list of pages.`;
    case 'other-warnings': return `The repair engine reported ${plural(problem.count, 'other warning')}; see the technical details.`;
  }
}

/** One line of “What Folio fixed”. */
function describeFix(fix: RepairFix): string {
  switch (fix.code) {
    case 'xref-rebuilt': return `The file’s index was wrong; Folio rebuilt it by reading the whole file (${plural(fix.objects, 'part')} found).`;
    case 'junk-removed': return 'Removed the stray bytes before the PDF.';
    case 'objects-dropped': return `Left out ${plural(fix.objects.length, 'unreadable part')}, so the rest of the file opens.`;
    case 'stream-lengths-rewritten': return 'Wrote every block of data with its right length.';
    case 'pages-relinked': return `Put ${plural(fix.count, 'page')} back in ${fix.count === 1 ? 'its' : 'their'} place in the list of pages.`;
    case 'saved-clean': return 'Saved a clean copy of the file, with a fresh index.';
    case 'pages-recovered': return `Recovered ${plural(fix.count, 'page')}.`;
  }
}

/** The problems' lines, each once (several unreadable parts read as one line, with their count). */
function problemLines(problems: RepairProblem[]): string[] {
  const unreadable = problems.filter((problem) => problem.code === 'object-unreadable').length;
  const lines = problems.map((problem) => (problem.code === 'object-unreadable' && unreadable > 1
    ? `${unreadable} parts of the file are damaged and could not be read.`
    : describeProblem(problem)));
  return [...new Set(lines)];
}

/** The lines about content the repaired file still lacks or shows differently: problems no repair can undo. */
function unfixedLines(problems: RepairProblem[]): string[] {
  return problemLines(problems.filter((problem) => problem.code === 'content-lost' || problem.code === 'content-damaged'));
}

// The summary never says "fixed" of content that could not be recovered.
function repairSummary(problems: number, unfixed = 0): string {
  if (problems === 0) return 'No problems found';
  if (unfixed === 0) return `${plural(problems, 'problem')} found and fixed`;
  return `${plural(problems, 'problem')} found; ${unfixed === problems ? (unfixed === 1 ? 'it' : 'they') : unfixed} could not be fully fixed`;
}

export const repairTexts = {
  uploaded: 'Folio is checking each file; press Repair PDF to fix what it finds.',
  uploadTitle: 'Drop damaged PDFs here or click to choose',
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
  /** Under a file's card, while it is checked (several files). */
  fileChecking: 'Checking for damage…',
  completeTitle: (problems: number, unfixed = 0) => `Repair complete: ${repairSummary(problems, unfixed)}`,
  pagesRecovered: (count: number) => `${count} ${count === 1 ? 'page' : 'pages'} recovered.`,
  contentLost: 'Some content could not be recovered: see “What was wrong” below.',
  imagesUnchecked: (count: number) => `${plural(count, 'image')} ${count === 1 ? 'was' : 'were'} not checked for damage: Folio decodes up to ${REPAIR_IMAGE_PIXEL_CAP / 1_000_000} million pixels of images per file.`,
  found: 'What was wrong',
  fixed: 'What Folio fixed',
  action: 'Repair PDF',
  jobLabel: (name: string) => `Repairing ${name}`,
  resultTitle: 'Your repaired PDF is ready!',
  download: 'Download PDF',
  successTitle: (unfixed = 0) => (unfixed === 0 ? 'PDF repaired successfully' : 'PDF repaired, but some content is lost'),
  successText: (problems: number, pages: number, unfixed = 0) => `${repairSummary(problems, unfixed)}; ${pages} ${pages === 1 ? 'page' : 'pages'} recovered.`,
  /** For notices ('… before repairing'); Repair's only one is a file opened with its password, worded alike everywhere. */
  verb: 'repairing',
  /** Each file's report of several, folded under its result. */
  reportTitle: 'What was wrong and what Folio fixed',
  /** Several files: the status alert and the one summary toast. */
  batch: {
    checking: (checked: number, total: number) => `Checking your PDFs… ${checked} of ${total} checked.`,
    checkedTitle: (withProblems: number, total: number) => `Check complete: ${withProblems === 0
      ? `No problems found in ${fileCount(total)}`
      : `${withProblems} of ${fileCount(total)} ${withProblems === 1 ? 'has' : 'have'} problems`}`,
    notChecked: (count: number) => `${fileCount(count)} could not be checked: see ${count === 1 ? 'its card' : 'their cards'}.`,
    checkedHint: 'What was found is listed under each file. Press “Repair PDF” to repair them all.',
    repairing: 'Repairing your PDFs…',
    completeTitle: (repaired: number, total: number) => `Repair complete: ${repaired === total ? fileCount(total) : `${repaired} of ${fileCount(total)}`} repaired`,
    contentLost: (count: number) => `${fileCount(count)} still ${count === 1 ? 'lacks' : 'lack'} some content that could not be recovered: see ${count === 1 ? 'its' : 'their'} report.`,
    completeHint: 'Each file’s report and download are listed below.',
    toastTitle: (unfixed: number) => (unfixed === 0 ? 'PDFs repaired' : 'PDFs repaired, but some content is lost'),
    /** '3 files repaired' (and, after it, what could not be). */
    done: (count: number) => `${fileCount(count)} repaired`,
  },
  problemLines,
  unfixedLines,
  fixLines: (fixes: RepairFix[]) => fixes.map(describeFix),
  technicalDetails: 'Technical details',
  technicalDetailsIntro: 'What the repair engine (MuPDF) reported, word for word:',
};

export const repairGuide: GuideContent = {
  heading: 'How to repair a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop one or more damaged PDFs on the upload area, choose them with the file picker, or paste them.',
        'Folio checks each file at once and lists the problems it finds, or says “No problems found”.',
        'Press “Repair PDF”. Each file’s report lists what was wrong, what was fixed and how many pages were recovered.',
        'Download the repaired file, or all of them at once as a ZIP.',
      ],
    },
    {
      heading: 'What Folio repairs',
      items: [
        'A broken or missing index (the cross-reference table, which says where each part of the file starts), rebuilt by reading the whole file.',
        'Files cut off at the end, or with stray bytes before the PDF header.',
        'Streams whose recorded length is wrong, rewritten with the right length.',
        'Pages linked to the wrong place in the page tree.',
        'Objects that cannot be read at all are dropped, so the rest of the document opens; the report names them.',
        'What cannot be brought back is said plainly: after the repair Folio decodes every page’s content and images, and names the pages whose text, drawings or images are damaged or missing (for example a photo cut off by a broken download).',
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
    { question: 'My PDF asks for a password. Can Repair open it?', answer: 'Yes, with its password: type it on the file’s card. Folio opens the file on your device, checks and repairs it, and the repaired copy has no password. A file that opens without one but has an owner password is opened too, and the result carries no restrictions.' },
    { question: 'Is the repaired file changed in other ways?', answer: 'The content stays as it was; the file is rewritten with a fresh structure, so its size can differ a little.' },
  ],
};
