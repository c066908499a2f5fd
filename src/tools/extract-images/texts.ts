// Every text of the Extract images screen, and its guide.
import type { GuideContent } from '../../components/ToolGuide';
import type { PdfConversionTexts } from '../../components/PdfConversionPanel';
import { fileCount } from '../../lib/batch-summary';

export const extractTexts: PdfConversionTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploaded: 'Press the button to save its images.',
  optionsTitle: 'Which images',
  action: 'Extract images',
  verb: 'extracting its images',
  jobLabel: (fileName) => `Extracting the images of ${fileName}`,
  successTitle: 'Images extracted',
  batchTitle: 'Images extracted',
  batchDone: (count) => `${fileCount(count)} read`,
  resultTitle: 'Your image is ready!',
  resultsTitle: 'Your images are ready',
  download: 'Download image',
  progress: (progress) => (progress && progress.total > 0 ? `Image ${Math.min(progress.done + 1, progress.total)} of ${progress.total}` : 'Looking for images…'),
};

export const minSizeLabel = 'Leave out images smaller than';
export const minSizeUnit = ' px';
export const minSizeHint = 'Small images are usually icons, bullets and lines. Set 0 to keep every image.';

export const extractGuide: GuideContent = {
  heading: 'How to extract the images of a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop one or more PDFs on the upload area.',
        'Choose the smallest size of image to keep.',
        'Press “Extract images”, then download each image or all of them as a ZIP.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        'Photos stored as JPEG come out exactly as they are inside the PDF: the same bytes, no quality lost.',
        'Other images are written as PNG, without loss; a transparent image keeps its transparency.',
        'An image used on many pages (a logo) is saved once. Names say the page it first appears on: report-page-3-image-2.png.',
        'Images are saved at their own resolution, which may be larger or smaller than they look on the page. To save what a page looks like, use PDF to JPG.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio reads the images inside your browser, on your own device. The file is never uploaded, and once the app is loaded it works offline.',
    },
  ],
  faq: [
    { question: 'Why are some pictures missing?', answer: 'Drawings made of lines and shapes are not images, and small images fall under the size you chose. Pictures written into a page’s own text stream (inline images) are not saved yet.' },
  ],
};
