// Every text of the Flatten PDF screen, and its guide.
import type { GuideContent } from '../../components/ToolGuide';
import type { OptionCard } from '../../components/OptionCards';
import type { PdfConversionTexts } from '../../components/PdfConversionPanel';
import { fileCount } from '../../lib/batch-summary';
import type { FlattenTarget } from '../../contract/flatten-pdf';

export const flattenTexts: PdfConversionTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploaded: 'Choose what to flatten.',
  optionsTitle: 'What to flatten',
  action: 'Flatten PDF',
  verb: 'flattening',
  jobLabel: (fileName) => `Flattening ${fileName}`,
  successTitle: 'PDF flattened',
  batchTitle: 'PDFs flattened',
  batchDone: (count) => `${fileCount(count)} flattened`,
  resultTitle: 'Your PDF is ready!',
  resultsTitle: 'Your PDFs are ready!',
  download: 'Download PDF',
  // Pages made pictures report one step each, and one more for writing the file.
  progress: (progress) => (progress && progress.total > 1 ? `Page ${Math.min(progress.done, progress.total - 1)} of ${progress.total - 1} made a picture` : 'Flattening…'),
};

export const flattenOptions: Array<OptionCard<FlattenTarget>> = [
  { value: 'everything', label: 'Form fields and annotations', description: 'Everything on top of the page becomes part of it. Links keep working.' },
  { value: 'forms', label: 'Form fields only', description: 'The values typed in the form are drawn on the page; comments stay comments.' },
  { value: 'annotations', label: 'Annotations only', description: 'Comments, highlights and stamps are burned in; the form stays fillable.' },
  { value: 'image', label: 'Every page as a picture', description: 'Like printing to paper and scanning: nothing can be selected, copied or edited.' },
];

export const partsLegend = 'Parts to flatten';
export const dpiLabel = 'Resolution of the pictures';
export const dpiUnit = ' dpi';
export const imageNote = 'Text in pictures cannot be searched or copied, and the file is usually larger. Use it when a PDF must not be edited or read by software.';

export const flattenGuide: GuideContent = {
  heading: 'How to flatten a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop one or more PDFs on the upload area.',
        'Choose what to flatten: form fields, annotations, both, or every page as a picture.',
        'Press “Flatten PDF” and download the result.',
      ],
    },
    {
      heading: 'What flattening does',
      items: [
        'A filled form keeps its values, drawn on the page as the viewer showed them, but the fields are gone: nobody can change the answers.',
        'Comments, highlights, drawings and stamps become part of the page: they print everywhere and cannot be moved or deleted.',
        'Links stay links unless pages become pictures.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio flattens your PDF inside your browser, on your own device. The file is never uploaded, and once the app is loaded it works offline.',
    },
  ],
  faq: [
    { question: 'Can I undo flattening?', answer: 'No: keep your original file if you may need to change the form again. Folio never changes your original.' },
    { question: 'Why is the picture version larger?', answer: 'Pictures of pages hold every pixel, where the original held text and drawings. A lower resolution makes it smaller.' },
  ],
};
