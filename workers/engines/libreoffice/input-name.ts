// The name a file is given inside LibreOffice's file system. LibreOffice prints it (spreadsheet
// headers and footers show "Sheet1 / budget.xlsx"), so it is the user's own name, made safe as one
// path segment.

/** Longest stem kept: LibreOffice's file system takes longer names, but headers have no room for them. */
const MAX_STEM = 120;

/** The file's name without its extension, with path separators, control and URL-special characters replaced. */
export function inputStem(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const safe = stem.replace(/[\u0000-\u001f\u007f/\\:*?"<>|%#]/g, '_').trim().slice(0, MAX_STEM);
  return safe.length > 0 && safe !== '.' && safe !== '..' ? safe : 'document';
}
