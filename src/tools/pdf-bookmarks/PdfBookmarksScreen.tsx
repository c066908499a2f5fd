import { useEffect, useMemo, useRef, useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ChosenFiles } from '../../components/ChosenFiles';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { DownloadCard } from '../../components/DownloadCard';
import { PageGrid, type GridPage } from '../../components/PageGrid';
import { FileAnswerStatus } from '../../components/FileAnswerStatus';
import { useFileListTool } from '../../components/use-file-list-tool';
import { useBatch } from '../../components/use-batch';
import { useFileAnswer } from '../../components/use-file-answer';
import { callApi } from '../../api/call-api';
import { toast } from '../../state/toast-store';
import { saveBlob } from '../../lib/save-blob';
import { fileStem } from '../../contract/output-names';
import { SettingsError } from '../../contract/setting-values';
import {
  bookmarksFile, checkBookmarks, headingBookmarksCall, type BookmarkNode, parseBookmarksFile, readBookmarksCall, saveBookmarksCall,
} from '../../contract/pdf-bookmarks';
import type { ToolScreenProps } from '../tool-definition';
import { BookmarkStyle } from './BookmarkStyle';
import { BookmarkTree } from './BookmarkTree';
import { insertAfter, rowsOfTree, treeOfRows, type BookmarkRow } from './bookmark-rows';
import { bookmarksGuide, bookmarksTexts as text } from './texts';

/** Why the bookmarks cannot be saved as they are (the contract's words), or nothing. */
function treeProblem(bookmarks: BookmarkNode[], pageCount: number): string | undefined {
  try {
    checkBookmarks(bookmarks, pageCount);
    return undefined;
  } catch (error) {
    if (error instanceof SettingsError) return error.message;
    throw error;
  }
}

export default function PdfBookmarksScreen({ tool }: ToolScreenProps) {
  const rules = tool.upload!;
  const { files, append, removeById, fileErrors } = useFileListTool(rules, { announce: { title: 'PDF uploaded', description: text.uploaded } });
  const file = files[0]?.file;
  const answer = useFileAnswer(readBookmarksCall, file);
  const read = answer?.status === 'read' ? answer.answer : undefined;
  const [rows, setRows] = useState<BookmarkRow[]>([]);
  const [selectedId, setSelectedId] = useState<number>();
  const [note, setNote] = useState<{ text: string; problem?: boolean }>();
  const [findingHeadings, setFindingHeadings] = useState(false);
  const importInput = useRef<HTMLInputElement>(null);
  // A file starts from its own bookmarks, once: the reading is asked again when a password is typed
  // on its card, and must not undo the edits.
  const loadedFor = useRef<File | undefined>(undefined);
  useEffect(() => {
    if (!read || loadedFor.current === file) return;
    loadedFor.current = file;
    setRows(rowsOfTree(read.bookmarks));
    setSelectedId(undefined);
    setNote(undefined);
  }, [read, file]);

  const pageCount = read?.pageCount ?? 0;
  // The tree, its check and the job's key change only with the rows (10,000 bookmarks are a large JSON).
  const bookmarks = useMemo(() => treeOfRows(rows), [rows]);
  const bookmarksKey = useMemo(() => JSON.stringify(bookmarks), [bookmarks]);
  const problem = useMemo(() => (read ? treeProblem(bookmarks, pageCount) : undefined), [read, bookmarks, pageCount]);
  const selectedIndex = rows.findIndex((row) => row.id === selectedId);
  const selected = rows[selectedIndex];
  const replaceRows = (next: BookmarkRow[], message?: { text: string; problem?: boolean }) => {
    setRows(next);
    setSelectedId(next[0]?.id);
    setNote(message);
  };

  const batch = useBatch({
    jobs: file && read ? [{ key: `${files[0].id}:${bookmarksKey}`, label: text.jobLabel(file.name), files: [file] }] : [],
    run: (job, context) => callApi(saveBookmarksCall, job.files, { bookmarks }, context),
    verb: text.verb,
    onComplete: () => toast({ title: text.successTitle }),
  });

  const add = () => {
    const { rows: next, id } = insertAfter(rows, selectedIndex >= 0 ? selectedIndex : undefined, { title: text.newTitle, page: selected?.page ?? 1 });
    setRows(next);
    setSelectedId(id);
  };
  const fromHeadings = async () => {
    if (!file) return;
    setFindingHeadings(true);
    try {
      const { answer: found } = await callApi(headingBookmarksCall, [file], {});
      const made = rowsOfTree(found.bookmarks);
      if (made.length === 0) setNote({ text: text.noHeadings, problem: true });
      else replaceRows(made, { text: text.headingsMade(made.length) });
    } catch (error) {
      setNote({ text: text.headingsFailed(error instanceof Error ? error.message : String(error)), problem: true });
    } finally {
      setFindingHeadings(false);
    }
  };
  const exportJson = () => saveBlob(
    new Blob([JSON.stringify(bookmarksFile(bookmarks), null, 2)], { type: 'application/json' }),
    `${fileStem(file!.name)}-bookmarks.json`,
  );
  const importJson = async (chosen: File | undefined) => {
    if (!chosen) return;
    try {
      const imported = rowsOfTree(parseBookmarksFile(await chosen.text()));
      replaceRows(imported, { text: text.imported(imported.length) });
    } catch (error) {
      if (!(error instanceof SettingsError)) throw error;
      setNote({ text: text.importFailed(error.message), problem: true });
    }
  };

  const gridPages = useMemo<GridPage[]>(
    () => Array.from({ length: pageCount }, (_, index) => ({ id: String(index + 1), pageNumber: index + 1 })),
    [pageCount],
  );
  // The chosen bookmark's page is the grid's one marked tile; clicking another makes the bookmark lead there.
  const marked = useMemo(() => new Set(selected?.page ? [String(selected.page)] : []), [selected?.page]);
  const onMarkedChange = (next: Set<string>) => {
    const clicked = [...next].find((id) => !marked.has(id));
    if (clicked && selected) setRows(rows.map((row) => (row.id === selected.id ? { ...row, page: Number(clicked), uri: undefined } : row)));
  };
  const busy = batch.running || findingHeadings;
  const toolbarButton = 'rounded-lg border border-slate-300 bg-surface px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-50';

  return (
    <ToolPage title={tool.title} description={tool.description} guide={bookmarksGuide} relatedToolIds={tool.relatedCardIds}>
      {!file ? (
        <UploadWidget {...rules} onFiles={append} title={text.uploadTitle} />
      ) : (
        <div className="space-y-6">
          <ChosenFiles files={files} rules={rules} onAdd={append} onRemove={removeById} disabled={busy} errors={fileErrors} />
          <section className="space-y-3 rounded-2xl border border-slate-200 bg-surface p-3 shadow-sm sm:p-5" aria-labelledby="bookmarks-title">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="bookmarks-title" className="text-lg font-semibold text-slate-900">
                {text.treeTitle} {read && <span className="text-sm font-normal text-slate-500" data-testid="bookmark-count">({text.count(rows.length)})</span>}
              </h2>
              {read && (
                <div className="flex flex-wrap gap-2">
                  <button type="button" className={toolbarButton} onClick={add} disabled={busy}>{text.add}</button>
                  <button type="button" className={toolbarButton} onClick={() => void fromHeadings()} disabled={busy}>{findingHeadings ? text.findingHeadings : text.fromHeadings}</button>
                  <button type="button" className={toolbarButton} onClick={() => replaceRows(rowsOfTree(read.bookmarks))} disabled={busy}>{text.revert}</button>
                  <button type="button" className={toolbarButton} onClick={exportJson} disabled={busy || Boolean(problem)}>{text.exportJson}</button>
                  <button type="button" className={toolbarButton} onClick={() => importInput.current?.click()} disabled={busy}>{text.importJson}</button>
                  <input
                    ref={importInput} type="file" accept=".json,application/json" className="hidden" data-testid="import-bookmarks"
                    onChange={(event) => { void importJson(event.target.files?.[0]); event.target.value = ''; }}
                  />
                </div>
              )}
            </div>
            <FileAnswerStatus state={answer} reading={text.reading} failed={text.readFailed} />
            {note && <p className={`text-sm ${note.problem ? 'text-red-600' : 'text-slate-600'}`} role={note.problem ? 'alert' : 'status'} data-testid="bookmarks-note">{note.text}</p>}
            {read && rows.length === 0 && <p className="text-sm text-slate-600">{text.none}</p>}
            {read && rows.length > 0 && (
              <>
                <BookmarkTree rows={rows} onChange={setRows} selectedId={selectedId} onSelect={setSelectedId} pageCount={pageCount} disabled={busy} />
                <p className="text-xs text-slate-500">{text.keys}</p>
              </>
            )}
            {selected && (
              <BookmarkStyle row={selected} disabled={busy} onChange={(change) => setRows(rows.map((row) => (row.id === selected.id ? { ...row, ...change } : row)))} />
            )}
            {problem && <p className="text-sm text-red-600" role="alert" data-testid="bookmarks-problem">{problem}</p>}
          </section>
          <ProcessingWidget batch={batch} actionLabel={text.action} disabled={!read || Boolean(problem)} />
          {batch.results.length === 1 && <DownloadCard title={text.resultTitle} result={batch.results[0]} downloadLabel={text.download} />}
          {read && (
            <section aria-labelledby="bookmark-pages">
              <h2 id="bookmark-pages" className="mb-1 text-lg font-semibold text-slate-900">{text.pagesTitle}</h2>
              <p className="mb-3 text-sm text-slate-500">{text.pagesHint}</p>
              <PageGrid file={file} pages={gridPages} label={text.gridLabel(file.name)} selected={marked} onSelectedChange={onMarkedChange} disabled={busy} />
            </section>
          )}
        </div>
      )}
    </ToolPage>
  );
}
