/** A result's name follows its input's: ('report.pdf', 'compressed') → 'report-compressed.pdf'. */
export function outputFilename(inputName: string, suffix: string, extension = 'pdf'): string {
  const base = inputName.replace(/\.[^./\\]+$/, '') || 'document';
  return `${base}-${suffix}.${extension}`;
}
