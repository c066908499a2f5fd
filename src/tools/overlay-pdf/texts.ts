// Every word of the Overlay PDF screen, and its guide.
import type { GuideContent } from '../../components/ToolGuide';
import type { OverlayFit, OverlayLayer, OverlayPageMode } from '../../contract/overlay-pdf';

export const overlayTexts = {
  uploadTitle: 'Drop the document and the overlay PDF here, or click to choose',
  uploaded: 'Add the overlay PDF, then choose where it goes.',
  filesTitle: 'Files',
  filesHint: 'The overlay’s pages are drawn on the document’s pages. Two files picked at once: the first is the document.',
  documentRole: 'Document',
  overlayRole: 'Overlay (letterhead, stamp, background)',
  addOverlay: 'Add the overlay PDF',
  swap: 'Swap document and overlay',
  optionsTitle: 'Overlay settings',
  action: 'Overlay PDF',
  /** For notices: 'Folio repaired it before overlaying'. */
  verb: 'overlaying',
  jobLabel: (document: string, overlay: string) => `Drawing ${overlay} on ${document}`,
  successTitle: 'Overlay added',
  successText: 'The overlay is on your document’s pages.',
  resultTitle: 'Your PDF is ready!',
  download: 'Download PDF',
};

export const layerLegend = 'Where the overlay goes';
export const layerOptions: { value: OverlayLayer; label: string; description: string }[] = [
  { value: 'above', label: 'Above the page', description: 'On top of the content: stamps, marks, notes.' },
  { value: 'below', label: 'Below the page', description: 'Behind the content: letterhead, stationery, form backgrounds.' },
];
export const belowHint = 'A page with a white background of its own hides what is below it: choose “Above the page” then.';

export const pagesLegend = 'Which overlay pages';
export const pagesOptions: { value: OverlayPageMode; label: string }[] = [
  { value: 'first', label: 'First page on every page' },
  { value: 'matching', label: 'Page for page' },
  { value: 'repeat', label: 'Repeated in turn' },
];
export const pagesHint: Record<OverlayPageMode, string> = {
  first: 'The overlay’s first page goes on every page of the document.',
  matching: 'Overlay page 1 on page 1, page 2 on page 2…; pages past the overlay’s end stay as they are.',
  repeat: 'The overlay’s pages go on in turn and start again: 1, 2, 1, 2…',
};

export const fitLegend = 'Overlay size';
export const fitOptions: { value: OverlayFit; label: string }[] = [
  { value: 'origin', label: 'As it is' },
  { value: 'scale', label: 'Scaled to the page' },
];
export const fitHint: Record<OverlayFit, string> = {
  origin: 'At its own size, from the bottom-left corner of each page: right for a letterhead made for the same paper.',
  scale: 'Scaled to fit each page and centred, keeping its proportions.',
};

/** The preview's caption: the first page drawn as the run will make it. */
export const previewLabel = 'First page, with the overlay';

export const overlayGuide: GuideContent = {
  heading: 'How to put one PDF over or under another',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop your document, then the PDF to draw on it: a letterhead, a stamp, a form background.',
        'Choose whether it goes above the page’s content or below it, and which of its pages go on which pages.',
        'Press “Overlay PDF” and download the result.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        'The document’s pages, links, form fields and comments as they were, with the overlay drawn on them.',
        'Text and drawings of both files stay sharp: nothing is turned into a picture, and each overlay page is stored once however many pages show it.',
        'Pages turned in either file are matched as you see them.',
        'Links and form fields of the overlay itself are not carried over: only what it shows.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio combines your files inside your browser, on your own device. Nothing is uploaded, and once the app is loaded it works offline.',
    },
  ],
};
