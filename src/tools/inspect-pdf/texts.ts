// Every text of the Inspect PDF screen, and its guide.
import type { GuideContent } from '../../components/ToolGuide';
import type { MetadataField } from '../../contract/pdf-metadata';
import type { ReportLinkKind } from '../../contract/pdf-report';

export const inspectTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploaded: 'Its report is below.',
  overviewTitle: (count: number) => `${count} files side by side`,
  overviewColumns: { file: 'File', version: 'Version', pages: 'Pages', fonts: 'Fonts', images: 'Images', scripts: 'Scripts', attachments: 'Attached files', hiddenLayers: 'Hidden layers' },
  shownReport: (name: string) => `Report of ${name}`,
  reading: 'Reading the whole file…',
  readFailed: (message: string) => `It could not be read: ${message}`,
  summaryTitle: 'Summary',
  summary: {
    version: 'PDF version', pages: 'Pages', size: 'File size', revisions: 'Saved', encrypted: 'Encrypted', restrictions: 'Restrictions',
    tagged: 'Tagged for screen readers', pdfa: 'Claims PDF/A', pdfua: 'Claims PDF/UA',
  },
  times: (count: number) => (count === 1 ? 'once' : `${count} times (earlier versions are inside the file)`),
  yes: 'yes', no: 'no', none: 'none',
  metadataTitle: 'Metadata',
  metadataColumns: { field: 'Field', info: 'Info dictionary', xmp: 'XMP packet' },
  fields: { title: 'Title', author: 'Author', subject: 'Subject', keywords: 'Keywords', creator: 'Creator', producer: 'Producer', created: 'Created', modified: 'Modified' } satisfies Record<MetadataField, string>,
  noXmp: '(no packet)',
  custom: (name: string) => `Custom: ${name}`,
  pagesTitle: 'Pages',
  pageColumns: { page: 'Page', label: 'Label', size: 'Size (pt)', rotation: 'Rotation', boxes: 'Other boxes' },
  boxes: { cropBox: 'crop', bleedBox: 'bleed', trimBox: 'trim', artBox: 'art' } as const,
  morePages: (count: number) => `…and ${count} more pages.`,
  fontsTitle: 'Fonts',
  fontColumns: { name: 'Name', type: 'Type', embedded: 'Embedded', subset: 'Subset', pages: 'Pages' },
  imagesTitle: 'Images',
  imageColumns: { page: 'First page', pixels: 'Pixels', ppi: 'Resolution', compression: 'Compression', colour: 'Colour', mask: 'Transparency', stored: 'Stored' },
  stored: (inline: boolean) => (inline ? 'In the page (inline)' : 'Object'),
  ppi: (ppi: number | null) => (ppi === null ? 'not drawn' : `${ppi} ppi`),
  scriptsTitle: 'JavaScript',
  attachmentsTitle: 'Attached files',
  linksTitle: 'Links',
  linkColumns: { page: 'Page', kind: 'Kind', target: 'Goes to' },
  linkKinds: { web: 'web address', page: 'page', 'other-file': 'other file', launch: 'opens a program or file', script: 'runs a script', other: 'other action' } satisfies Record<ReportLinkKind, string>,
  layersTitle: 'Layers',
  hidden: 'hidden when the file opens',
  shown: 'shown',
  fieldsTitle: 'Form fields',
  fieldCount: (type: string, count: number) => `${count} ${type}`,
  signatures: (signed: number, total: number) => `Signature fields: ${total}, of which ${signed} signed.`,
  nothing: 'None.',
  exportJson: 'Download the report (JSON)',
};

export const inspectGuide: GuideContent = {
  heading: 'How to inspect a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop one PDF or several on the upload area. With several, a table sets them side by side; choose a file’s name to see its whole report.',
        'Read the report: what the file is, what it carries, and what it says about itself.',
        'Download the report as JSON if you need it on record, or clean the file with Sanitize PDF or Edit metadata.',
      ],
    },
    {
      heading: 'What the report shows',
      items: [
        'The PDF version, how many times the file was saved (earlier versions stay inside a file saved incrementally), encryption and its restrictions, and the standards it claims (PDF/A for archiving, PDF/UA for accessibility).',
        'Every page’s size and boxes; every font, embedded or not; every image with its size, compression and the resolution it is printed at, inline images written into the page included.',
        'Scripts and where they run, attached files, links and what they do, layers (hidden ones named), form fields and signatures.',
        'The metadata twice: as the Info dictionary and the XMP packet say it; they can disagree.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio reads the file inside your browser, on your own device. It is never uploaded, and once the app is loaded it works offline.',
    },
  ],
  faq: [
    { question: 'Does inspecting change my file?', answer: 'No. The report is read only; your file stays as it is.' },
    { question: 'What format is the JSON?', answer: 'The same schema as PDF to JSON (pdf-data.schema.json), with the report under “report”.' },
  ],
};
