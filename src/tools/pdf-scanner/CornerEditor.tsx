// Moving the page's corners on the captured frame when the guess was wrong: four handles to drag.
import { useRef, useState } from 'react';
import type { Quad } from '../../contract/pdf-scanner';
import type { ScannedPage } from './scan-store';
import { useObjectUrl } from '../../components/use-object-url';
import { scannerTexts as text } from './texts';

export function CornerEditor({ page, onApply }: { page: ScannedPage; onApply: (corners: Quad) => void }) {
  const url = useObjectUrl(page.original);
  const box = useRef<HTMLDivElement>(null);
  const [corners, setCorners] = useState<Quad>(page.corners);
  const [dragging, setDragging] = useState<number>();
  const move = (event: React.PointerEvent) => {
    if (dragging === undefined || !box.current) return;
    const rect = box.current.getBoundingClientRect();
    const x = Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width)) * page.originalWidth;
    const y = Math.min(1, Math.max(0, (event.clientY - rect.top) / rect.height)) * page.originalHeight;
    setCorners((current) => current.map((point, index) => (index === dragging ? { x, y } : point)) as Quad);
  };
  const share = (point: { x: number; y: number }) => ({ left: `${(point.x / page.originalWidth) * 100}%`, top: `${(point.y / page.originalHeight) * 100}%` });
  return (
    <div className="space-y-2">
      <div ref={box} className="relative touch-none select-none" onPointerMove={move} onPointerUp={() => setDragging(undefined)}>
        {url && <img src={url} alt="" className="w-full rounded-lg" draggable={false} />}
        <svg className="pointer-events-none absolute inset-0 size-full" viewBox={`0 0 ${page.originalWidth} ${page.originalHeight}`} preserveAspectRatio="none">
          <polygon points={corners.map((point) => `${point.x},${point.y}`).join(' ')} fill="rgba(14,165,233,0.15)" stroke="#0ea5e9" strokeWidth={page.originalWidth / 300} />
        </svg>
        {corners.map((point, index) => (
          <button key={index} type="button" aria-label={text.cornerLabel(index)} className="absolute size-6 -translate-x-1/2 -translate-y-1/2 cursor-move rounded-full border-2 border-white bg-sky-600 shadow" style={share(point)}
            onPointerDown={(event) => {
              (event.target as HTMLElement).releasePointerCapture?.(event.pointerId);
              setDragging(index);
            }} />
        ))}
      </div>
      <button type="button" className="btn-primary" onClick={() => onApply(corners)}>{text.applyCorners}</button>
    </div>
  );
}
