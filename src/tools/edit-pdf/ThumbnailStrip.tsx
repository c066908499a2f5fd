import { memo, useMemo, useRef } from 'react';
import { ChevronDown, ChevronUp, Trash2 } from 'lucide-react';
import { PageThumbnail } from '../../components/PageThumbnail';
import { useInView } from '../../components/use-in-view';
import { useProgressiveCount } from '../../components/use-progressive-count';
import { editorTexts as text } from './texts';

interface ThumbnailStripProps {
  file: File;
  /** Original page numbers in the order they will be saved. */
  order: number[];
  current: number;
  onPick: (page: number) => void;
  rotationOf: (page: number) => number;
  onDelete: (page: number) => void;
  onMove: (page: number, by: -1 | 1) => void;
}

const SIZE = 96;

/**
 * Every page as a small image, rendered only when scrolled near. The entries are added a slice per
 * frame, and each re-renders only when its own page changes: mounting 2,000 at once, or re-rendering
 * them all on every page turn, held the page's main thread for over half a second.
 */
export function ThumbnailStrip({ file, order, current, onPick, rotationOf, onDelete, onMove }: ThumbnailStripProps) {
  const shown = useProgressiveCount(order.length);
  // One set of handlers for every entry, calling the editor's latest ones, so entries can skip re-rendering.
  const latest = useRef({ onPick, onDelete, onMove });
  latest.current = { onPick, onDelete, onMove };
  const handlers = useMemo<EntryHandlers>(() => ({
    pick: (page) => latest.current.onPick(page),
    remove: (page) => latest.current.onDelete(page),
    move: (page, by) => latest.current.onMove(page, by),
  }), []);
  return (
    <nav aria-label={text.thumbnails} className="flex max-h-[70vh] gap-2 overflow-auto lg:max-h-[calc(100dvh-13rem)] lg:flex-col">
      {order.slice(0, shown).map((page, index) => (
        <Thumbnail key={page} file={file} page={page} position={index + 1} last={index === order.length - 1} current={page === current}
          rotation={rotationOf(page)} removable={order.length > 1} handlers={handlers} />
      ))}
    </nav>
  );
}

interface EntryHandlers {
  pick: (page: number) => void;
  remove: (page: number) => void;
  move: (page: number, by: -1 | 1) => void;
}

interface ThumbnailProps {
  file: File;
  page: number;
  position: number;
  last: boolean;
  current: boolean;
  rotation: number;
  removable: boolean;
  handlers: EntryHandlers;
}

const Thumbnail = memo(function Thumbnail({ file, page, position, last, current, rotation, removable, handlers }: ThumbnailProps) {
  const [ref, visible] = useInView<HTMLDivElement>();
  const small = 'rounded p-0.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-30';
  return (
    <div ref={ref} className="shrink-0" style={{ width: SIZE + 12 }} data-testid="editor-thumbnail">
      <button
        type="button"
        onClick={() => handlers.pick(page)}
        aria-current={current ? 'page' : undefined}
        aria-label={text.pageLabel(position)}
        className={`w-full rounded-lg border-2 p-1 ${current ? 'border-purple-600' : 'border-transparent hover:border-slate-300'}`}
      >
        <PageThumbnail file={file} pageNumber={page} size={SIZE} rotation={rotation} visible={visible} />
      </button>
      <div className="flex items-center justify-center gap-1 text-xs text-slate-600">
        <button type="button" className={small} aria-label={text.moveEarlier(position)} disabled={position === 1} onClick={() => handlers.move(page, -1)}><ChevronUp className="size-3.5" aria-hidden /></button>
        <span>{position}</span>
        <button type="button" className={small} aria-label={text.moveLater(position)} disabled={last} onClick={() => handlers.move(page, 1)}><ChevronDown className="size-3.5" aria-hidden /></button>
        {removable && <button type="button" className={small} aria-label={text.deletePage(position)} onClick={() => handlers.remove(page)}><Trash2 className="size-3.5" aria-hidden /></button>}
      </div>
    </div>
  );
});
