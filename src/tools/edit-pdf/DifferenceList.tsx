import { useRef, useState, type KeyboardEvent } from 'react';
import { editorTexts } from './texts';

const text = editorTexts.compare;

// Every row is one line this tall (CSS pixels), so the list draws only the rows in its window: up
// to COMPARE_MAX_DIFFERENCES rows would otherwise each be an element.
export const DIFFERENCE_ROW_HEIGHT = 32;
// Rows shown at once before the list scrolls, and rows drawn beyond each edge of the window.
const VISIBLE_ROWS = 14;
const OVERSCAN = 6;

interface DifferenceListProps {
  labels: string[];
  onPick: (index: number) => void;
}

const optionId = (index: number) => `compare-difference-${index}`;

/**
 * The summary of differences as a list box: one focus stop, arrow keys (and Home, End, Page Up,
 * Page Down) move the active row, Enter or a click shows that difference. Only the rows in view are
 * drawn; the active one is kept in view, so the element `aria-activedescendant` names exists.
 */
export function DifferenceList({ labels, onPick }: DifferenceListProps) {
  const box = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [active, setActive] = useState(0);
  const count = labels.length;
  const height = Math.min(count, VISIBLE_ROWS) * DIFFERENCE_ROW_HEIGHT;
  const first = Math.max(0, Math.floor(scrollTop / DIFFERENCE_ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + height) / DIFFERENCE_ROW_HEIGHT) + OVERSCAN);
  const current = Math.min(active, count - 1);

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(count - 1, index));
    setActive(next);
    const element = box.current;
    if (!element) return;
    const top = next * DIFFERENCE_ROW_HEIGHT;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + DIFFERENCE_ROW_HEIGHT > element.scrollTop + height) element.scrollTop = top + DIFFERENCE_ROW_HEIGHT - height;
    // Drawn at once, not on the scroll event, so the new active row exists for the next key.
    setScrollTop(element.scrollTop);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = {
      ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: count - 1,
      PageDown: current + VISIBLE_ROWS - 1, PageUp: current - VISIBLE_ROWS + 1,
    };
    if (event.key in steps) moveTo(steps[event.key]);
    else if (event.key === 'Enter' || event.key === ' ') onPick(current);
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={box}
      role="listbox"
      tabIndex={0}
      aria-label={text.summary}
      aria-description={text.summaryKeys}
      aria-activedescendant={count > 0 ? optionId(current) : undefined}
      onKeyDown={onKeyDown}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      className="group relative overflow-y-auto rounded text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-purple-700"
      style={{ height }}
      data-testid="compare-summary-list"
    >
      <div className="relative" style={{ height: count * DIFFERENCE_ROW_HEIGHT }}>
        {labels.slice(first, last).map((label, offset) => {
          const index = first + offset;
          return (
            <div
              key={index}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              aria-setsize={count}
              aria-posinset={index + 1}
              title={label}
              onClick={() => {
                setActive(index);
                onPick(index);
              }}
              className={`absolute inset-x-0 cursor-pointer truncate rounded px-2 text-purple-800 hover:bg-purple-50 ${index === current ? 'group-focus-visible:bg-purple-100 group-focus-visible:ring-1 group-focus-visible:ring-purple-700' : ''}`}
              style={{ top: index * DIFFERENCE_ROW_HEIGHT, height: DIFFERENCE_ROW_HEIGHT, lineHeight: `${DIFFERENCE_ROW_HEIGHT}px` }}
              data-testid="compare-difference"
            >
              {label}
            </div>
          );
        })}
      </div>
    </div>
  );
}
