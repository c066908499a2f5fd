import { useReducer, useRef, type PointerEvent, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { usePageImage } from '../../components/use-page-image';
import type { Box, EditItem } from '../../contract/edit-pdf';
import type { EditorTool, ToolContext } from './tools/editor-tool';
import { boundsOf, resizable } from './tools/item-geometry';
import { HANDLE_SIZE } from './tools/select-tool';
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
}

/** One page: its image, rendered in the render worker, and the edits drawn over it in PDF points. */
export function PageView({ file, pageNumber, width, rotation, crop, items, selectedId, tool, editingText, context, pictures, textLabel, onShown, textLayer }: PageViewProps) {
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

  const down = (event: PointerEvent) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    tool.down?.(pointOf(event), context);
    redraw();
  };
  const move = (event: PointerEvent) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    tool.move?.(pointOf(event), context);
    redraw();
  };
  const up = (event: PointerEvent) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    tool.up?.(pointOf(event), context);
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
          {selected && <SelectionFrame item={selected} />}
        </svg>
        {editing && <InlineTextEditor item={editing} scale={scale} context={context} label={textLabel} />}
      </div>
    </div>
  );
}

function SelectionFrame({ item }: { item: EditItem }) {
  const box = boundsOf(item);
  return (
    <g pointerEvents="none" data-testid="selection">
      <rect x={box.x - 2} y={box.y - 2} width={box.width + 4} height={box.height + 4} fill="none" stroke="#2563eb" strokeWidth={1} strokeDasharray="4 3" />
      {resizable(item) && (
        <rect x={box.x + box.width - HANDLE_SIZE / 2} y={box.y + box.height - HANDLE_SIZE / 2} width={HANDLE_SIZE} height={HANDLE_SIZE} fill="#2563eb" data-testid="resize-handle" />
      )}
    </g>
  );
}
