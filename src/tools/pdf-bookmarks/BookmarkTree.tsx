import { useLayoutEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Globe, GripVertical, Trash2 } from 'lucide-react';
import { useRowWindow } from '../../lib/row-window';
import { indent, moveDown, moveTo, moveUp, outdent, remove, type BookmarkRow, type DropPlace } from './bookmark-rows';
import { bookmarksTexts as text } from './texts';

interface BookmarkTreeProps {
  rows: BookmarkRow[];
  onChange: (rows: BookmarkRow[]) => void;
  selectedId?: number;
  onSelect: (id: number) => void;
  pageCount: number;
  disabled: boolean;
}

const ROW_HEIGHT = 48;
const INDENT = 20;
const VIEW_HEIGHT = 432;

type RowMove = (rows: readonly BookmarkRow[], index: number) => BookmarkRow[];

/** Where over a row a drag is: its top quarter puts the dragged row before it, its bottom quarter after it, between them inside it. */
function dropPlace(event: DragEvent<HTMLElement>): DropPlace {
  const box = event.currentTarget.getBoundingClientRect();
  const share = (event.clientY - box.top) / box.height;
  return share < 0.25 ? 'before' : share > 0.75 ? 'after' : 'inside';
}

const DROP_MARKS: Record<DropPlace, string> = {
  before: 'shadow-[inset_0_3px_0_0_#dc2626]',
  inside: 'ring-2 ring-inset ring-red-600',
  after: 'shadow-[inset_0_-3px_0_0_#dc2626]',
};

/**
 * The bookmarks as an indented list of rows, only the visible ones drawn (a file may have tens of
 * thousands). Each row: its title and page, and buttons to move, nest, take out and remove it,
 * which Alt and the arrow keys also do from its title.
 */
export function BookmarkTree({ rows, onChange, selectedId, onSelect, pageCount, disabled }: BookmarkTreeProps) {
  const view = useRef<HTMLDivElement>(null);
  const { first, last, onScroll } = useRowWindow(rows.length, ROW_HEIGHT, VIEW_HEIGHT);
  /** The row being dragged (by its grip), and the row and place it would land on. */
  const [dragged, setDragged] = useState<number>();
  const [drop, setDrop] = useState<{ id: number; place: DropPlace }>();
  const selectedIndex = rows.findIndex((row) => row.id === selectedId);

  // The chosen row stays in view after it moves (a keyboard move can take it past the edge).
  useLayoutEffect(() => {
    const element = view.current;
    if (!element || selectedIndex < 0) return;
    const top = selectedIndex * ROW_HEIGHT;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + ROW_HEIGHT > element.scrollTop + element.clientHeight) element.scrollTop = top + ROW_HEIGHT - element.clientHeight;
  }, [selectedIndex]);

  const apply = (move: RowMove, index: number) => onChange(move(rows, index));
  const update = (index: number, change: Partial<BookmarkRow>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const onTitleKey = (event: KeyboardEvent, index: number) => {
    if (!event.altKey) return;
    const move = ({ ArrowUp: moveUp, ArrowDown: moveDown, ArrowRight: indent, ArrowLeft: outdent } as Record<string, RowMove>)[event.key];
    if (!move) return;
    event.preventDefault();
    apply(move, index);
  };

  const endDrag = () => {
    setDragged(undefined);
    setDrop(undefined);
  };
  const onDrop = (event: DragEvent<HTMLElement>, index: number) => {
    event.preventDefault();
    const from = rows.findIndex((row) => row.id === dragged);
    if (from >= 0) onChange(moveTo(rows, from, index, dropPlace(event)));
    endDrag();
  };

  return (
    <div
      ref={view}
      className="relative overflow-y-auto rounded-xl border border-slate-200"
      style={{ height: Math.min(VIEW_HEIGHT, Math.max(ROW_HEIGHT, rows.length * ROW_HEIGHT) + 2) }}
      onScroll={onScroll}
      data-testid="bookmark-tree"
    >
      <ol style={{ height: rows.length * ROW_HEIGHT }} className="relative" aria-label={text.treeTitle}>
        {rows.slice(first, last).map((row, offset) => {
          const index = first + offset;
          const name = row.title || text.newTitle;
          return (
            <li
              key={row.id}
              aria-level={row.depth + 1}
              className={`absolute inset-x-0 flex items-center gap-1 border-b border-slate-100 px-2 ${row.id === selectedId ? 'bg-red-50' : 'bg-surface'} ${drop?.id === row.id ? DROP_MARKS[drop.place] : ''} ${dragged === row.id ? 'opacity-50' : ''}`}
              style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT, paddingLeft: 8 + row.depth * INDENT }}
              onFocusCapture={() => onSelect(row.id)}
              onClick={() => onSelect(row.id)}
              data-testid="bookmark-row"
              onDragOver={dragged === undefined ? undefined : (event) => {
                event.preventDefault();
                const place = dropPlace(event);
                if (drop?.id !== row.id || drop.place !== place) setDrop({ id: row.id, place });
              }}
              onDrop={dragged === undefined ? undefined : (event) => onDrop(event, index)}
            >
              <span
                draggable={!disabled}
                className="cursor-grab rounded p-1 text-slate-400 hover:text-slate-700"
                title={text.drag}
                aria-hidden
                data-testid="bookmark-grip"
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  // Firefox starts a drag only with data set.
                  event.dataTransfer.setData('text/plain', row.title);
                  setDragged(row.id);
                }}
                onDragEnd={endDrag}
              >
                <GripVertical className="size-4" />
              </span>
              <input
                className="field min-w-0 flex-1 py-1 text-sm"
                style={{ color: row.color, fontWeight: row.bold ? 600 : undefined, fontStyle: row.italic ? 'italic' : undefined }}
                aria-label={text.title(index)}
                value={row.title}
                disabled={disabled}
                onChange={(event) => update(index, { title: event.target.value })}
                onKeyDown={(event) => onTitleKey(event, index)}
              />
              {row.page === null && row.uri ? (
                <span className="flex w-16 items-center gap-1 text-xs text-slate-500" title={row.uri}><Globe className="size-3" aria-hidden />{text.webLink}</span>
              ) : (
                <input
                  type="number" min={1} max={pageCount} className="field w-16 py-1 text-sm"
                  aria-label={text.page(index)}
                  value={row.page ?? ''}
                  disabled={disabled}
                  onChange={(event) => update(index, { page: event.target.value === '' ? null : Number(event.target.value) })}
                />
              )}
              <RowButton label={text.moveUp(name)} onClick={() => apply(moveUp, index)} disabled={disabled}><ArrowUp className="size-4" /></RowButton>
              <RowButton label={text.moveDown(name)} onClick={() => apply(moveDown, index)} disabled={disabled}><ArrowDown className="size-4" /></RowButton>
              <RowButton label={text.unnest(name)} onClick={() => apply(outdent, index)} disabled={disabled}><ArrowLeft className="size-4" /></RowButton>
              <RowButton label={text.nest(name)} onClick={() => apply(indent, index)} disabled={disabled}><ArrowRight className="size-4" /></RowButton>
              <RowButton label={text.remove(name)} onClick={() => apply(remove, index)} disabled={disabled}><Trash2 className="size-4" /></RowButton>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function RowButton({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled: boolean; children: React.ReactNode }) {
  return (
    <button type="button" className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-40" aria-label={label} title={label} onClick={onClick} disabled={disabled}>
      {children}
    </button>
  );
}
