// What every Convert from PDF engine answers (images, data, Word, PowerPoint, Excel): its files,
// named after the input, and the pages it could not convert. The handlers store the files as results.

export interface ConvertedFile {
  filename: string;
  /** A Blob, typed for the download: a long conversion is written into it piece by piece. */
  blob: Blob;
  /** How many pages of the PDF it holds. */
  pages: number;
}

export interface ConvertedFiles {
  files: ConvertedFile[];
  /** Pages (1-based) that failed to render or read; the others were converted. */
  failedPages: number[];
}
