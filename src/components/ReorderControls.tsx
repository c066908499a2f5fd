import type { ReactNode } from 'react';
import type { useSortable } from '@dnd-kit/sortable';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';

type Sortable = ReturnType<typeof useSortable>;

interface ReorderControlsProps {
  /** What the controls move, as the buttons' labels say it: 'report.pdf', 'Compress PDF'. */
  name: string;
  position: number;
  count: number;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  /** The row's dnd-kit sortable: the drag handle is its activator. */
  sortable: Pick<Sortable, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;
  /** Shown between the drag handle and the down button (a file's position). */
  marker?: ReactNode;
}

/** Up, the drag handle (mouse, touch, or Space then the arrow keys), and down: one row of a reorderable list. */
export function ReorderControls({ name, position, count, disabled, onMove, sortable, marker }: ReorderControlsProps) {
  return (
    <div className="flex flex-col items-center">
      <button type="button" className="icon-btn p-1" aria-label={`Move ${name} up`} disabled={disabled || position === 0} onClick={() => onMove(position, position - 1)}>
        <ArrowUp className="size-4" aria-hidden />
      </button>
      <button
        type="button"
        ref={sortable.setActivatorNodeRef}
        className="icon-btn cursor-grab touch-none p-1 active:cursor-grabbing disabled:cursor-not-allowed"
        disabled={disabled}
        aria-label={`Drag ${name} to reorder; with the keyboard press Space, then the arrow keys`}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <GripVertical className="size-5" aria-hidden />
      </button>
      {marker}
      <button type="button" className="icon-btn p-1" aria-label={`Move ${name} down`} disabled={disabled || position === count - 1} onClick={() => onMove(position, position + 1)}>
        <ArrowDown className="size-4" aria-hidden />
      </button>
    </div>
  );
}
