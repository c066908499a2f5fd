// Every text of the Remove pages screen: the spec's words where it gives them, ours where it does not.
import type { GuideContent } from '../../components/ToolGuide';
import type { PageSelectionTexts } from '../../components/PageSelectionTool';

export const removeTexts: PageSelectionTexts = {
  uploadTitle: 'Drop a PDF here or click to choose',
  uploaded: 'Choose the pages to remove.',
  optionsTitle: 'Pages to remove',
  gridLabel: 'Selected pages for removal',
  action: 'Remove Pages',
  /** For notices: 'Folio repaired it before removing pages'. */
  verb: 'removing pages',
  jobLabel: (fileName) => `Removing pages from ${fileName}`,
  successTitle: 'Pages removed successfully',
  resultTitle: 'Your PDF is ready!',
  resultsTitle: 'Your PDFs are ready!',
  download: 'Download PDF',
};

export const removeEveryPage = 'You cannot remove every page: a PDF needs at least one page. Leave at least one page unselected.';

export const removeGuide: GuideContent = {
  heading: 'How to remove pages from a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop your PDF on the upload area or choose it with the file picker.',
        'Choose the pages to remove: a Page Range (Start Page and End Page), or Specific Pages such as 1, 3, 5, 7-9. You can also click the pages in the grid; Shift+click selects a run of pages.',
        'Check the grid: the pages that will go are crossed out. Use the magnifier on a page to see it larger.',
        'Press “Remove Pages” and download the new PDF.',
      ],
    },
    {
      heading: 'What stays the same',
      items: [
        'The pages you keep are copied exactly: size, orientation, links, annotations and form fields.',
        'Links that pointed to a removed page are taken out, so no link leads nowhere.',
        'Bookmarks of the pages you keep stay; a bookmark of a removed page goes, and the bookmarks under it move up a level.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio removes the pages inside your browser, on your own device. The file is never uploaded, nothing is stored on a server, and once the app is loaded it works offline.',
    },
    {
      heading: 'Tips',
      items: [
        'With the keyboard: Tab to the grid, move with the arrow keys, press Space to select a page, Shift+arrow to select several.',
        'Want to keep only a few pages? Extract pages does the opposite of this tool.',
      ],
    },
  ],
  faq: [
    { question: 'Can I remove every page?', answer: 'No. A PDF needs at least one page, so Folio asks you to leave at least one page unselected.' },
    { question: 'Is my original file changed?', answer: 'No. Folio writes a new PDF without the removed pages; your original stays as it was.' },
    { question: 'Are my files uploaded anywhere?', answer: 'No. Everything happens in your browser on your device. Your PDF never leaves it.' },
    { question: 'Does it work with password-protected PDFs?', answer: 'Yes: enter its password on the file card. The file is opened on your device, the password never leaves your device and is not saved, and the result is not encrypted.' },
  ],
};
