import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DndContext, closestCenter, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy } from '@dnd-kit/sortable';
import { AUTO_SCROLL, useDragSensors } from './drag-sensors';
import { PagePreviewDialog } from './PagePreviewDialog';
import { PageTile, SortablePageTile, type GridPage, type SelectionTone, type TileHandlers } from './PageTile';
import { useProgressiveCount } from './use-progressive-count';
import { nextFocus, toggled, withRange } from './page-selection';
import { releasePageImages } from '../api/page-images';

export type { GridPage, SelectionTone } from './PageTile';

const THUMBNAIL_SIZE = 128;

interface PageGridProps {
  file: File;
  /** The pages to show, in display order. */
  pages: GridPage[];
  /** The grid's accessible name, e.g. 'Selected pages for removal'. */
  label: string;
  /** With these two, tiles toggle on click (shift-click adds a range) and on Space or Enter. */
  selected?: ReadonlySet<string>;
  onSelectedChange?: (selected: Set<string>) => void;
  /** How a selected tile looks: crossed out for removal, ticked for keeping. */
  tone?: SelectionTone;
  /** With this, tiles get a drag handle (mouse, touch, keyboard). */
  onReorder?: (ids: string[]) => void;
  /**
   * Extra buttons under each page; `tabIndex` keeps them out of the tab order except on the current
   * tile. A tile calls it again only when its page, place, focus, the page count or `disabled`
   * change, so what the buttons do must depend on nothing else (use functional state updates).
   */
  renderActions?: (page: GridPage, index: number, tabIndex: number) => ReactNode;
  /** While a job runs, nothing changes. */
  disabled?: boolean;
}

/**
 * The document's real pages as thumbnails, rendered lazily as they scroll into view. Arrow keys move
 * between pages (Home, End too), Space or Enter selects, Shift with an arrow or a click selects a run
 * of pages; each page has a larger preview.
 */
export function PageGrid({ file, pages, label, selected, onSelectedChange, tone = 'keep', onReorder, renderActions, disabled = false }: PageGridProps) {
  const list = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [anchor, setAnchor] = useState<string>();
  const [previewIndex, setPreviewIndex] = useState<number>();
  const sensors = useDragSensors();
  const shown = useProgressiveCount(pages.length);
  const ids = useMemo(() => pages.map((page) => page.id), [pages]);
  const selectable = Boolean(selected && onSelectedChange);
  const focusedIndex = Math.min(current, pages.length - 1);

  // The page images of a file are freed when the grid lets the file go.
  useEffect(() => () => releasePageImages(file), [file]);

  const activate = (index: number, shiftKey: boolean) => {
    if (!selected || !onSelectedChange || disabled) return;
    const id = ids[index];
    onSelectedChange(shiftKey && anchor ? withRange(selected, ids, anchor, id) : toggled(selected, id));
    if (!shiftKey) setAnchor(id);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (selectable) activate(index, event.shiftKey);
      else setPreviewIndex(index);
      return;
    }
    const target = nextFocus(event.key, index, shown, columnCount(list.current));
    if (target === undefined) return;
    event.preventDefault();
    setCurrent(target);
    list.current?.querySelectorAll<HTMLButtonElement>('[data-tile-button]')[target]?.focus();
    if (event.shiftKey && selected && onSelectedChange && !disabled) {
      onSelectedChange(withRange(selected, ids, anchor ?? ids[index], ids[target]));
      if (!anchor) setAnchor(ids[index]);
    }
  };

  // Tiles get one handler object that never changes and always calls the latest code.
  const latest = useRef({ activate, keyDown, renderActions });
  latest.current = { activate, keyDown, renderActions };
  const hasActions = Boolean(renderActions);
  const handlers = useMemo<TileHandlers>(() => ({
    renderActions: hasActions ? (page, index, tabIndex) => latest.current.renderActions?.(page, index, tabIndex) : undefined,
    activate: (index, shiftKey) => latest.current.activate(index, shiftKey),
    keyDown: (index, event) => latest.current.keyDown(index, event),
    preview: (index) => setPreviewIndex(index),
    focus: (index) => setCurrent(index),
  }), [hasActions]);

  const Tile = onReorder ? SortablePageTile : PageTile;
  const grid = (
    <ul ref={list} aria-label={label} className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-3" data-testid="page-grid">
      {pages.slice(0, shown).map((page, index) => (
        <Tile
          key={page.id}
          file={file}
          page={page}
          index={index}
          thumbnailSize={THUMBNAIL_SIZE}
          selectable={selectable}
          selected={selected?.has(page.id) ?? false}
          tone={tone}
          current={index === focusedIndex}
          disabled={disabled}
          pageCount={pages.length}
          handlers={handlers}
        />
      ))}
    </ul>
  );

  return (
    <>
      {selectable && (
        <p className="mb-2 text-sm text-slate-600" aria-live="polite" data-testid="selection-count">
          {selected!.size} of {pages.length} {pages.length === 1 ? 'page' : 'pages'} selected
        </p>
      )}
      {onReorder ? <SortableGrid ids={ids} pages={pages} sensors={sensors} onReorder={onReorder}>{grid}</SortableGrid> : grid}
      {previewIndex !== undefined && pages[previewIndex] && (
        <PagePreviewDialog file={file} pages={pages} index={previewIndex} onIndexChange={setPreviewIndex} onClose={() => setPreviewIndex(undefined)} />
      )}
    </>
  );
}

interface SortableGridProps {
  ids: string[];
  pages: GridPage[];
  sensors: ReturnType<typeof useDragSensors>;
  onReorder: (ids: string[]) => void;
  children: ReactNode;
}

/** Drag to reorder, with screen-reader announcements that name pages and positions. */
function SortableGrid({ ids, pages, sensors, onReorder, children }: SortableGridProps) {
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  const describe = (id: string | number) => {
    const index = ids.indexOf(String(id));
    return `page ${pages[index]?.pageNumber}, position ${index + 1} of ${ids.length}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${describe(active.id)}.`,
    onDragOver: ({ over }) => (over ? `Over position ${ids.indexOf(String(over.id)) + 1} of ${ids.length}.` : undefined),
    onDragEnd: ({ active, over }) => `Dropped ${describe(active.id)}${over ? `, now at position ${ids.indexOf(String(over.id)) + 1}` : ''}.`,
    onDragCancel: ({ active }) => `Moving ${describe(active.id)} was cancelled.`,
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} autoScroll={AUTO_SCROLL} accessibility={{ announcements }}>
      <SortableContext items={ids} strategy={rectSortingStrategy}>{children}</SortableContext>
    </DndContext>
  );
}

/** Tiles in the first row: the grid's column count at the current width. */
function columnCount(list: HTMLUListElement | null): number {
  const tiles = list?.children;
  if (!tiles || tiles.length === 0) return 1;
  const top = (tiles[0] as HTMLElement).offsetTop;
  let columns = 0;
  while (columns < tiles.length && (tiles[columns] as HTMLElement).offsetTop === top) columns += 1;
  return columns;
}
