// Every text of the PDF/A tab of Convert from PDF: ours, since the spec names the tab but not its words.
import type { GuideContent } from '../../../components/ToolGuide';
import type { PdfaChange, PdfaLevel } from '../../../contract/pdf-to-pdfa';
import { fileCount } from '../../../lib/batch-summary';

/** "1 link was", "9 links were". */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const levelOptions: Array<{ value: PdfaLevel; label: string; description: string }> = [
  { value: '1b', label: 'PDF/A-1b', description: 'The oldest level, for archives that ask for it: transparency is flattened.' },
  { value: '2b', label: 'PDF/A-2b', description: 'Recommended: keeps transparency and layers; what most archives accept.' },
  { value: '3b', label: 'PDF/A-3b', description: 'Like 2b, and may carry attached files of any kind.' },
];

export const pdfaTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploaded: 'Choose the PDF/A level, then press Convert to PDF/A.',
  levelLegend: 'PDF/A level',
  action: 'Convert to PDF/A',
  verb: 'converting',
  jobLabel: (name: string) => `Converting ${name}`,
  progress: 'Converting with Ghostscript (downloaded once on first use, then kept for offline use)…',
  resultTitle: (level: PdfaLevel) => `Your PDF/A-${level} file is ready!`,
  download: 'Download PDF/A',
  changesTitle: 'What Folio changed',
  successTitle: 'Converted to PDF/A',
  successText: (level: PdfaLevel) => `Your file is now PDF/A-${level}.`,
  batchTitle: 'PDFs converted to PDF/A',
  /** Of several files: '3 files converted to PDF/A-2b' (and, after it, what could not be). */
  batchDone: (count: number, level: PdfaLevel) => `${fileCount(count)} converted to PDF/A-${level}`,
  describeChange: (change: PdfaChange): string => {
    switch (change.kind) {
      case 'fonts-embedded': return `${change.count} ${change.count === 1 ? 'font was' : 'fonts were'} embedded (the file only named ${change.count === 1 ? 'it' : 'them'}).`;
      case 'transparency-flattened': return 'Transparency was flattened, as PDF/A-1 requires.';
      case 'metadata-written': return `XMP metadata written, identifying the file as PDF/A-${change.part}${change.conformance.toLowerCase()}, with the document's title and author.`;
      case 'output-intent-added': return 'An sRGB output intent with its colour profile was added, so colours print as they look.';
      case 'encryption-removed': return 'The encryption was removed: PDF/A files cannot be encrypted.';
      case 'javascript-removed': return 'JavaScript was removed: PDF/A files cannot run scripts.';
      case 'form-fields-flattened': return `${count(change.count, 'form field was', 'form fields were')} flattened into the page: ${change.count === 1 ? 'its value shows' : 'their values show'}, but can no longer be filled in.`;
      case 'links-removed': return `${count(change.count, 'link was', 'links were')} removed; the pages look the same.`;
      case 'comments-removed': return `${count(change.count, 'comment or other annotation was', 'comments or other annotations were')} removed.`;
      case 'repaired': return 'The file was damaged; Folio repaired it first.';
    }
  },
};

/** This tab's guide, shown in place of the screen's (ConvertFromPdfScreen finds it by this name). */
export const tabGuide: GuideContent = {
  heading: 'How to convert a PDF to PDF/A',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop one or more PDFs on the upload area, choose them with the file picker, or paste them.',
        'If a PDF needs a password to open, type it on that file’s card.',
        'Pick the PDF/A level your archive asks for; PDF/A-2b when in doubt.',
        'Press “Convert to PDF/A”. The files are converted one after another. The first conversion downloads Ghostscript (about 16 MB) once; it then works offline.',
        'Download each PDF/A file (or all of them as one ZIP) and read what Folio changed to make it one.',
      ],
    },
    {
      heading: 'What PDF/A requires',
      items: [
        'Every font embedded, so the text looks the same on any computer in decades to come.',
        'A colour profile (output intent) and XMP metadata that identify the file as PDF/A.',
        'No encryption, no JavaScript, nothing loaded from elsewhere: an encrypted PDF is opened with the password you give on its card, and its PDF/A copy is saved without encryption.',
      ],
    },
    {
      heading: 'Private by design',
      items: ['Your file never leaves your device: Ghostscript runs in your browser, served by Folio itself.'],
    },
  ],
};
