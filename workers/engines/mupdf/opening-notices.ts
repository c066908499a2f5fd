import { addJobNotice } from '../../runtime/job-notices';
import type { MupdfPdf } from './open-mupdf';

/**
 * Tells the person what opening the file did to the file a tool writes from it: MuPDF repaired it,
 * and, when the result is written without any protection, the password it was opened with or its
 * author's restrictions are gone (a tool that encrypts the result anew, like Protect, says neither).
 */
export function reportOpening(fileName: string, pdf: MupdfPdf, { protectionRemoved }: { protectionRemoved: boolean }): void {
  if (pdf.repaired) addJobNotice({ kind: 'repaired', fileName });
  if (!protectionRemoved) return;
  if (pdf.decrypted) addJobNotice({ kind: 'password-removed', fileName });
  if (pdf.restrictions.length > 0) addJobNotice({ kind: 'restrictions-removed', fileName, restrictions: pdf.restrictions });
}
