// Upload limits from the spec (first document §9, second document §9).
export const MB = 1024 * 1024;
export const DEFAULT_MAX_FILES = 10;
export const DEFAULT_MAX_SIZE_MB = 50;
export const PDF_TOOL_MAX_SIZE_MB = 100;

/** Spec, first document §5: pdf, images, doc, docx, ppt, pptx, xls, xlsx, html. */
export const DEFAULT_ACCEPT = [
  '.pdf', 'application/pdf', 'image/*', '.doc', '.docx', '.ppt', '.pptx', '.xls', '.xlsx', '.html', '.htm',
];
export const PDF_ACCEPT = ['.pdf', 'application/pdf'];
/** Spec, second document §5 and §9: the background remover's image types. */
export const PHOTO_ACCEPT = ['image/jpeg', 'image/png', 'image/jpg', 'image/webp'];
