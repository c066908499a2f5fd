import { useState } from 'react';
import { callApi } from '../../api/call-api';
import { FIND_MODES, findTextCall, type FindMode, type FindTextAnswer, type TextMatch } from '../../contract/find-text';
import type { EditItem } from '../../contract/edit-pdf';
import { editorTexts } from './texts';

const text = editorTexts.find;

interface TextSearchProps {
  file: File;
  /** What marking the matches makes: redaction areas or highlights. */
  makeItem: (match: TextMatch) => EditItem;
  markLabel: (count: number) => string;
  onMark: (items: EditItem[]) => void;
  onShowPage: (page: number) => void;
}

/** Search the file's text for words or patterns, review the matches, then mark them all (redact or highlight). */
export function TextSearch({ file, makeItem, markLabel, onMark, onShowPage }: TextSearchProps) {
  const [mode, setMode] = useState<FindMode>('words');
  const [words, setWords] = useState('');
  const [state, setState] = useState<{ status: 'idle' | 'searching' } | { status: 'done'; answer: FindTextAnswer } | { status: 'failed'; message: string }>({ status: 'idle' });
  const search = async () => {
    setState({ status: 'searching' });
    try {
      const { answer } = await callApi(findTextCall, [file], { mode, text: words });
      setState({ status: 'done', answer });
    } catch (error) {
      setState({ status: 'failed', message: (error as Error).message });
    }
  };
  const matches = state.status === 'done' ? state.answer.matches : [];
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid="text-search">
      <label className="block text-sm font-medium text-slate-700">{text.mode}
        <select className="mt-1 w-full rounded-lg border border-slate-300 p-2" value={mode} onChange={(event) => setMode(event.target.value as FindMode)}>
          {FIND_MODES.map((option) => <option key={option} value={option}>{text.modes[option]}</option>)}
        </select>
      </label>
      {mode === 'words' && (
        <label className="block text-sm font-medium text-slate-700">{text.text}
          <input className="mt-1 w-full rounded-lg border border-slate-300 p-2" value={words} onChange={(event) => setWords(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && void search()} />
        </label>
      )}
      <button type="button" className="btn-secondary w-full justify-center" onClick={() => void search()} disabled={state.status === 'searching' || (mode === 'words' && words.trim() === '')}>
        {state.status === 'searching' ? text.searching : text.action}
      </button>
      {state.status === 'failed' && <p role="alert" className="text-sm text-red-700">{state.message}</p>}
      {state.status === 'done' && (
        <div className="space-y-2">
          <p className="text-sm text-slate-700" data-testid="match-count">{matches.length === 0 ? text.none : text.found(matches.length, state.answer.truncated)}</p>
          <ul className="max-h-40 space-y-1 overflow-auto text-sm">
            {matches.slice(0, 200).map((match, index) => (
              <li key={index}><button type="button" className="text-left text-purple-700 hover:underline" onClick={() => onShowPage(match.page)}>{text.onPage(match.page, match.text)}</button></li>
            ))}
          </ul>
          {matches.length > 0 && (
            <button type="button" className="btn-primary w-full justify-center" onClick={() => {
              onMark(matches.map(makeItem));
              setState({ status: 'idle' });
            }}>
              {markLabel(matches.length)}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
