// The screen's tabs and the query's `type` values they stand for (spec, second document: Images,
// Word, PowerPoint, Excel, with PDF/A and OCR from their own issue; the data formats have a selector
// and no tab of their own). A tab's body is the panel in the folder named by its id.

export interface ConvertTab {
  id: string;
  label: string;
  /** The `type` values it shows; the first is the one a click on the tab opens. */
  types: string[];
}

export const tabs: ConvertTab[] = [
  { id: 'images', label: 'Images', types: ['jpg', 'png', 'tiff', 'psd', 'webp', 'avif', 'svg'] },
  { id: 'word', label: 'Word', types: ['word'] },
  { id: 'powerpoint', label: 'PowerPoint', types: ['powerpoint'] },
  { id: 'excel', label: 'Excel', types: ['excel'] },
  { id: 'markdown', label: 'Markdown', types: ['markdown'] },
  { id: 'csv', label: 'CSV', types: ['csv'] },
  { id: 'html', label: 'HTML', types: ['html'] },
  { id: 'pdfa', label: 'PDF/A', types: ['pdfa'] },
  { id: 'ocr', label: 'OCR', types: ['ocr'] },
];

/** The data formats' selector: base64 first, the default. */
export const dataTab: ConvertTab = { id: 'data', label: 'Data', types: ['base64', 'raw', 'layout', 'json', 'xml', 'yaml'] };

/** The tab that shows a `type` value; the Images tab for a value none shows. */
export function tabOfType(type: string | undefined): ConvertTab {
  return [...tabs, dataTab].find((tab) => tab.types.includes(type ?? '')) ?? tabs[0];
}
