// What a tool accepts, written once: the spec's limits (first document §9, second document §9) and
// its type-matching rule. Screens check picks with these; handlers check requests with the same.
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

export interface UploadRules {
  accept: string[];
  maxFiles: number;
  maxSizeMb: number;
  /**
   * Said once for all files of the wrong type instead of one 'is not a supported file type' per
   * file, where the spec words it so (background remover: 'Some files were skipped because they are not images.').
   */
  wrongTypeMessage?: string;
}

/** Spec, second document §5 and §9: a PDF tool's file is a PDF of up to 100 MB. */
export const PDF_FILE_RULES = { accept: PDF_ACCEPT, maxSizeMb: PDF_TOOL_MAX_SIZE_MB };

/** Spec, second document §5 and §9: PDF tools take one PDF of up to 100 MB. */
export const ONE_PDF: UploadRules = { ...PDF_FILE_RULES, maxFiles: 1 };

/**
 * A tool that works on each PDF alone takes several at once, each run on its own: up to the upload
 * widget's default per pick (spec, first document §9), more by adding.
 */
export const PDF_BATCH: UploadRules = { ...PDF_FILE_RULES, maxFiles: DEFAULT_MAX_FILES };

/**
 * The spec's type-matching rule (first document §5): an entry beginning with a dot matches the
 * end of the file name; an entry with a wildcard matches the type prefix; any other entry must
 * equal the type exactly.
 */
export function matchesAccept(file: { name: string; type: string }, accept: string[]): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.includes('*')) return type.startsWith(rule.slice(0, rule.indexOf('*')));
    return type === rule;
  });
}
