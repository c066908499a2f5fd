// Every text of the Optimize PDF screen: the spec's words where it gives them, ours where it does not.
import { fileCount } from '../../lib/batch-summary';
import type { GuideContent } from '../../components/ToolGuide';
import { formatBytes } from '../../lib/format-bytes';
import { describeShrinkAction } from '../../lib/shrink-action-words';
import { reductionPercent } from '../../lib/size-reduction';
import type { OptimizeLevel } from '../../contract/optimize-pdf';

/** Spec, second document §2: the four levels, each with a description line. */
export const optimizeLevelOptions: Array<{ value: OptimizeLevel; label: string; description: string; detail: string }> = [
  { value: 'web', label: 'Web Optimized', description: 'Fast to open online: the first page shows before the rest has loaded.', detail: 'Linearized (fast web view), images to 150 dpi at quality 75, fonts subset, structure cleaned' },
  { value: 'print', label: 'Print Optimized', description: 'Keeps images sharp for printing and cleans up the structure.', detail: 'Images above 300 dpi brought to 300 dpi at quality 90, fonts subset, structure cleaned' },
  { value: 'archive', label: 'Archive (Maximum Compression)', description: 'The smallest file for storage, with the strongest lossless and lossy reduction.', detail: 'Images to 96 dpi at quality 50 (other JPEGs re-encoded), fonts subset, structure cleaned' },
  { value: 'custom', label: 'Custom Settings', description: 'Choose the image quality and exactly what is done.', detail: 'Images to 150 dpi at your quality, plus the options you tick' },
];

export const optimizeTexts = {
  uploaded: 'Choose how to optimize it, then press Optimize PDF.',
  uploadTitle: 'Drop PDFs here or click to choose',
  levelLegend: 'Optimization level',
  customLegend: 'Custom settings',
  quality: 'Image quality',
  toggles: {
    images: { label: 'Optimize Images', hint: 'Downsample and re-encode photos at the quality above' },
    fonts: { label: 'Optimize Fonts', hint: 'Subset embedded fonts to the characters the document uses' },
    metadata: { label: 'Remove Metadata', hint: 'Remove the document information (title, author, dates) and XMP metadata' },
    annotations: { label: 'Remove Annotations', hint: 'Remove comments, highlights and stamps; links and form fields stay' },
  },
  action: 'Optimize PDF',
  /** For notices: 'Folio repaired it before optimizing'. */
  verb: 'optimizing',
  jobLabel: (name: string) => `Optimizing ${name}`,
  resultTitle: 'Your optimized PDF is ready!',
  keptTitle: 'Your PDF is already as small as these settings can make it',
  download: 'Download PDF',
  whatWasDone: 'What Folio did',
  /** One line of “What Folio did”, from the engine's facts. */
  describeAction: describeShrinkAction,
  resultSize: 'Optimized size',
  successTitle: 'PDF optimized successfully',
  batchTitle: 'PDFs optimized',
  /** Of several files: '3 files optimized' (and, after it, what could not be). */
  batchDone: (count: number) => `${fileCount(count)} optimized`,
  successText: (original: number, optimized: number) => (optimized < original
    ? `Size reduced by ${reductionPercent(original, optimized)}%, from ${formatBytes(original)} to ${formatBytes(optimized)}.`
    : `The file is ${formatBytes(optimized)} (it was ${formatBytes(original)}).`),
};

export const optimizeGuide: GuideContent = {
  heading: 'How to optimize a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop a PDF on the upload area, choose it with the file picker, or paste it.',
        'Pick what the file is for: the web, print, the archive, or your own settings.',
        'Press “Optimize PDF” and follow the progress bar.',
        'Read what was done and how much smaller the file got, then download it.',
      ],
    },
    {
      heading: 'What each level does',
      items: [
        'Web Optimized: the file is linearized (“fast web view”), so a browser shows the first page while the rest is still arriving; images above 150 dpi are brought down to 150 dpi at JPEG quality 75, embedded fonts are subset and the structure is cleaned.',
        'Print Optimized: only images above 300 dpi are touched, brought to 300 dpi at quality 90, so prints stay sharp; fonts are subset and the structure cleaned.',
        'Archive (Maximum Compression): images to 96 dpi at quality 50, other JPEGs re-encoded when that saves a tenth, fonts subset, structure cleaned.',
        'Custom Settings: image quality from 10 to 100, and the four options: optimize images (to 150 dpi at your quality), optimize fonts (subset), remove metadata (document information and XMP), remove annotations (comments, highlights, stamps; links and form fields are kept).',
        'Cleaning the structure means identical objects are stored once, unused objects are dropped, streams are recompressed and small objects are packed into object streams.',
      ],
    },
    {
      heading: 'Honest results',
      items: [
        'The result shows the sizes before and after, measured, and lists what was actually done.',
        'Except for Web Optimized (whose fast-view tables you asked for), a result that would not be smaller is not used: you get your original back.',
        'Text stays text; links, bookmarks, form fields and page labels are kept.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio optimizes your file inside your browser, in a background worker on your own device (MuPDF and qpdf compiled to WebAssembly). Nothing is uploaded, and once the app is loaded it works offline.',
    },
  ],
};
