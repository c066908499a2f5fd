// Every text of the Organize PDF screen: the spec's words where it gives them, ours where it does not.
import type { GuideContent } from '../../components/ToolGuide';
import { PDF_TOOL_MAX_SIZE_MB } from '../../contract/upload-rules';

export const organizeTexts = {
  uploadTitle: 'Drop a PDF here or click to choose',
  uploaded: 'Press Organize PDF to arrange its pages.',
  filesReady: 'Files Ready',
  filesReadyHint: 'Your PDF is ready. Open its pages to sort, turn and remove them.',
  open: 'Organize PDF',
  gridLabel: 'Pages in their new order',
  gridHint: 'Drag pages by their handle, or use the buttons under each page. Click pages to select several, Shift+click for a run.',
  pageSummary: (kept: number, total: number) => `${kept} of ${total} pages kept`,
  rotateSelectedLeft: 'Rotate selected left',
  rotateSelectedRight: 'Rotate selected right',
  removeSelected: 'Remove selected',
  reset: 'Reset',
  noPagesLeft: 'Keep at least one page: a PDF needs at least one page. Press Reset to start again.',
  moveEarlier: (page: number) => `Move page ${page} earlier`,
  moveLater: (page: number) => `Move page ${page} later`,
  rotateLeft: (page: number) => `Rotate page ${page} left`,
  rotateRight: (page: number) => `Rotate page ${page} right`,
  remove: (page: number) => `Remove page ${page}`,
  action: 'Apply Changes',
  /** For notices: 'Folio repaired it before organizing'. */
  verb: 'organizing',
  jobLabel: (fileName: string) => `Organizing ${fileName}`,
  resultTitle: 'Your organized PDF is ready!',
  download: 'Download PDF',
  successTitle: 'PDF organized successfully',
};

export const organizeGuide: GuideContent = {
  heading: 'How to organize a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop your PDF on the upload area or choose it with the file picker, then press “Organize PDF”.',
        'Every page of your document appears as a thumbnail. Drag a page by its handle to a new place, or move it one step with the arrow buttons.',
        'Turn pages left or right, and remove the ones you do not need. Select several pages (click, Shift+click for a run) to turn or remove them together.',
        'Press “Apply Changes” and download the organized PDF.',
      ],
    },
    {
      heading: 'What stays the same',
      items: [
        'Each page keeps its size, links, annotations and form fields; a turn is added to the way it already faces.',
        'Links follow their pages to their new places; links to removed pages are taken out.',
        'Bookmarks follow their pages too, in their original order; bookmarks of removed pages are taken out.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio arranges your PDF inside your browser, on your own device. The file is never uploaded, nothing is stored on a server, and once the app is loaded it works offline.',
    },
    {
      heading: 'Tips',
      items: [
        'With the keyboard: move between pages with the arrow keys; on a drag handle press Space, then the arrow keys, then Space to drop.',
        'Click the magnifier on a page, or press Enter on it, to see it larger before you decide.',
      ],
    },
  ],
  faq: [
    { question: 'Can I undo a change?', answer: 'Until you press Apply Changes nothing is written: Reset brings back the original order. Your original file is never changed.' },
    { question: 'How large a document can I organize?', answer: `Up to ${PDF_TOOL_MAX_SIZE_MB} MB. Thumbnails are drawn as you scroll, so even documents with hundreds of pages stay smooth.` },
    { question: 'Are my files uploaded anywhere?', answer: 'No. Everything happens in your browser on your device. Your PDF never leaves it.' },
    { question: 'Does it work with password-protected PDFs?', answer: 'Yes: enter its password on the file card. The file is opened on your device, the password never leaves your device and is not saved, and the result is not encrypted.' },
  ],
};
