import { memo, useCallback, useMemo, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Check, GripVertical, Maximize2, X } from 'lucide-react';
import { PageThumbnail } from './PageThumbnail';
import { useInView } from './use-in-view';

export interface GridPage {
  /** Stable id for selection and reordering (the same page may not appear twice). */
  id: string;
  /** 1-based page number in the file. */
  pageNumber: number;
  /** Turn to show on top of the page's own rotation, in degrees. */
  rotation?: number;
  /** What the tile says under the page instead of its number (a page label: "iv", "A-3"). */
  caption?: string;
}

export type SelectionTone = 'remove' | 'keep';

/** What a tile tells the grid; one stable object for all tiles, so unchanged tiles skip re-rendering. */
export interface TileHandlers {
  activate: (index: number, shiftKey: boolean) => void;
  /** The screen's buttons under a page, if it has any; called when the tile's own props change. */
  renderActions?: (page: GridPage, index: number, tabIndex: number) => ReactNode;
  preview: (index: number) => void;
  focus: (index: number) => void;
  keyDown: (index: number, event: KeyboardEvent<HTMLButtonElement>) => void;
}

export interface PageTileProps {
  file: File;
  page: GridPage;
  index: number;
  thumbnailSize: number;
  selectable: boolean;
  selected: boolean;
  tone: SelectionTone;
  /** The one tile in the tab order (roving focus); the others are reached with the arrow keys. */
  current: boolean;
  disabled: boolean;
  /** Pages in the grid: a tile's actions may depend on whether it is the last. */
  pageCount: number;
  handlers: TileHandlers;
}

interface DragBindings {
  nodeRef?: (node: HTMLElement | null) => void;
  style?: CSSProperties;
  dragging?: boolean;
  handle?: ReactNode;
}

/** Border, padding, the square thumbnail, the page number and, with actions, two rows of buttons. */
function tileHeight(thumbnailSize: number, withActions: boolean): number {
  return 2 + 16 + thumbnailSize + 24 + (withActions ? 54 : 0);
}

const turnWords: Record<number, string> = { 90: ', turned right', 180: ', turned upside down', 270: ', turned left' };

/** One page in the grid: its image, its number under it, selection, preview and the screen's actions. */
export const PageTile = memo(function PageTile(props: PageTileProps & DragBindings) {
  const { file, page, index, thumbnailSize, selectable, selected, tone, current, disabled, handlers, nodeRef } = props;
  // Made here, not by the grid: an element made per render would defeat memo, and then adding tiles
  // to a 2,000-page grid re-rendered every tile already there, a long task each time.
  const actions = handlers.renderActions?.(page, index, current ? 0 : -1);
  const [inViewRef, visible] = useInView<HTMLLIElement>();
  // One stable ref for both: a new callback each render would detach and reattach the tile every time.
  const tileRef = useCallback((node: HTMLLIElement | null) => {
    nodeRef?.(node);
    inViewRef(node);
  }, [nodeRef, inViewRef]);
  const name = `Page ${page.pageNumber}${turnWords[(((page.rotation ?? 0) % 360) + 360) % 360] ?? ''}`;
  const ring = selected ? (tone === 'remove' ? 'border-red-500 ring-2 ring-red-200' : 'border-blue-500 ring-2 ring-blue-200') : 'border-slate-200';
  return (
    <li
      ref={tileRef}
      // content-visibility lets the browser skip layout and paint of tiles far off screen; the size it
      // assumes for them is the tile's real height, so nothing moves when they come into view.
      style={{ ...props.style, containIntrinsicSize: `auto ${tileHeight(thumbnailSize, Boolean(props.handle || actions))}px` }}
      className={`relative flex flex-col items-center rounded-xl border bg-surface p-1.5 [content-visibility:auto] sm:p-2 ${ring} ${props.dragging ? 'z-10 opacity-80 shadow-lg' : ''}`}
      data-testid="page-tile"
      data-page={page.pageNumber}
    >
      <button
        type="button"
        data-tile-button
        tabIndex={current ? 0 : -1}
        aria-label={name}
        aria-pressed={selectable ? selected : undefined}
        disabled={disabled && selectable}
        className={`relative w-full rounded-lg focus:outline-none focus-visible:ring-4 focus-visible:ring-red-200 ${selected && tone === 'remove' ? 'opacity-60' : ''}`}
        onClick={(event: MouseEvent) => (selectable ? handlers.activate(index, event.shiftKey) : handlers.preview(index))}
        onFocus={() => handlers.focus(index)}
        onKeyDown={(event) => handlers.keyDown(index, event)}
      >
        <span className="flex justify-center">
          <PageThumbnail file={file} pageNumber={page.pageNumber} size={thumbnailSize} rotation={page.rotation} visible={visible} />
        </span>
        {selected && (
          <span className={`absolute left-1 top-1 rounded-full p-0.5 text-white ${tone === 'remove' ? 'bg-red-600' : 'bg-blue-600'}`} aria-hidden>
            {tone === 'remove' ? <X className="size-4" /> : <Check className="size-4" />}
          </span>
        )}
      </button>
      {selectable && (
        <button
          type="button"
          tabIndex={current ? 0 : -1}
          className="icon-btn absolute right-1 top-1 bg-surface/80 p-1"
          aria-label={`Preview page ${page.pageNumber}`}
          onClick={() => handlers.preview(index)}
        >
          <Maximize2 className="size-3.5" aria-hidden />
        </button>
      )}
      <span className="mt-1 max-w-full truncate text-sm font-medium text-slate-700" aria-hidden={page.caption === undefined} data-testid={page.caption === undefined ? undefined : 'page-caption'}>
        {page.caption ?? page.pageNumber}
      </span>
      {(props.handle || actions) && (
        <div className="mt-1 grid grid-cols-3 place-items-center gap-0.5">
          {props.handle}
          {actions}
        </div>
      )}
    </li>
  );
});

/** A tile that can be dragged by its handle (mouse, touch, or Space and the arrow keys). */
export const SortablePageTile = memo(function SortablePageTile(props: PageTileProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.page.id, disabled: props.disabled,
  });
  const { page, disabled, current } = props;
  // The same handle and style while nothing about them changes, so the tile itself skips re-rendering
  // when dnd-kit's context tells every sortable that another tile was added.
  const handle = useMemo(() => (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="icon-btn cursor-grab touch-none p-1 active:cursor-grabbing disabled:cursor-not-allowed"
      disabled={disabled}
      aria-label={`Drag page ${page.pageNumber} to reorder; with the keyboard press Space, then the arrow keys`}
      {...attributes}
      {...listeners}
      tabIndex={current ? 0 : -1}
    >
      <GripVertical className="size-4" aria-hidden />
    </button>
  ), [setActivatorNodeRef, disabled, page.pageNumber, attributes, listeners, current]);
  const style = useMemo(() => ({ transform: CSS.Transform.toString(transform), transition }), [transform, transition]);
  return (
    <PageTile
      {...props}
      nodeRef={setNodeRef}
      style={style}
      dragging={isDragging}
      handle={handle}
    />
  );
});
