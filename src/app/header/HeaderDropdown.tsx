import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown } from 'lucide-react';
import type { Tool } from '../../tools/registry';

interface HeaderDropdownProps {
  label: string;
  tools: Tool[];
  /** Further tools under headings, after the first list (the all-tools panel's "More tools" groups). */
  groups?: { label: string; tools: Tool[] }[];
  /** The all-tools panel is a wide grid with descriptions. */
  wide?: boolean;
}

/** A disclosure menu of tool links: opens on click, closes on Escape, outside click or choice. */
export function HeaderDropdown({ label, tools, groups = [], wide = false }: HeaderDropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      // Tabbing out of the menu closes it, so it never covers what has the focus.
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="nav-link inline-flex items-center gap-1"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label} <ChevronDown className={`size-4 transition ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      {open && (
        <div
          id={panelId}
          className={`rounded-xl border border-slate-200 bg-surface p-3 shadow-xl ${
            // The wide panel is centred under the header, so it never runs off the screen's edge.
            wide
              ? 'fixed inset-x-0 top-16 mx-auto grid max-h-[75vh] w-[min(60rem,94vw)] grid-cols-3 gap-1 overflow-y-auto'
              : 'absolute left-0 top-full mt-2 w-64'
          }`}
        >
          <ul className={wide ? 'contents' : 'space-y-1'} aria-label={label}>
            {tools.map((tool) => <DropdownLink key={tool.id} tool={tool} wide={wide} onChoose={() => setOpen(false)} />)}
          </ul>
          {groups.map((group) => (
            <div key={group.label} className="contents">
              <h3 className="col-span-full mt-3 border-t border-slate-100 px-2 pt-3 text-xs font-bold uppercase tracking-wide text-slate-500">{group.label}</h3>
              <ul className={wide ? 'contents' : 'space-y-1'} aria-label={group.label}>
                {group.tools.map((tool) => <DropdownLink key={tool.id} tool={tool} wide={wide} onChoose={() => setOpen(false)} />)}
              </ul>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

function DropdownLink({ tool, wide, onChoose }: { tool: Tool; wide: boolean; onChoose: () => void }) {
  const Icon = tool.icon;
  return (
    <li>
      <Link
        to={tool.href}
        onClick={onChoose}
        className="flex items-start gap-3 rounded-lg p-2 hover:bg-slate-50 focus:bg-slate-50 focus:outline-none"
      >
        <span className={`mt-0.5 rounded-md p-1.5 ${tool.color}`}><Icon className="size-4" aria-hidden /></span>
        <span>
          <span className="block text-sm font-semibold text-slate-900">{tool.name}</span>
          {wide && <span className="block text-xs text-slate-500">{tool.description}</span>}
        </span>
      </Link>
    </li>
  );
}
