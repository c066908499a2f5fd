// The words for the engines' notices, with the screen's own verb: 'Folio repaired it before merging'.
import type { JobNotice, RestrictedAction } from '../contract/notices';
import { joinWords } from '../contract/join-words';

const restrictionWords: Record<RestrictedAction, string> = {
  print: 'printing',
  copy: 'copying text and images',
  edit: 'editing',
  annotate: 'adding comments',
  form: 'filling in forms',
  assemble: 'inserting or removing pages',
};

/** `verb`: what the screen does, as in 'before merging'. */
export function describeNotice(notice: JobNotice, verb: string): string {
  if (notice.kind === 'repaired') return `${notice.fileName} was damaged; Folio repaired it before ${verb}.`;
  if (notice.kind === 'pages-skipped') {
    const pages = notice.pages ?? [];
    return `${pages.length === 1 ? 'Page' : 'Pages'} ${joinWords(pages.map(String))} of ${notice.fileName} could not be read and ${pages.length === 1 ? 'was' : 'were'} left out; the other pages were converted.`;
  }
  if (notice.kind === 'characters-not-drawn') {
    const characters = notice.characters ?? [];
    return `${characters.join(' ')}: ${characters.length === 1 ? 'this character has' : 'these characters have'} no font in Folio and ${characters.length === 1 ? 'was' : 'were'} left out of the text written on ${notice.fileName}.`;
  }
  if (notice.kind === 'signatures-kept') {
    return `${notice.fileName} is digitally signed. Your changes were added as a new save after the signed version, so ${notice.count === 1 ? 'its signature stays' : `its ${notice.count} signatures stay`} valid; readers show what was added after signing.`;
  }
  if (notice.kind === 'signatures-ended') {
    return `${notice.fileName} was digitally signed. Redaction, flattening, page changes and removing metadata rewrite the file, so ${notice.count === 1 ? 'its signature is' : `its ${notice.count} signatures are`} no longer valid in the result.`;
  }
  if (notice.kind === 'certification-changed') {
    return `${notice.fileName} is certified by its author against such changes: readers will report that it was changed after it was certified.`;
  }
  if (notice.kind === 'password-removed') {
    return `${notice.fileName} was opened on this device with the password you gave. The result is not encrypted: protect it again with Protect PDF if it needs a password.`;
  }
  const what = notice.restrictions?.length ? ` against ${joinWords(notice.restrictions.map((action) => restrictionWords[action]))}` : '';
  return `${notice.fileName} was protected by its author${what}. It opens without a password, so Folio could read it; the result is not encrypted and carries no such restrictions.`;
}
