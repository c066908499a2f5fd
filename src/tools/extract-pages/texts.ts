// Every text of the Extract pages screen: the spec's words where it gives them, ours where it does not.
import type { GuideContent } from '../../components/ToolGuide';
import type { PageSelectionTexts } from '../../components/PageSelectionTool';

export const extractTexts: PageSelectionTexts = {
  uploadTitle: 'Drop a PDF here or click to choose',
  uploaded: 'Choose the pages to extract.',
  optionsTitle: 'Pages to extract',
  gridLabel: 'Selected pages for extraction',
  action: 'Extract Pages',
  /** For notices: 'Folio repaired it before extracting pages'. */
  verb: 'extracting pages',
  jobLabel: (fileName) => `Extracting pages from ${fileName}`,
  successTitle: 'Pages extracted successfully',
  resultTitle: 'Your PDF is ready!',
  resultsTitle: 'Your PDFs are ready!',
  download: 'Download PDF',
};

export const individualLabel = 'Extract as individual PDF files';
export const individualHint = 'One PDF per page, all of them downloadable as a ZIP.';

export const extractGuide: GuideContent = {
  heading: 'How to extract pages from a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop your PDF on the upload area or choose it with the file picker.',
        'Choose the pages to keep: a Page Range (Start Page and End Page), or Specific Pages such as 1, 3, 5, 7-9. Clicking pages in the grid does the same; Shift+click selects a run.',
        'Tick “Extract as individual PDF files” to get one PDF per page instead of a single PDF.',
        'Press “Extract Pages” and download the result, or all files at once as a ZIP.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        'The chosen pages in their original order, each exactly as it was: size, orientation, links, annotations and form fields.',
        'Links between extracted pages keep working; links to pages you left behind are taken out.',
        'The bookmarks of the extracted pages come along, nested as before.',
        'File names that say which pages they hold, for example report-pages-2-5.pdf or report-page-3.pdf.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio extracts the pages inside your browser, on your own device. The file is never uploaded, nothing is stored on a server, and once the app is loaded it works offline.',
    },
    {
      heading: 'Tips',
      items: [
        'With the keyboard: Tab to the grid, move with the arrow keys, press Space to select a page, Shift+arrow to select several.',
        'To cut a whole document into parts, Split PDF makes one file per range in one go.',
      ],
    },
  ],
  faq: [
    { question: 'In which order are the pages extracted?', answer: 'In the order they have in your document, whatever order you typed them in. To change the order, use Organize PDF afterwards.' },
    { question: 'Is my original file changed?', answer: 'No. Folio writes new files; your original stays as it was.' },
    { question: 'Are my files uploaded anywhere?', answer: 'No. Everything happens in your browser on your device. Your PDF never leaves it.' },
    { question: 'Does it work with password-protected PDFs?', answer: 'Yes: enter its password on the file card. The file is opened on your device, the password never leaves your device and is not saved, and the result is not encrypted.' },
  ],
};
