// Every text of the Background remover screen: the spec's words where it gives them, ours where it does not.
import type { GuideContent } from '../../components/ToolGuide';

const images = (count: number) => `${count} ${count === 1 ? 'image' : 'images'}`;

export const backgroundTexts = {
  uploadTitle: 'Drop an image here or click to choose',
  skippedNotImages: 'Some files were skipped because they are not images.',
  selectedTitle: 'Your image',
  selectedManyTitle: (count: number) => `Your ${images(count)}`,
  selectDifferent: 'Select Different Image',
  clearAll: 'Clear All',
  addMore: 'Add More Images',
  removeImage: (name: string) => `Remove ${name}`,
  processAnother: 'Process Another Image',
  action: 'Remove Background',
  jobLabel: (name: string) => `Removing the background of ${name}`,
  qualityLegend: 'Quality',
  fastLabel: 'Fast',
  fastHint: 'About twice as quick and half the download: the model in 8-bit precision. Its cut-out matches Best’s on all but the hardest photos.',
  bestLabel: 'Best',
  bestHint: 'The model at the precision it was trained in: the surest subject on the hardest photos (a palm against a pale sky).',
  modelChecking: 'Checking whether the model is on this device…',
  modelOffline: (size: string) => `Model ready on this device (${size} with its runtime): works offline.`,
  modelDownload: (size: string) => `First use downloads the model (${size} with its runtime) once; it is then kept for offline use.`,
  downloading: (done: string, total: string) => `Downloading the model: ${done} of ${total}`,
  processing: ['Reading the image…', 'Starting the model…', 'Finding the subject…', 'Cutting out at full resolution…', 'Done'],
  noImageTitle: 'No image selected',
  noImageText: 'Please upload an image to remove the background.',
  successTitle: 'Success',
  successText: 'Background removed successfully!',
  batchTitle: 'Backgrounds removed',
  batchDone: (count: number) => `${count} ${count === 1 ? 'background' : 'backgrounds'} removed`,
  resultsTitle: (count: number) => `Backgrounds removed from ${images(count)}`,
  compareWith: (name: string) => `Compare ${name}`,
  comparing: (name: string) => `Comparing ${name}`,
  errorTitle: 'Error',
  errorText: 'Failed to remove background. Please try again.',
  originalLabel: 'Original',
  resultLabel: 'Background removed',
  compareLabel: 'Compare: drag the handle, or use the arrow keys',
  sliderLabel: 'Comparison position',
  optionsLegend: 'Download options',
  transparent: 'Transparent',
  solidColour: 'Solid colour',
  colourLabel: 'Background colour',
  formatLegend: 'Format',
  preparing: 'Preparing…',
  download: (format: string) => `Download ${format.toUpperCase()}`,
  resultSize: (width: number, height: number, size: string) => `${width} × ${height} px · ${size}`,
};

export const backgroundGuide: GuideContent = {
  heading: 'How to remove the background from a photo',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop a JPG, PNG or WebP image on the upload area, choose it with the file picker, or paste it. Several images at once work too (up to 10 per pick; add more afterwards): each is cut out in turn.',
        'Pick the quality: Fast (the default) or Best.',
        'Press “Remove Background”. The first time, the model is downloaded and the bar shows how much of it has arrived; after that it starts at once.',
        'Compare the original and the result with the slider, choose a transparent or coloured background and PNG or WebP, and download. With several images, pick the one to compare; the background and format apply to every image, and “Download all (ZIP)” saves them together.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        'A PNG with a transparent background, at the full resolution of your photo, named after it (photo.jpg becomes photo-no-bg.png).',
        'Or the same cut-out on a solid colour of your choice, and as WebP if you prefer smaller files.',
        'Photos are turned upright the way your camera recorded them (EXIF orientation) before the cut-out.',
      ],
    },
  ],
  faq: [
    {
      question: 'Is my photo uploaded anywhere?',
      answer: 'No. Folio runs the segmentation model (ISNet, through ONNX Runtime Web) inside your browser, in a background worker on your own device. Your image never leaves it, and nothing is stored on a server.',
    },
    {
      question: 'Why does the first use take longer?',
      answer: 'The model has to be downloaded once from this site: about 42 MB for Fast or 84 MB for Best, plus a 14 MB runtime. It is then kept by the app, so later uses start at once and work without an internet connection. The screen says when the model is already on your device.',
    },
    {
      question: 'What is the difference between Fast and Best?',
      answer: 'Both run the same ISNet model on the photo scaled to 1024 × 1024. Best runs it in the 16-bit precision it was trained in. Fast runs a copy that Folio quantises to 8 bits: about twice as quick and half the download. On our evaluation set of 23 photos, Fast’s cut-out agrees with Best’s on 22; the exception is a palm tree against a pale sky, where the model is unsure in either precision. Fast is the default; choose Best for photos like that one.',
    },
    {
      question: 'Which images work best?',
      answer: 'Photos with one clear subject: people, animals, products. Busy scenes where the subject blends into the background give rougher edges. Very large photos are fine: the model looks at a smaller copy (1024 × 1024) and its mask is scaled back up to your photo, so the result keeps every pixel of the original (up to 64 megapixels).',
    },
    {
      question: 'Can I put a colour behind the subject instead of transparency?',
      answer: 'Yes. After the run, choose “Solid colour” and pick a colour; the preview and the download change at once, without running the model again. You can also download as WebP instead of PNG.',
    },
  ],
};
