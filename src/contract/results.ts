// The item every call answers: a stored file the screen can show and download. Calls that say more
// about their result (sizes, a report) extend it in their own contract module.
import type { JobNotice } from './notices';

export interface ResultItem {
  filename: string;
  url: string;
  size?: number;
  pages?: number;
  /** Things the user should know although the job succeeded, e.g. a damaged file repaired first. */
  notices?: JobNotice[];
}
