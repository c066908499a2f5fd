import type { Quad } from '../../contract/pdf-scanner';

/** The page outline (corners as shares of the frame) drawn over the preview. */
export function OutlineOverlay({ outline, label }: { outline: Quad | null; label: string }) {
  if (!outline) return null;
  const points = outline.map((point) => `${point.x * 100},${point.y * 100}`).join(' ');
  return (
    <svg className="pointer-events-none absolute inset-0 size-full" viewBox="0 0 100 100" preserveAspectRatio="none" data-testid="live-outline" aria-label={label} role="img">
      <polygon points={points} fill="rgba(14,165,233,0.15)" stroke="#0ea5e9" strokeWidth="0.6" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
