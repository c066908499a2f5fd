import { JOB_NOTICE_KINDS, NOTICES_HEADER, type JobNotice, type RestrictedAction } from '../contract/notices';

/** The notices header: URI-encoded JSON, a list of facts; anything malformed is left out. */
export function readNotices(response: Response): JobNotice[] {
  const header = response.headers.get(NOTICES_HEADER);
  if (!header) return [];
  try {
    const notices: unknown = JSON.parse(decodeURIComponent(header));
    return Array.isArray(notices) ? notices.filter(isJobNotice) : [];
  } catch {
    return [];
  }
}

const restrictedActions: RestrictedAction[] = ['print', 'copy', 'edit', 'annotate', 'form', 'assemble'];

function isJobNotice(value: unknown): value is JobNotice {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, fileName, restrictions, pages, characters, count } = value as Record<string, unknown>;
  return JOB_NOTICE_KINDS.includes(kind as JobNotice['kind']) && typeof fileName === 'string'
    && (characters === undefined || (Array.isArray(characters) && characters.every((character) => typeof character === 'string')))
    && (count === undefined || Number.isInteger(count))
    && (restrictions === undefined || (Array.isArray(restrictions) && restrictions.every((action) => restrictedActions.includes(action))))
    && (pages === undefined || (Array.isArray(pages) && pages.every((page) => Number.isInteger(page))));
}
