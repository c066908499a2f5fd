import { useState } from 'react';
import { pageTextOf } from '../../api/page-text';
import { MAX_TEXT_EDITS, type TextEdit } from '../../contract/edit-pdf';
import type { PageTextLine } from '../../contract/page-text';
import { findMatches, patternOf, replacementChanges, type FindResult, type ReplaceQuery } from './find-replace';
import { editorTexts } from './texts';

const text = editorTexts.findReplace;
const SHOWN_MATCHES = 200;

interface FindReplaceProps {
  file: File;
  /** The pages in the order they will be saved. */
  pages: number[];
  changes: TextEdit[];
  onReplace: (edits: TextEdit[]) => void;
  onShowPage: (page: number) => void;
}

type State =
  | { status: 'idle' }
  | { status: 'reading'; done: number }
  /** Found on the text as it was then: a text change made since makes the list stale, and it is not shown. */
  | { status: 'found'; result: FindResult; query: ReplaceQuery; changes: TextEdit[] }
  | { status: 'replaced'; count: number }
  | { status: 'failed'; message: string };

/** Find and replace across the document: every match shown before anything is replaced, then all replaced as one step. */
export function FindReplace({ file, pages, changes, onReplace, onShowPage }: FindReplaceProps) {
  const [query, setQuery] = useState<ReplaceQuery>({ find: '', replace: '', wholeWords: false, matchCase: false, regex: false });
  const [state, setState] = useState<State>({ status: 'idle' });
  const pattern = patternOf(query);
  const invalid = 'error' in pattern && query.find !== '' ? pattern.error : undefined;
  const set = (changesToQuery: Partial<ReplaceQuery>) => {
    setQuery((current) => ({ ...current, ...changesToQuery }));
    setState({ status: 'idle' });
  };
  const search = async () => {
    if ('error' in pattern) return;
    const read: Array<{ page: number; lines: PageTextLine[] }> = [];
    try {
      for (const [index, page] of pages.entries()) {
        setState({ status: 'reading', done: index });
        read.push({ page, lines: (await pageTextOf(file, page)).lines });
      }
      setState({ status: 'found', result: findMatches(read, changes, pattern, query), query, changes });
    } catch (error) {
      setState({ status: 'failed', message: (error as Error).message });
    }
  };
  const found = state.status === 'found' && state.changes === changes ? state.result : undefined;
  const tooMany = found !== undefined && new Set(found.matches.map((match) => `${match.page}:${match.line.index}`)).size > MAX_TEXT_EDITS;
  const box = 'size-4 rounded border-slate-300';
  return (
    <section className="space-y-2 rounded-lg border border-slate-200 p-3" aria-label={text.title} data-testid="find-replace">
      <h3 className="text-sm font-semibold text-slate-800">{text.title}</h3>
      <label className="block text-sm font-medium text-slate-700">{text.find}
        <input className="mt-1 w-full rounded-lg border border-slate-300 p-2" value={query.find} onChange={(event) => set({ find: event.target.value })}
          onKeyDown={(event) => event.key === 'Enter' && void search()} />
      </label>
      <label className="block text-sm font-medium text-slate-700">{text.replace}
        <input className="mt-1 w-full rounded-lg border border-slate-300 p-2" value={query.replace} onChange={(event) => set({ replace: event.target.value })} />
      </label>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <label className="flex items-center gap-1.5"><input type="checkbox" className={box} checked={query.wholeWords} onChange={(event) => set({ wholeWords: event.target.checked })} /> {text.wholeWords}</label>
        <label className="flex items-center gap-1.5"><input type="checkbox" className={box} checked={query.matchCase} onChange={(event) => set({ matchCase: event.target.checked })} /> {text.matchCase}</label>
        <label className="flex items-center gap-1.5"><input type="checkbox" className={box} checked={query.regex} onChange={(event) => set({ regex: event.target.checked })} /> {text.regex}</label>
      </div>
      {invalid && <p role="alert" className="text-sm text-red-700">{text.invalid(invalid)}</p>}
      <button type="button" className="btn-secondary w-full justify-center" disabled={query.find === '' || Boolean(invalid) || state.status === 'reading'} onClick={() => void search()}>
        {text.search}
      </button>
      <div aria-live="polite" className="space-y-2 text-sm text-slate-700">
        {state.status === 'reading' && <p>{text.reading(state.done + 1, pages.length)}</p>}
        {state.status === 'failed' && <p role="alert" className="text-red-700">{state.message}</p>}
        {state.status === 'replaced' && <p data-testid="replace-done">{text.replaced(state.count)}</p>}
        {found && (
          <>
            <p data-testid="find-count">{found.matches.length === 0 ? text.none : text.found(found.matches.length)}</p>
            {found.skipped > 0 && <p className="text-slate-500">{text.skipped(found.skipped)}</p>}
            {found.matches.length > 0 && (
              <>
                <ol className="max-h-64 space-y-1 overflow-auto" data-testid="find-matches">
                  {found.matches.slice(0, SHOWN_MATCHES).map((match) => (
                    <li key={`${match.page}-${match.line.index}-${match.start}`}>
                      <button type="button" className="w-full rounded p-1 text-left hover:bg-slate-100" onClick={() => onShowPage(match.page)}>
                        <span className="font-medium">{text.onPage(match.page)}: </span>
                        {contextBefore(match.lineText, match.start)}
                        <del className="bg-red-50 text-red-800">{match.text}</del>
                        <ins className="bg-green-50 text-green-800 no-underline">{match.replacement}</ins>
                        {contextAfter(match.lineText, match.end)}
                      </button>
                    </li>
                  ))}
                </ol>
                {tooMany && <p role="alert" className="text-red-700">{text.tooMany(MAX_TEXT_EDITS)}</p>}
                <button type="button" className="btn-primary w-full justify-center" disabled={tooMany} onClick={() => {
                  onReplace(replacementChanges(found.matches, changes));
                  setState({ status: 'replaced', count: found.matches.length });
                }}>
                  {text.replaceAll(found.matches.length)}
                </button>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}

const contextBefore = (line: string, start: number) => (start > 24 ? `…${line.slice(start - 24, start)}` : line.slice(0, start));
const contextAfter = (line: string, end: number) => (line.length - end > 24 ? `${line.slice(end, end + 24)}…` : line.slice(end));
