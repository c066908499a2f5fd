// The words of the Convert from PDF screen that every tab shares: the tab bar, the data selector,
// the notice of a tab not built yet, and the guide. Each panel keeps its own words in its folder.
import type { GuideContent } from '../../components/ToolGuide';

export const tabListLabel = 'Convert to';
export const dataSelectorLabel = 'Or export data as';
export const dataStepFormatLabel = 'Data format';
export const dataFormatLabels: Record<string, string> = {
  base64: 'Base64', raw: 'Raw text', layout: 'Text with layout', json: 'JSON', xml: 'XML', yaml: 'YAML',
};
export const buildingNotice = 'This conversion is being built and is not available yet. Every other tool that is ready works right now, on your device.';

export const convertGuide: GuideContent = {
  heading: 'How to convert a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Choose what to make: Images, Word, PowerPoint or Excel with the tabs, or a data format with the selector.',
        'Drop your PDFs on the upload area or choose them with the file picker: several at once are each converted on their own.',
        'Pick the settings and the pages to convert (all of them, or ranges such as 1-3, 5, 8-end).',
        'Press Convert, follow each file’s progress page by page (Cancel stops it), then download the results one by one, or all of them, of every file, as one ZIP.',
      ],
    },
    {
      heading: 'Images',
      items: [
        'One image per page in JPG, PNG, TIFF or PSD, at 72, 150 or 300 dpi, in colour, greyscale or black and white; JPG with the quality you choose.',
        'TIFF can also be one multi-page file with a frame per page. PSD files open in image editors with the page as a named layer.',
        'More than 20 pages come as one ZIP, written page by page so long documents do not fill your memory.',
      ],
    },
    {
      heading: 'Office files',
      items: [
        'Word: the text reflowed into real paragraphs with headings, bold, italic and underline, page breaks between pages, and the page size and margins of the PDF.',
        'PowerPoint: one slide per page, the page’s drawing as the background and its text as editable text boxes.',
        'Excel: the tables found on the pages, one sheet per table, numbers, percentages and dates stored as values; the rest of the text on its own sheet.',
      ],
    },
    {
      heading: 'Data',
      items: [
        'Base64: the file encoded as text, optionally as a data: URI.',
        'Raw text: the text in reading order, pages separated by form feeds, like pdftotext.',
        'JSON, XML and YAML: the same document in three notations, described by one schema (pdf-data.schema.json): metadata, outline, page labels, form fields, and for each page its size, rotation, text and its blocks and lines with position, font, size and style.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio converts your PDF inside your browser, on your own device. The file is never uploaded, nothing is stored on a server, and once the app is loaded it works offline.',
    },
  ],
  faq: [
    { question: 'Does it work with scanned PDFs?', answer: 'Images work with any PDF. Word, PowerPoint, Excel and the text formats need a text layer: run OCR on a scan first.' },
    { question: 'What if one page cannot be read?', answer: 'That page is left out and named in a notice; the other pages are converted.' },
    { question: 'Does it work with password-protected PDFs?', answer: 'Yes: enter the password on the file’s card. It opens the file on your device for this conversion only, and is never stored.' },
  ],
};
