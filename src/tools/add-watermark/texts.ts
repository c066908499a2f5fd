// Every text of the Add Watermark screen: the spec's words where it gives them, ours where it does not.
import type { GuideContent } from '../../components/ToolGuide';
import { fileCount } from '../../lib/batch-summary';

export const watermarkTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploadedTitle: 'PDF uploaded',
  uploadedText: 'Write your watermark or choose an image, then press Add Watermark.',
  settingsTitle: 'Watermark settings',
  action: 'Add Watermark',
  /** For notices: 'Folio repaired it before adding the watermark'. */
  verb: 'adding the watermark',
  jobLabel: (name: string) => `Watermarking ${name}`,
  resultTitle: 'Your watermarked PDF is ready!',
  download: 'Download PDF',
  successTitle: 'Watermark added successfully',
  successText: (stamped: number, pages: number) => `${stamped} of ${pages} ${pages === 1 ? 'page' : 'pages'} watermarked.`,
  batchTitle: 'Watermarks added',
  /** Of several files: '3 files watermarked' (and, after it, what could not be). */
  batchDone: (count: number) => `${fileCount(count)} watermarked`,
  previewSubject: 'watermark',
  tabs: [{ value: 'text', label: 'Text Watermark' }, { value: 'image', label: 'Image Watermark' }],
  text: 'Watermark text',
  font: 'Font family',
  color: 'Text colour',
  size: 'Font size',
  image: 'Watermark image',
  imageHint: 'PNG or JPEG',
  chooseImage: 'Choose an image',
  changeImage: 'Choose another image',
  imageUploadedTitle: 'Image uploaded',
  imageWrongType: 'Please choose a PNG or JPEG image.',
  scale: 'Image scale',
  position: 'Position',
  positions: [
    { value: 'center', label: 'Center' },
    { value: 'top-left', label: 'Top left' },
    { value: 'top-right', label: 'Top right' },
    { value: 'bottom-left', label: 'Bottom left' },
    { value: 'bottom-right', label: 'Bottom right' },
    { value: 'tiled', label: 'Tiled (repeated over the page)' },
  ],
  opacity: 'Opacity',
  rotation: 'Rotation',
  layer: 'Layer',
  layers: [{ value: 'above', label: 'Above the content' }, { value: 'below', label: 'Below the content' }],
} as const;

export const watermarkGuide: GuideContent = {
  heading: 'How to add a watermark to a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop your PDF on the upload area, choose it with the file picker, or paste it. To do several PDFs at once, choose them together or add more: every file gets the same settings.',
        'On the Text Watermark tab, write the text and pick its font, colour and size; or, on the Image Watermark tab, choose a PNG or JPEG image (a logo, a signature, a stamp) and its scale.',
        'Choose the position (the centre, a corner, or tiled over the whole page), the opacity, the rotation, whether it goes above or below the page content, and which pages get it. The preview shows the first watermarked page of your document (of the first one, with several) exactly as it will come out.',
        'Press “Add Watermark”. A progress bar counts the pages of each file; Cancel stops the job (with several files, one file or all of them).',
        'Download the watermarked PDF; with several files, download each one or all of them in one ZIP.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        'The watermark drawn into each chosen page, see-through as you set it. Text is drawn in an embedded font, so it looks the same in every viewer and stays searchable.',
        '“Below the content” really puts the watermark underneath: the page’s own text and pictures cover it. On scanned pages, which are one big picture, a watermark below is hidden, so keep it above.',
        'Page sizes, rotations, links, bookmarks and form fields stay as they were; on turned pages the watermark is placed as you see the page.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio adds the watermark inside your browser, in a background worker on your own device. Your PDF and your image are never uploaded or stored anywhere, and once the app is loaded it works without an internet connection.',
    },
    {
      heading: 'Tips',
      items: [
        'Rotation turns the watermark counter-clockwise; 45 gives the classic diagonal stamp, negative values turn it the other way.',
        'Image scale 100 % is the image’s natural size (96 pixels per inch), made smaller if it would not fit on the page.',
        'Text in Greek, Cyrillic, Devanagari and other scripts works: letters the chosen font lacks are drawn with Noto Sans. Characters no bundled font has (for example Chinese) are left out, and the preview says which.',
        'Corner positions keep half an inch from the page edges.',
      ],
    },
  ],
  faq: [
    {
      question: 'Is my PDF uploaded to a server?',
      answer: 'No. The watermark is added on your device, in your browser. Nothing is sent anywhere, which is why it also works offline.',
    },
    {
      question: 'Can someone remove the watermark?',
      answer: 'It is drawn into the page content, not added as a removable comment, but anyone with a PDF editor can still edit page content. A watermark discourages copying; it does not lock the document.',
    },
    {
      question: 'Can I watermark only some pages?',
      answer: 'Yes. Choose “Only these pages” and type them, for example 1-3, 7; or choose “Skip the first page”.',
    },
  ],
};
