import { ChevronLeft, ChevronRight, RotateCcw, RotateCw, Trash2 } from 'lucide-react';
import { organizeTexts as text } from './texts';

interface PageActionsProps {
  pageNumber: number;
  first: boolean;
  last: boolean;
  tabIndex: number;
  disabled: boolean;
  onMove: (step: -1 | 1) => void;
  onRotate: (degrees: -90 | 90) => void;
  onRemove: () => void;
}

/** The buttons under each page: move earlier or later, turn left or right, remove. */
export function PageActions({ pageNumber, first, last, tabIndex, disabled, onMove, onRotate, onRemove }: PageActionsProps) {
  const buttons = [
    { label: text.moveEarlier(pageNumber), icon: ChevronLeft, onClick: () => onMove(-1), off: first },
    { label: text.moveLater(pageNumber), icon: ChevronRight, onClick: () => onMove(1), off: last },
    { label: text.rotateLeft(pageNumber), icon: RotateCcw, onClick: () => onRotate(-90), off: false },
    { label: text.rotateRight(pageNumber), icon: RotateCw, onClick: () => onRotate(90), off: false },
    { label: text.remove(pageNumber), icon: Trash2, onClick: onRemove, off: false },
  ];
  return buttons.map(({ label, icon: Icon, onClick, off }) => (
    <button key={label} type="button" className="icon-btn p-1 disabled:opacity-30" aria-label={label} title={label} tabIndex={tabIndex} disabled={disabled || off} onClick={onClick}>
      <Icon className="size-4" aria-hidden />
    </button>
  ));
}
