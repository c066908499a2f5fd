// Every text of the Edit metadata screen, and its guide.
import type { GuideContent } from '../../components/ToolGuide';
import { fileCount } from '../../lib/batch-summary';
import type { MetadataField, MetadataMode } from '../../contract/pdf-metadata';

export const metadataTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploaded: 'Its properties are shown below.',
  optionsTitle: 'What to do',
  modes: {
    edit: { label: 'Edit the properties', description: 'Change the title, author and other fields; the rest stays.' },
    'remove-all': { label: 'Remove all metadata', description: 'Every property, the XMP packet, thumbnails, application data and earlier saved versions.' },
  } satisfies Record<MetadataMode, { label: string; description: string }>,
  fieldsTitle: 'Properties',
  several: 'With several files, the fields you fill in are written to every file; empty fields leave each file’s own value.',
  fields: {
    title: 'Title', author: 'Author', subject: 'Subject', keywords: 'Keywords',
    creator: 'Creator (the program that made the original)', producer: 'Producer (the program that wrote the PDF)',
    created: 'Created', modified: 'Modified',
  } satisfies Record<MetadataField, string>,
  authorHint: 'Several authors: separate them with semicolons.',
  modifiedHint: 'Left as it is, it becomes the time you save.',
  customTitle: 'Custom fields',
  customName: (index: number) => `Name of custom field ${index + 1}`,
  customValue: (index: number) => `Value of custom field ${index + 1}`,
  removeCustom: (name: string) => `Remove custom field ${name || '(unnamed)'}`,
  addCustom: 'Add a custom field',
  reading: 'Reading its properties…',
  readFailed: (message: string) => `Its properties could not be read: ${message}`,
  findingsTitle: 'What else this file carries',
  revisions: (count: number) => `Saved ${count} times: the earlier versions are still inside the file, and anyone can read them. Saving here drops them.`,
  thumbnails: (count: number) => `${count === 1 ? 'A page thumbnail' : `${count} page thumbnails`} stored by the program that made it.`,
  pieceInfo: (count: number) => `Private data of the program that made it, in ${count === 1 ? 'one place' : `${count} places`}.`,
  objectXmp: (count: number) => `${count === 1 ? 'One more XMP packet' : `${count} more XMP packets`} on pages, images or fonts.`,
  noXmp: 'No XMP packet: saving writes one in step with the fields.',
  disagree: (fields: string[]) => `The XMP packet says otherwise for ${fields.join(', ')}: some programs show one, some the other. Saving writes the same values in both.`,
  xmpValue: (field: string, value: string) => `XMP ${field}: ${value || '(empty)'}`,
  nothingElse: 'Nothing else: no earlier versions, thumbnails or private application data.',
  action: { edit: 'Save metadata', 'remove-all': 'Remove all metadata' } satisfies Record<MetadataMode, string>,
  verb: 'writing its metadata',
  jobLabel: (fileName: string) => `Writing the metadata of ${fileName}`,
  successTitle: { edit: 'Metadata saved', 'remove-all': 'Metadata removed' } satisfies Record<MetadataMode, string>,
  batchTitle: { edit: 'Metadata saved', 'remove-all': 'Metadata removed' } satisfies Record<MetadataMode, string>,
  batchDone: (count: number) => `${fileCount(count)} written`,
  resultTitle: 'Your PDF is ready!',
  download: 'Download PDF',
};

export const metadataGuide: GuideContent = {
  heading: 'How to edit or remove the metadata of a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop your PDF on the upload area or choose it with the file picker. Its properties appear as the file has them.',
        'Change the fields you want, add or remove custom fields — or choose “Remove all metadata”.',
        'Press the button and download the new PDF.',
      ],
    },
    {
      heading: 'What is changed',
      items: [
        'A PDF keeps its properties twice: in its Info dictionary and in an XMP packet. Folio writes both, so every program shows the same.',
        'Other XMP properties, such as a PDF/A claim, are kept when you edit. “Remove all metadata” removes them too, so a PDF/A file is no longer marked as one.',
        'The file is written whole: earlier saved versions that some programs leave inside a file (with former authors or deleted text) are dropped.',
        'Remove all metadata also takes out page thumbnails, the private data of the program that made the file, and gives the file a new random identifier.',
        'The pages themselves are not changed.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio reads and writes the metadata inside your browser, on your own device. The file is never uploaded, and once the app is loaded it works offline.',
    },
  ],
  faq: [
    { question: 'Why does my PDF show a different title in some programs?', answer: 'The Info dictionary and the XMP packet can disagree; programs pick one or the other. Folio shows where they differ and writes the same values in both.' },
    { question: 'Does removing metadata remove names written on the pages?', answer: 'No. Only the file’s properties and hidden data go; what the pages show stays. Use the editor’s Redact tool to remove text from a page.' },
    { question: 'Can I edit several files at once?', answer: 'Yes. Add several PDFs: the fields you fill in are written to each, or Remove all metadata cleans each one.' },
  ],
};
