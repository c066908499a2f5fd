// Every text of the Repair PDF screen: the spec's words where it gives them, ours where it does not.
import type { GuideContent } from '../../components/ToolGuide';

export const repairTexts = {
  uploaded: 'Folio is checking the file; press Repair PDF to fix what it finds.',
  uploadTitle: 'Drop a damaged PDF here or click to choose',
  status: {
    idle: 'Upload a PDF and Folio checks it for damage straight away.',
    checking: 'Checking your PDF…',
    repairing: 'Repairing your PDF…',
  },
  checkedTitle: (summary: string) => `Check complete: ${summary}`,
  healthyHint: 'The file looks healthy. Repairing it still writes a clean copy with a fresh cross-reference table.',
  problemsHint: 'Press “Repair PDF” to fix them.',
  pages: (count: number) => `${count} ${count === 1 ? 'page' : 'pages'} readable.`,
  checkFailed: 'The check failed',
  completeTitle: (summary: string) => `Repair complete: ${summary}`,
  pagesRecovered: (count: number) => `${count} ${count === 1 ? 'page' : 'pages'} recovered.`,
  found: 'What was wrong',
  fixed: 'What Folio fixed',
  action: 'Repair PDF',
  jobLabel: (name: string) => `Repairing ${name}`,
  resultTitle: 'Your repaired PDF is ready!',
  download: 'Download PDF',
  successTitle: 'PDF repaired successfully',
  successText: (summary: string, pages: number) => `${summary}; ${pages} ${pages === 1 ? 'page' : 'pages'} recovered.`,
};

export const repairGuide: GuideContent = {
  heading: 'How to repair a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop the damaged PDF on the upload area, choose it with the file picker, or paste it.',
        'Folio checks it at once and lists the problems it finds, or says “No problems found”.',
        'Press “Repair PDF”. The report lists what was wrong, what was fixed and how many pages were recovered.',
        'Download the repaired file.',
      ],
    },
    {
      heading: 'What Folio repairs',
      items: [
        'A broken or missing cross-reference table (the index of every object in the file), rebuilt by scanning the whole file.',
        'Files cut off at the end, or with stray bytes before the PDF header.',
        'Streams whose recorded length is wrong, rewritten with the right length.',
        'Pages linked to the wrong place in the page tree.',
        'Objects that cannot be read at all are dropped, so the rest of the document opens; the report names them.',
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
    { question: 'My PDF asks for a password. Can Repair open it?', answer: 'No. A file that needs a password to open is refused; remove the password first. A file that opens without one but has an owner password is opened, and the result carries no restrictions.' },
    { question: 'Is the repaired file changed in other ways?', answer: 'The content stays as it was; the file is rewritten with a fresh structure, so its size can differ a little.' },
  ],
};
