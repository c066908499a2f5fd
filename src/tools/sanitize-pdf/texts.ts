// Every text of the Sanitize PDF screen, and its guide.
import type { GuideContent } from '../../components/ToolGuide';
import { fileCount } from '../../lib/batch-summary';
import type { PdfRisks, SanitizeItem } from '../../contract/sanitize-pdf';

/** Each choice, with the count that says how much of it a file carries. */
export const sanitizeChoices: Record<SanitizeItem, { label: string; hint: string; count: keyof PdfRisks }> = {
  javascript: { label: 'JavaScript', hint: 'Scripts that run when the file opens, a page shows or a field changes.', count: 'javascript' },
  'embedded-files': { label: 'Attached files', hint: 'Files carried inside the PDF.', count: 'embeddedFiles' },
  'launch-actions': { label: 'Launch actions', hint: 'Actions that start a program or open a file on the reader’s computer.', count: 'launchActions' },
  'form-actions': { label: 'Form submit and import', hint: 'Actions that send what is typed in the form somewhere, or load data from somewhere.', count: 'formActions' },
  links: { label: 'Links to web pages and files', hint: 'Clicking them opens an address; links within the document stay.', count: 'links' },
  metadata: { label: 'Metadata', hint: 'Title, author, programs and dates, the XMP packets and the file identifier.', count: 'metadata' },
  comments: { label: 'Comments', hint: 'Sticky notes, and the text and author names of other annotations.', count: 'comments' },
  'hidden-layers': { label: 'Hidden layers', hint: 'Layers switched off when the file opens, and what they draw: a viewer can switch them on.', count: 'hiddenLayers' },
};

export const sanitizeTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploaded: 'Choose what to take out.',
  optionsTitle: 'What to remove',
  found: (count: number) => (count === 0 ? 'none found' : `${count} found`),
  several: 'With several files, each is cleaned of what you tick.',
  reading: 'Looking inside the file…',
  readFailed: (message: string) => `It could not be examined: ${message}`,
  visibleComments: (count: number) => `${count === 1 ? 'A sticky note is' : `${count} sticky notes are`} shown on the page as an icon: removing comments removes ${count === 1 ? 'it' : 'them'} from view.`,
  printedHiddenLayers: (count: number) => `${count === 1 ? 'A hidden layer is' : `${count} hidden layers are`} printed although not shown on screen: removing hidden layers removes ${count === 1 ? 'it' : 'them'} from printouts.`,
  revisions: (count: number) => `Saved ${count} times: the earlier versions inside the file are removed whatever you choose.`,
  always: 'Earlier saved versions and objects nothing uses are always dropped. The pages’ own text, pictures and drawings are never changed.',
  reportTitle: 'What the file carries',
  reportColumns: { kind: 'Kind', before: 'Before', after: 'After' },
  action: 'Sanitize PDF',
  verb: 'sanitizing',
  jobLabel: (fileName: string) => `Sanitizing ${fileName}`,
  successTitle: 'PDF sanitized',
  batchTitle: 'PDFs sanitized',
  batchDone: (count: number) => `${fileCount(count)} sanitized`,
  resultTitle: 'Your PDF is ready!',
  download: 'Download PDF',
};

export const sanitizeGuide: GuideContent = {
  heading: 'How to sanitize a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop your PDF on the upload area. Folio looks inside and counts what it carries.',
        'Tick what to remove: scripts, attached files, launch and form actions, links, metadata, comments, hidden layers.',
        'Press “Sanitize PDF”, check the before and after counts, and download the clean file.',
      ],
    },
    {
      heading: 'Why sanitize',
      items: [
        'A PDF can carry scripts and actions that run or send data when it is opened, files you did not mean to share, reviewers’ comments and names, layers switched off but still inside, and earlier versions of itself.',
        'Sanitizing takes them out and writes the file anew, so nothing removed is left hidden inside it.',
        'What the pages show stays exactly as it was.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio cleans your PDF inside your browser, on your own device. The file is never uploaded, and once the app is loaded it works offline.',
    },
  ],
  faq: [
    { question: 'Will my form still work?', answer: 'Fields stay fillable. Their scripts (calculations, checks) are JavaScript: keep JavaScript unticked if the form needs them.' },
    { question: 'Does it remove hidden layers?', answer: 'Yes: layers switched off when the file opens are taken out with everything they draw, and the layers you see stay as they are. Inspect PDF lists every layer by name first.' },
  ],
};
