import { useReducer, useRef, type PointerEvent, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { usePageImage } from '../../components/use-page-image';
import type { Box, EditItem } from '../../contract/edit-pdf';
import type { EditorTool, PointerInfo, ToolContext } from './tools/editor-tool';
import { boundsOf } from './tools/item-geometry';
import { HANDLE_CURSORS, HANDLE_PIXELS, HANDLE_REACH_PIXELS, HANDLES, handlePoint } from './tools/resize-handles';
import { ItemView } from './ItemView';
import { InlineTextEditor } from './InlineTextEditor';
import { toPagePoint } from './page-point';

interface PageViewProps {
  file: File;
  pageNumber: number;
  /** CSS pixels the page is drawn across (before a pending quarter turn). */
  width: number;
  rotation: number;
  crop?: Box;
  items: EditItem[];
  selectedId?: string;
  tool: EditorTool;
  /** Text items are edited in place while the text tool is active. */
  editingText: boolean;
  context: ToolContext;
  pictures: Record<string, string>;
  textLabel: string;
  /** Called once the page's image is there (the thumbnails wait for it, so the first page comes first). */
  onShown?: () => void;
  /** Drawn in the overlay under the items: the page's selectable text (TextSelectionLayer). */
  textLayer?: ReactNode;
  /** Laid over the page in HTML, given CSS pixels per point: the Edit text tool's lines and fields (EditTextLayer). */
  overlay?: (scale: number) => ReactNode;
  /** Laid on the page's picture, under its items, in HTML: the text changes as they will be saved (TextChangePreviews). */
  underlay?: (scale: number) => ReactNode;
}

/** One page: its image, rendered in the render worker, and the edits drawn over it in PDF points. */
export function PageView({ file, pageNumber, width, rotation, crop, items, selectedId, tool, editingText, context, pictures, textLabel, onShown, textLayer, overlay, underlay }: PageViewProps) {
  const { page } = usePageImage(file, pageNumber, width);
  const frame = useRef<HTMLDivElement>(null);
  // The tools keep their drag state themselves: a pointer move redraws the page to show the draft.
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  if (!page) {
    return <div className="flex h-96 items-center justify-center" style={{ width }}><Loader2 className="size-8 animate-spin text-slate-300" aria-label="Loading page" /></div>;
  }
  const size = { width: page.pageWidth, height: page.pageHeight };
  const height = (width * size.height) / size.width;
  const scale = width / size.width;
  const quarter = rotation % 180 !== 0;
  const pointOf = (event: PointerEvent) => toPagePoint(event.clientX, event.clientY, frame.current!.getBoundingClientRect(), rotation, width, size);
  const infoOf = (event: PointerEvent): PointerInfo => ({ shift: event.shiftKey, coarse: event.pointerType !== 'mouse', pixelsPerPoint: scale });

  // Pointer events (mouse, pen and touch alike); the overlay is `touch-action: none`, so a finger's
  // drag on the page moves or draws instead of scrolling.
  const down = (event: PointerEvent) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    tool.down?.(pointOf(event), context, infoOf(event));
    redraw();
  };
  const move = (event: PointerEvent) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    tool.move?.(pointOf(event), context, infoOf(event));
    redraw();
  };
  const up = (event: PointerEvent) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    tool.up?.(pointOf(event), context, infoOf(event));
    redraw();
  };

  const selected = items.find((item) => item.id === selectedId);
  const draft = tool.draft?.();
  const editing = editingText && selected?.kind === 'text' ? selected : undefined;
  return (
    <div className="relative mx-auto" style={{ width: quarter ? height : width, height: quarter ? width : height }}>
      <div
        ref={frame}
        className="absolute left-1/2 top-1/2 bg-white shadow-md"
        style={{ width, height, transform: `translate(-50%, -50%) rotate(${rotation}deg)` }}
        data-testid="editor-page"
        data-page-number={pageNumber}
      >
        <img src={page.url} alt="" draggable={false} onLoad={onShown} className="pointer-events-none absolute inset-0 size-full select-none" />
        {underlay?.(scale)}
        <svg
          viewBox={`0 0 ${size.width} ${size.height}`}
          className="absolute inset-0 size-full touch-none select-none"
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          data-testid="editor-overlay"
        >
          {crop && (
            <path
              d={`M0 0H${size.width}V${size.height}H0Z M${crop.x} ${crop.y}v${crop.height}h${crop.width}v${-crop.height}Z`}
              fill="rgba(15,23,42,0.45)" fillRule="evenodd" data-testid="crop-mask"
            />
          )}
          {textLayer}
          {items.map((item) => (item === editing ? null : <ItemView key={item.id} item={item} pictures={pictures} />))}
          {draft && <ItemView item={draft} pictures={pictures} />}
          {selected && <SelectionFrame item={selected} handles={tool.resizes === true} pixelsPerPoint={scale} />}
        </svg>
        {overlay?.(scale)}
        {editing && <InlineTextEditor item={editing} scale={scale} context={context} label={textLabel} />}
      </div>
    </div>
  );
}

// Phones and tablets get larger handles to see, as well as a larger reach (resize-handles.ts).
const coarseScreen = () => globalThis.matchMedia?.('(pointer: coarse)').matches === true;

function SelectionFrame({ item, handles, pixelsPerPoint }: { item: EditItem; handles: boolean; pixelsPerPoint: number }) {
  const box = boundsOf(item);
  const coarse = coarseScreen();
  const side = (coarse ? HANDLE_PIXELS * 1.5 : HANDLE_PIXELS) / pixelsPerPoint;
  const reach = (coarse ? HANDLE_REACH_PIXELS.coarse : HANDLE_REACH_PIXELS.fine) * 2 / pixelsPerPoint;
  const line = 1 / pixelsPerPoint;
  return (
    <g data-testid="selection">
      <rect x={box.x - 2} y={box.y - 2} width={box.width + 4} height={box.height + 4} fill="none" stroke="#2563eb" strokeWidth={line} strokeDasharray={`${4 * line} ${3 * line}`} pointerEvents="none" />
      {handles && HANDLES.map((handle) => {
        const { x, y } = handlePoint(box, handle);
        // The press itself is read by the overlay (the select tool finds the handle): this only shows it and its cursor.
        return (
          <g key={handle} style={{ cursor: HANDLE_CURSORS[handle] }} data-testid="resize-handle" data-handle={handle}>
            <rect x={x - reach / 2} y={y - reach / 2} width={reach} height={reach} fill="transparent" />
            <rect x={x - side / 2} y={y - side / 2} width={side} height={side} fill="#ffffff" stroke="#2563eb" strokeWidth={1.5 * line} />
          </g>
        );
      })}
    </g>
  );
}
