// Every text of the Attachments screen, and its guide.
import type { GuideContent } from '../../components/ToolGuide';
import { fileCount } from '../../lib/batch-summary';

export type AttachmentsMode = 'extract' | 'edit';

export const attachmentsTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploaded: 'Its attached files are listed below.',
  optionsTitle: 'What to do',
  modes: {
    extract: { label: 'Save attached files', description: 'Get the files out, exactly as they were put in.' },
    edit: { label: 'Add or remove files', description: 'Attach new files, or take attached ones out.' },
  } satisfies Record<AttachmentsMode, { label: string; description: string }>,
  several: 'With several PDFs, every attached file of each is saved.',
  reading: 'Reading its attachments…',
  readFailed: (message: string) => `Its attachments could not be read: ${message}`,
  listTitle: (count: number) => (count === 0 ? 'No attached files' : `${count} attached file${count === 1 ? '' : 's'}`),
  none: 'This PDF carries no attached files.',
  where: (page?: number) => (page === undefined ? 'Document' : `Note on page ${page}`),
  columns: { name: 'File', size: 'Size', where: 'Where', description: 'Description' },
  chooseForExtract: (name: string) => `Save ${name}`,
  chooseForRemoval: (name: string) => `Remove ${name}`,
  extractHint: 'Tick the files to save; with none ticked, every file is saved.',
  removeHint: 'Tick the files to take out of the PDF.',
  addTitle: 'Files to attach',
  addButton: 'Choose files to attach',
  describe: (name: string) => `Description of ${name}`,
  dropNew: (name: string) => `Do not attach ${name}`,
  tooLarge: (name: string, limitMb: number) => `${name} is larger than ${limitMb} MB and cannot be attached.`,
  nothingChosen: 'Choose files to attach or attachments to remove.',
  action: { extract: 'Save attached files', edit: 'Save PDF' } satisfies Record<AttachmentsMode, string>,
  verb: { extract: 'reading its attachments', edit: 'changing its attachments' } satisfies Record<AttachmentsMode, string>,
  jobLabel: (mode: AttachmentsMode, fileName: string) => (mode === 'extract' ? `Saving the files attached to ${fileName}` : `Changing the attachments of ${fileName}`),
  successTitle: { extract: 'Attached files saved', edit: 'Attachments changed' } satisfies Record<AttachmentsMode, string>,
  batchDone: (count: number) => `${fileCount(count)} read`,
  filesTitle: 'Your files are ready',
  resultTitle: 'Your PDF is ready!',
  download: 'Download PDF',
};

export const attachmentsGuide: GuideContent = {
  heading: 'How to see, save, add or remove the files attached to a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop your PDF on the upload area. Every file it carries is listed, with its size and description: the files of the document and those pinned to pages as notes.',
        'To get files out, choose “Save attached files”, tick the ones you want (or none for all) and press the button.',
        'To change them, choose “Add or remove files”: tick the files to take out, choose files to attach with a description, and press “Save PDF”.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        'Saved files are byte for byte the files that were attached: nothing is converted or compressed.',
        'Attached files go in the document’s own list, which every PDF reader shows in its attachments panel.',
        'Electronic invoices (ZUGFeRD, Factur-X) carry their data as an attached XML file: you can save it here.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio reads and writes the attachments inside your browser, on your own device. No file is uploaded, and once the app is loaded it works offline.',
    },
  ],
  faq: [
    { question: 'Why would I remove attachments?', answer: 'Attached files travel with the PDF and may hold more than you meant to share: earlier drafts, spreadsheets, source files. Remove them before you send it.' },
    { question: 'Can I attach any kind of file?', answer: 'Yes, up to 100 MB each: documents, images, spreadsheets, data files.' },
  ],
};
