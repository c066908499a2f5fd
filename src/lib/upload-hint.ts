import type { UploadRules } from '../contract/upload-rules';

// How each accepted type is named to people; `image/*` is named only when nothing narrower is given.
const typeNames: Record<string, string> = {
  '.pdf': 'PDF', 'application/pdf': 'PDF',
  '.jpg': 'JPG', '.jpeg': 'JPG', 'image/jpeg': 'JPG', 'image/jpg': 'JPG',
  '.png': 'PNG', 'image/png': 'PNG', 'image/webp': 'WebP', '.webp': 'WebP',
  '.gif': 'GIF', '.bmp': 'BMP', '.tiff': 'TIFF', '.tif': 'TIFF',
  '.html': 'HTML', '.htm': 'HTML',
};
const imageNames = new Set(['JPG', 'PNG', 'WebP', 'GIF', 'BMP', 'TIFF']);

function typeNamesOf(accept: string[]): string[] {
  const names = accept.map((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule === 'image/*') return '';
    return typeNames[rule] ?? rule.replace(/^\./, '').replace(/^.*\//, '').toUpperCase();
  }).filter(Boolean);
  const unique = [...new Set(names)];
  if (accept.includes('image/*') && !unique.some((name) => imageNames.has(name))) unique.push('image');
  return unique;
}

function joinWithOr(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/**
 * The upload area's hint, made from the tool's rules so that no text states a limit again:
 * 'One PDF file, up to 100 MB', 'PDF files only, up to 100 MB each', 'One JPG, PNG or WebP image, up to 50 MB'.
 */
export function describeUploadRules({ accept, maxFiles, maxSizeMb }: UploadRules): string {
  const names = typeNamesOf(accept);
  const allImages = names.every((name) => imageNames.has(name) || name === 'image');
  const noun = allImages ? 'image' : 'file';
  const types = joinWithOr(names.filter((name) => name !== 'image'));
  const kind = types ? `${types} ${noun}` : noun;
  if (maxFiles === 1) return `One ${kind}, up to ${maxSizeMb} MB`;
  return `${kind}s only, up to ${maxSizeMb} MB each`;
}
