// The words for engine notices, with the tool's own verb: 'Folio repaired it before merging'.
import type { JobNotice } from '../workers/engines/job-notices';

const verbs: Record<string, string> = {
  'merge-pdf': 'merging',
  'split-pdf': 'splitting',
  'compress-pdf': 'compressing',
  'optimize-pdf': 'optimizing',
  'organize-pdf': 'organizing',
  'remove-pages': 'removing pages',
  'extract-pages': 'extracting pages',
  'add-page-numbers': 'adding page numbers',
  'add-watermark': 'adding the watermark',
  'convert-from-pdf': 'converting',
  'edit-pdf': 'editing',
};

/** The verb for a call, from its path: /api/merge-pdf → 'merging'. */
export function toolVerb(url: string): string {
  const call = new URL(url).pathname.replace(/^\/api\//, '');
  return verbs[call] ?? 'processing';
}

export function noticeText(notice: JobNotice, verb: string): string {
  if (notice.kind === 'repaired') return `${notice.fileName} was damaged; Folio repaired it before ${verb}.`;
  const what = notice.restrictions?.length ? ` against ${joinWords(notice.restrictions)}` : '';
  return `${notice.fileName} was protected by its author${what}. It opens without a password, so Folio could read it; the result is not encrypted and carries no such restrictions.`;
}

function joinWords(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
