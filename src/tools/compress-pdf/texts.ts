// Every text of the Compress PDF screen: the spec's words where it gives them, ours where it does not.
import type { GuideContent } from '../../components/ToolGuide';
import { formatBytes } from '../../lib/format-bytes';
import { fileCount } from '../../lib/batch-summary';
import { describeShrinkAction } from '../../lib/shrink-action-words';
import type { CompressionLevel } from '../../contract/compress-pdf';
import { compressionRecipes } from '../../contract/shrink-recipes';

const recipeLine = (level: CompressionLevel) => {
  const { targetDpi, quality } = compressionRecipes[level];
  return `Images above ${targetDpi} dpi are downsampled to ${targetDpi} dpi, JPEG quality ${quality}`;
};

/** Spec, second document §9: the compression labels. */
export const levelOptions: Array<{ value: CompressionLevel; label: string; description: string; detail: string }> = [
  { value: 'low', label: 'Low', description: 'Better quality, larger file', detail: recipeLine('low') },
  { value: 'medium', label: 'Medium', description: 'Balanced', detail: recipeLine('medium') },
  { value: 'high', label: 'High', description: 'Smaller file, lower quality', detail: `${recipeLine('high')}; other JPEGs re-encoded` },
  { value: 'extreme', label: 'Extreme', description: 'Smallest possible', detail: `${recipeLine('extreme')}; other JPEGs re-encoded` },
];

export const compressTexts = {
  uploaded: 'Choose a compression level, then press Compress PDF.',
  uploadTitle: 'Drop PDFs here or click to choose',
  levelLegend: 'Compression level',
  grayscale: 'Convert images to greyscale',
  grayscaleHint: 'Makes colour photos grey as well as smaller. Off unless you ask for it.',
  action: 'Compress PDF',
  /** For notices: 'Folio repaired it before compressing'. */
  verb: 'compressing',
  jobLabel: (name: string) => `Compressing ${name}`,
  resultTitle: 'Your compressed PDF is ready!',
  keptTitle: 'Your PDF is already as small as Folio can make it',
  download: 'Download PDF',
  whatWasDone: 'What Folio did',
  /** One line of “What Folio did”, from the engine's facts. */
  describeAction: describeShrinkAction,
  successTitle: 'PDF Compressed Successfully',
  batchTitle: 'PDFs compressed',
  /** Of several files: '3 files compressed' (and, after it, what could not be). */
  batchDone: (count: number) => `${fileCount(count)} compressed`,
  successText: (original: number, compressed: number) => `File size reduced from ${formatBytes(original)} to ${formatBytes(compressed)}.`,
  keptToastTitle: 'No smaller file possible',
  keptToastText: 'Compressing would not make this file smaller, so the original is kept unchanged.',
  // Only for a damaged file, whose repaired version is returned even when it is not smaller.
  notSmallerText: (original: number, result: number) => `The repaired file is ${formatBytes(result)}; the damaged original was ${formatBytes(original)}.`,
  removeFile: 'Remove file',
};

export const compressGuide: GuideContent = {
  heading: 'How to compress a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop a PDF on the upload area, choose it with the file picker, or paste it.',
        'Pick a compression level. Medium suits most files; Low keeps the most detail; Extreme makes the smallest file.',
        'Press “Compress PDF”. The progress bar counts the pages measured and the images re-encoded.',
        'Compare the first page before and after, check the sizes, and download the result.',
      ],
    },
    {
      heading: 'What each level does',
      items: [
        `Low: ${recipeLine('low')}.`,
        `Medium: ${recipeLine('medium')}.`,
        `High: ${recipeLine('high')}; JPEGs already at a lower resolution are re-encoded at quality 60 when that saves at least a tenth.`,
        `Extreme: ${recipeLine('extreme')}; other JPEGs are re-encoded at quality 45 when that saves at least a tenth.`,
        'Every level also stores identical images and objects once, drops unused objects, recompresses streams and packs small objects into object streams.',
        'The resolution is measured where each image is drawn on its page, so an image shown small is downsampled more than one shown full-page.',
      ],
    },
    {
      heading: 'What is never touched',
      items: [
        'Text stays text: it can still be selected, searched and copied. Links, bookmarks, form fields and page labels are kept.',
        'Line art, black-and-white scans, palette images and transparency masks are left as they are: JPEG would blur or enlarge them.',
        'Images are only made greyscale if you tick the greyscale box.',
        'Never larger: if the result is not smaller than your file, you get your original back, and the screen says so.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio compresses your file inside your browser, in a background worker on your own device (MuPDF compiled to WebAssembly). Nothing is uploaded, and once the app is loaded it works offline.',
    },
  ],
  faq: [
    { question: 'Why did my file hardly shrink?', answer: 'Files that are mostly text, or whose images are already small or already compressed at a low resolution, have little to give. Folio tells you what it did with each kind of content under the result.' },
    { question: 'Will the text become blurry?', answer: 'No. Only photos and other images are re-encoded; text and vector drawings are kept exactly.' },
    { question: 'What if my PDF is damaged?', answer: 'Folio repairs it first and tells you so; for a full report of what was wrong, use Repair PDF.' },
  ],
};
