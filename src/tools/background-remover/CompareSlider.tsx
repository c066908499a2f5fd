import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronsLeftRight } from 'lucide-react';

interface CompareSliderProps {
  originalUrl: string;
  resultUrl: string;
  width: number;
  height: number;
  /** What shows through the transparent parts of the result. */
  resultBackground: CSSProperties;
  labels: { original: string; result: string; slider: string };
}

const KEY_STEP = 5;
const PAGE_STEP = 25;

/**
 * The original and the result over each other, split by a handle: the original to its left, the
 * cut-out to its right. Drag anywhere (mouse, pen, touch) or focus the handle and use the arrow
 * keys, Page Up/Down, Home and End.
 */
export function CompareSlider({ originalUrl, resultUrl, width, height, resultBackground, labels }: CompareSliderProps) {
  const [position, setPosition] = useState(50);
  const frame = useRef<HTMLDivElement>(null);

  const moveTo = (clientX: number) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    setPosition(Math.min(100, Math.max(0, ((clientX - box.left) / box.width) * 100)));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) moveTo(event.clientX);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, number> = {
      ArrowLeft: -KEY_STEP, ArrowDown: -KEY_STEP, ArrowRight: KEY_STEP, ArrowUp: KEY_STEP,
      PageDown: -PAGE_STEP, PageUp: PAGE_STEP, Home: -100, End: 100,
    };
    if (!(event.key in steps)) return;
    event.preventDefault();
    setPosition((value) => Math.min(100, Math.max(0, value + steps[event.key])));
  };

  return (
    <div
      ref={frame}
      className="relative w-full touch-pan-y select-none overflow-hidden rounded-xl border border-slate-200"
      style={{ aspectRatio: `${width} / ${height}` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      data-testid="compare-slider"
    >
      <div className="absolute inset-0" style={resultBackground}>
        <img src={resultUrl} alt={labels.result} className="size-full object-contain" draggable={false} />
      </div>
      <img
        src={originalUrl}
        alt={labels.original}
        className="absolute inset-0 size-full object-contain"
        style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
        draggable={false}
      />
      <span className="absolute left-2 top-2 rounded bg-black/60 px-2 py-0.5 text-xs font-medium text-white">{labels.original}</span>
      <span className="absolute right-2 top-2 rounded bg-black/60 px-2 py-0.5 text-xs font-medium text-white">{labels.result}</span>
      <div className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow" style={{ left: `${position}%` }} />
      <div
        role="slider"
        tabIndex={0}
        aria-label={labels.slider}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(position)}
        aria-valuetext={`${Math.round(position)}% original`}
        onKeyDown={onKeyDown}
        className="absolute top-1/2 flex size-10 -translate-x-1/2 -translate-y-1/2 cursor-ew-resize items-center justify-center rounded-full border-2 border-white bg-red-600 text-white shadow-lg focus:outline-none focus-visible:ring-4 focus-visible:ring-red-300"
        style={{ left: `${position}%` }}
      >
        <ChevronsLeftRight className="size-5" aria-hidden />
      </div>
    </div>
  );
}
