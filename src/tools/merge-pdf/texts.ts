// Every text of the Merge PDF screen: the spec's words where it gives them, ours where it does not.
import type { GuideContent } from '../../components/ToolGuide';

export const mergeTexts = {
  cardTitle: 'Files to merge',
  fileCount: (count: number) => (count === 1 ? '1 file' : `${count} files`),
  clearAll: 'Clear All',
  addMore: 'Add More Files',
  action: 'Merge PDFs',
  /** For notices: 'Folio repaired it before merging'. */
  verb: 'merging',
  jobLabel: (count: number) => `Merging ${count} files`,
  uploadTitle: 'Drop PDF files here or click to choose',
  listLabel: 'Files in merge order',
  reorderHint: 'Drag the files into the order you want, or use the arrow buttons. The first file comes first.',
  resultTitle: 'Your merged PDF is ready!',
  download: 'Download PDF',
  defaultFilename: 'merged.pdf',
  successTitle: 'PDFs Merged Successfully',
  successText: 'Your PDFs have been combined into a single document.',
};

export const mergeGuide: GuideContent = {
  heading: 'How to merge PDF files',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop your PDF files on the upload area, choose them with the file picker, or paste them.',
        'Put them in order: drag a file by its handle, or use the up and down buttons. Each card shows the first page and the page count, so you can check you have the right files.',
        'Press “Merge PDFs”. A progress bar counts the pages as they are joined; Cancel stops the job.',
        'Download the merged PDF.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        'Every page exactly as it was: page sizes, rotations, links, annotations and form fields are kept.',
        'Bookmarks: the merged file has one bookmark per source file, with that file’s own bookmarks inside it.',
        'Links inside a document keep pointing at the right page of the merged file.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio merges your files inside your browser, in a background worker on your own device. Nothing is uploaded, nothing is stored on a server, and once the app is loaded it works without an internet connection.',
    },
    {
      heading: 'Good uses',
      items: [
        'Combine scanned pages, receipts or invoices into one document.',
        'Put a report together from chapters written by different people.',
        'Attach appendices and forms to a contract before sending it.',
      ],
    },
    {
      heading: 'Tips',
      items: [
        'A password-protected PDF cannot be merged until its password is removed; Folio tells you which file it is.',
        'A damaged file is named in red next to it; run it through Repair PDF first.',
        'To merge only some pages, merge first and then use Remove pages or Extract pages.',
      ],
    },
  ],
};
