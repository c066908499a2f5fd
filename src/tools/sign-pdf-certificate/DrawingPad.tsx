import { useEffect, useRef } from 'react';
import { signTexts as text } from './texts';

interface DrawingPadProps {
  /** The drawing as a PNG with a transparent background, after each stroke; undefined once cleared. */
  onDrawing: (picture: Blob | undefined) => void;
}

const WIDTH = 600;
const HEIGHT = 200;

/** A pad to sign on with a mouse, a finger or a pen: dark ink on a transparent picture. */
export function DrawingPad({ onDrawing }: DrawingPadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  useEffect(() => {
    const context = canvas.current!.getContext('2d')!;
    context.lineWidth = 5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#1e1b4b';
  }, []);
  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    return [((event.clientX - bounds.left) / bounds.width) * WIDTH, ((event.clientY - bounds.top) / bounds.height) * HEIGHT] as const;
  };
  const finish = () => {
    if (!drawing.current) return;
    drawing.current = false;
    canvas.current!.toBlob((blob) => onDrawing(blob ?? undefined), 'image/png');
  };
  return (
    <div className="space-y-2">
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        aria-label={text.drawLabel}
        data-testid="drawing-pad"
        className="w-full touch-none rounded-lg border border-dashed border-slate-400 bg-white"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          const context = event.currentTarget.getContext('2d')!;
          const [x, y] = point(event);
          context.beginPath();
          context.moveTo(x, y);
          context.lineTo(x + 0.1, y + 0.1);
          context.stroke();
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const context = event.currentTarget.getContext('2d')!;
          const [x, y] = point(event);
          context.lineTo(x, y);
          context.stroke();
        }}
        onPointerUp={finish}
        onPointerLeave={finish}
      />
      <button
        type="button"
        className="btn-secondary"
        onClick={() => {
          canvas.current!.getContext('2d')!.clearRect(0, 0, WIDTH, HEIGHT);
          onDrawing(undefined);
        }}
      >
        {text.clearDrawing}
      </button>
    </div>
  );
}
