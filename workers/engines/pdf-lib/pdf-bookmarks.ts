// The bookmarks editor's reading and writing: the outline as a tree, and the file with a new one.
import type { NoSettings } from '../../../src/contract/api-call';
import { onlyFile, pdfOutput, type EngineJob, type EngineResult, type NoFacts } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { outputFilename } from '../../../src/contract/output-names';
import {
  BOOKMARKS_SUFFIX, checkBookmarks, readBookmarksOperation, saveBookmarksOperation, type BookmarksAnswer, type BookmarksSettings,
} from '../../../src/contract/pdf-bookmarks';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import { implement } from '../../runtime/operations';
import { inlineNamedDestinations } from './named-destinations';
import { readOutlineTree, writeOutlineTree } from './outline-tree';
import { withPdf } from './with-pdf';
import { saveWithPdfLib } from '../pdf-lib-pace';

export const readBookmarks = implement(readBookmarksOperation, async (job: EngineJob<NoSettings>): Promise<EngineResult<BookmarksAnswer>> => {
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, async (document) => {
    inlineNamedDestinations(document);
    return { outputs: [], facts: { bookmarks: readOutlineTree(document), pageCount: document.getPageCount() } };
  });
});

/** The file with exactly these bookmarks (none: without an outline); pages past the file's end are refused. */
export const saveBookmarks = implement(saveBookmarksOperation, async (job: EngineJob<BookmarksSettings>): Promise<EngineResult<NoFacts>> => {
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, async (document) => {
    const bookmarks = withSettingsChecked(() => checkBookmarks(job.settings.bookmarks, document.getPageCount()));
    // The old outline goes whole; each bookmark leads straight to its page.
    writeOutlineTree(document, bookmarks);
    const bytes = await saveWithPdfLib(document, { useObjectStreams: true });
    return { outputs: [pdfOutput(outputFilename(file.name, BOOKMARKS_SUFFIX), bytes, document.getPageCount())], facts: {} };
  });
});
