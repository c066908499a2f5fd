// Every text of the Alternate merge screen and its guide.
import type { GuideContent } from '../../components/ToolGuide';
import type { AlternateMergeFacts } from '../../contract/alternate-merge-pdf';

export const alternateMergeTexts = {
  uploadTitle: 'Drop the PDF of the fronts and the PDF of the backs here, or click to choose',
  cardTitle: 'Files to interleave',
  fileCount: (count: number) => (count === 1 ? '1 file' : `${count} files`),
  clearAll: 'Clear All',
  addMore: 'Add More Files',
  listLabel: 'Files in the order their pages are taken',
  orderHint: 'One page is taken from each file in turn, in this order: put the fronts first. A scanner that fed the flipped stack gave the backs last page first, so the second file is read backwards unless you untick it.',
  reverseLabel: (name: string) => `Read ${name} from its last page`,
  reverseText: 'Take this file’s pages backwards (last page first)',
  /** On the workflow step, where the files are those that reach it, in the files' order. */
  reverseStepLabel: 'Files read from their last page (their places in the list, such as 2 or 1,3)',
  reverseStepHint: 'The files that reach this step are interleaved in the order of the file list: put the fronts first.',
  action: 'Alternate merge',
  /** For notices: 'Folio repaired it before interleaving'. */
  verb: 'interleaving',
  jobLabel: (count: number) => `Interleaving ${count} files`,
  resultTitle: 'Your interleaved PDF is ready!',
  download: 'Download PDF',
  successTitle: 'Pages interleaved',
  successText: 'The pages of your files now alternate in one document.',
};

/** What the result card says about the order, from the engine's facts. */
export function interleaveNote({ pageCounts, alternatedPages }: AlternateMergeFacts, names: string[]): string {
  const total = pageCounts.reduce((sum, count) => sum + count, 0);
  const alternated = `Pages 1–${alternatedPages} alternate between the files.`;
  if (alternatedPages === total) return `${alternated} Every file had ${pageCounts[0]} ${pageCounts[0] === 1 ? 'page' : 'pages'}.`;
  const longer = names.filter((_, index) => pageCounts[index] > Math.min(...pageCounts));
  const rest = total - alternatedPages;
  const from = longer.length === 1 ? longer[0] : `${longer.join(', ')} (in turn)`;
  return `${alternated} The files have different page counts (${pageCounts.join(', ')}): the last ${rest} ${rest === 1 ? 'page comes' : 'pages come'} from ${from}.`;
}

export const alternateMergeGuide: GuideContent = {
  heading: 'How to interleave the fronts and backs of a scan',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Scan the fronts of the stack into one PDF, then turn the stack over and scan the backs into a second PDF.',
        'Drop both files here. Put the fronts first: drag a file by its handle, or use the up and down buttons.',
        'Under the backs, “Take this file’s pages backwards” is ticked (it is for the second file): a stack scanned upside down gives the backs in reverse order. Untick it if your scanner already gave them in order.',
        'Press “Alternate merge” and download the PDF: front 1, back 1, front 2, back 2, and so on.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        'One page from each file in turn. With three or more files, the pages are taken round-robin: the first page of each file, then the second of each, and so on.',
        'When the files have different page counts, the pages alternate until one file runs out and the rest of the longer file follows; the result says so.',
        'Every page exactly as it was: size, rotation, links, annotations and form fields; the files’ bookmarks lead to their pages’ new places.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio puts the pages together inside your browser, on your own device. Nothing is uploaded, nothing is stored on a server, and once the app is loaded it works offline.',
    },
  ],
  faq: [
    { question: 'Why is the second file reversed?', answer: 'When you turn a scanned stack over to scan the backs, the last sheet comes first, so the backs arrive in reverse order. Reading that file from its last page puts every back after its front.' },
    { question: 'Can I use only one file?', answer: 'No: alternate merge needs at least two files to take pages from in turn. To put one file’s pages in another order, use Organize PDF or Reverse order.' },
  ],
};
