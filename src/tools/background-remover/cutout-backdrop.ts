import type { CSSProperties } from 'react';
import type { CutoutOptions } from './use-cutout-exports';

// Transparent parts of the result show as the usual grey-and-white checkerboard.
const checkerboard: CSSProperties = {
  backgroundColor: '#ffffff',
  backgroundImage: 'conic-gradient(#e2e8f0 25%, transparent 0 50%, #e2e8f0 0 75%, transparent 0)',
  backgroundSize: '20px 20px',
};

/** What shows through the cut-out in the comparison: the chosen colour, or the checkerboard. */
export function cutoutBackdrop({ background }: CutoutOptions): CSSProperties {
  return background ? { backgroundColor: background } : checkerboard;
}
