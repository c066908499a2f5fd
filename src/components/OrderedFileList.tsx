import { DndContext, closestCenter, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useRef, type ReactNode } from 'react';
import { FileCard } from './FileCard';
import { ReorderControls } from './ReorderControls';
import { takeFocusIfLost } from './focus-landing';
import { AUTO_SCROLL, useDragSensors } from './drag-sensors';
import type { ListedFile } from '../state/file-list-store';

interface OrderedFileListProps {
  files: ListedFile[];
  errors: Record<string, string>;
  onReorder: (ids: string[]) => void;
  onRemove: (id: string) => void;
  /** While a job runs, the order and the list are locked. */
  disabled: boolean;
  /** The list's accessible name: 'Files in merge order'. */
  label: string;
  /** Each entry's test id, the screen's name for its files. */
  entryTestId: string;
  /** A tool's own control for one file, under its card (alternate merge: read it backwards). */
  entryOptions?: (entry: ListedFile, position: number) => ReactNode;
}

/** Files in the user's order: drag by the handle (mouse, touch or keyboard) or use the arrow buttons. */
export function OrderedFileList({ files, errors, onReorder, onRemove, disabled, label, entryTestId, entryOptions }: OrderedFileListProps) {
  const sensors = useDragSensors();
  // A removed file takes its Remove button with it: the list keeps the focus instead of <body>.
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    takeFocusIfLost(list.current);
  }, [files.length]);
  const ids = files.map((entry) => entry.id);
  const move = (from: number, to: number) => onReorder(arrayMove(ids, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  // Screen readers hear file names and positions, not dnd-kit's internal ids.
  const nameOf = (id: string | number) => files.find((entry) => entry.id === id)?.file.name ?? 'file';
  const positionOf = (id: string | number) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} moved to position ${positionOf(over.id)} of ${ids.length}.` : undefined),
    onDragEnd: ({ active, over }) => `Dropped ${nameOf(active.id)}${over ? ` at position ${positionOf(over.id)}` : ''}.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      autoScroll={AUTO_SCROLL}
      accessibility={{ announcements }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol ref={list} tabIndex={-1} className="space-y-2 focus:outline-none" aria-label={label}>
          {files.map((entry, index) => (
            <SortableRow
              key={entry.id}
              entry={entry}
              position={index}
              count={files.length}
              error={errors[entry.id]}
              disabled={disabled}
              testId={entryTestId}
              onMove={move}
              onRemove={() => onRemove(entry.id)}
              options={entryOptions?.(entry, index)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  entry: ListedFile;
  position: number;
  count: number;
  error?: string;
  disabled: boolean;
  testId: string;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  options?: ReactNode;
}

function SortableRow({ entry, position, count, error, disabled, testId, onMove, onRemove, options }: SortableRowProps) {
  const sortable = useSortable({ id: entry.id, disabled });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const name = entry.file.name;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? 'relative z-10 opacity-80 shadow-lg' : ''}
      data-testid={testId}
    >
      <FileCard
        file={entry.file}
        error={error}
        onRemove={onRemove}
        removeDisabled={disabled}
        leading={(
          <ReorderControls
            name={name}
            position={position}
            count={count}
            disabled={disabled}
            onMove={onMove}
            sortable={sortable}
            marker={<span className="text-xs font-semibold text-slate-500" aria-hidden>{position + 1}</span>}
          />
        )}
      />
      {options}
    </li>
  );
}
