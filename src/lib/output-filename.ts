/** A result's name follows its input's: ('report.pdf', 'compressed') → 'report-compressed.pdf'. */
export function outputFilename(inputName: string, suffix: string, extension = 'pdf'): string {
  return `${fileStem(inputName)}-${suffix}.${extension}`;
}

/** The name without its extension, the stem every output name starts with ('report.pdf' → 'report'). */
export function fileStem(inputName: string): string {
  return inputName.replace(/\.[^./\\]+$/, '') || 'document';
}
