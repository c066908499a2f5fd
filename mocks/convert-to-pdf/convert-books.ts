import { bookToPdfOperation, type BookSettings, type BookType } from '../../src/contract/book-to-pdf';
import type { ConvertAnswer, ConvertResultItem } from '../../src/contract/convert-to-pdf';
import type { LocalEngines } from '../local-engines';
import type { RouteJob } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';

/**
 * E-books and comics: MuPDF in the document worker makes one PDF of them (combine) or one each.
 * What was left out (a file, characters without a font, references to other sites) is said on the first item.
 */
export async function convertBooks(engines: LocalEngines, job: RouteJob<{ type: BookType } & BookSettings>): Promise<ConvertAnswer> {
  const { outputs, facts } = await runTool(engines, bookToPdfOperation, job);
  const items: ConvertResultItem[] = await storedItems(outputs);
  const skipped = facts.failures.map(({ fileIndex, code, message }) => ({ fileName: job.files[fileIndex].name, code, message }));
  items[0] = {
    ...items[0],
    ...(skipped.length > 0 ? { skipped } : {}),
    ...(facts.charactersNotDrawn.length > 0 ? { charactersNotDrawn: facts.charactersNotDrawn } : {}),
    ...(facts.remoteReferencesLeftOut > 0 ? { remoteReferencesLeftOut: facts.remoteReferencesLeftOut } : {}),
  };
  return items;
}
