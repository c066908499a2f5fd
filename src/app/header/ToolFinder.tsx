import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Search } from 'lucide-react';
import { tools } from '../../tools/registry';

/**
 * Tools matching every word of the query; a match in the name ranks above one in the description or the
 * card's other words for it ('imposition' finds Booklet).
 */
export function findTools(query: string) {
  const phrase = query.trim().toLowerCase();
  const words = phrase.split(/\s+/).filter(Boolean);
  const score = (tool: (typeof tools)[number]) => {
    const name = tool.name.toLowerCase();
    const text = [name, tool.description, ...(tool.keywords ?? [])].join(' ').toLowerCase();
    if (!words.every((word) => text.includes(word))) return 0;
    if (name.startsWith(phrase)) return 4;
    if (name.includes(phrase)) return 3;
    return words.every((word) => name.includes(word)) ? 2 : 1;
  };
  return tools
    .map((tool) => ({ tool, score: score(tool) }))
    .filter(({ score: value }) => value > 0)
    .sort((a, b) => b.score - a.score)
    .map(({ tool }) => tool);
}

/** Large screens: a search button (and Ctrl+K) opening a tool finder. Type to filter, Enter to open. */
export function ToolFinder() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const found = useMemo(() => findTools(query), [query]);

  const open = useCallback(() => {
    setQuery('');
    setActive(0);
    dialog.current?.showModal();
  }, []);
  const choose = (index: number) => {
    const tool = found[index];
    if (!tool) return;
    dialog.current?.close();
    navigate(tool.href);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button type="button" onClick={open} className="btn-ghost hidden lg:inline-flex" aria-keyshortcuts="Control+K">
        <Search className="size-4" aria-hidden /> <span className="text-sm">Search tools</span>
        <kbd className="rounded border border-slate-300 px-1 text-xs text-slate-500" aria-hidden>Ctrl K</kbd>
      </button>
      <dialog
        ref={dialog}
        aria-label="Find a tool"
        className="m-auto w-[min(36rem,92vw)] rounded-2xl p-0 shadow-2xl backdrop:bg-black/40"
        onClick={(event) => event.target === dialog.current && dialog.current?.close()}
      >
        <div className="border-b border-slate-200 p-3">
          <input
            autoFocus
            type="search"
            value={query}
            placeholder="Find a tool…"
            aria-label="Find a tool"
            aria-controls="tool-finder-results"
            aria-activedescendant={found[active] ? `finder-${found[active].id}` : undefined}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 outline-none focus:border-red-500"
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                // Closing returns focus to the search button; without this, the same Enter would press it.
                event.preventDefault();
                choose(active);
              }
              if (event.key === 'ArrowDown') setActive((value) => Math.min(found.length - 1, value + 1));
              if (event.key === 'ArrowUp') setActive((value) => Math.max(0, value - 1));
            }}
          />
        </div>
        <ul id="tool-finder-results" role="listbox" aria-label="Tools" className="max-h-80 overflow-y-auto p-2">
          {found.map((tool, index) => (
            <li
              key={tool.id}
              id={`finder-${tool.id}`}
              role="option"
              aria-selected={index === active}
              className={`cursor-pointer rounded-lg px-3 py-2 ${index === active ? 'bg-red-50' : ''}`}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(index)}
            >
              <span className="block font-medium text-slate-900">{tool.name}</span>
              <span className="block text-sm text-slate-500">{tool.description}</span>
            </li>
          ))}
        </ul>
        {found.length === 0 && <p className="px-5 pb-4 text-slate-500" role="status">No tool matches “{query}”.</p>}
      </dialog>
    </>
  );
}
