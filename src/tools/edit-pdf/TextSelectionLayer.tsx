import { useMemo } from 'react';
import type { PageWord } from '../../contract/page-words';
import { lineBoxes } from './text-selection';

interface TextSelectionLayerProps {
  /** The page's words, once fetched; without them nothing is drawn. */
  words?: PageWord[];
  chosen: PageWord[];
}

/**
 * Drawn in the page's SVG overlay, under the items: the lines of text, invisible, where the pointer
 * becomes an I-beam, and the selected words shaded line by line as a browser shades selected text.
 */
export function TextSelectionLayer({ words, chosen }: TextSelectionLayerProps) {
  const lines = useMemo(() => (words ? lineBoxes(words) : []), [words]);
  if (!words) return null;
  return (
    <g data-testid="text-layer">
      {lines.map((line, index) => (
        <rect key={index} x={line.x} y={line.y} width={line.width} height={line.height} fill="transparent" style={{ cursor: 'text' }} />
      ))}
      {lineBoxes(chosen).map((line, index) => (
        <rect key={`chosen-${index}`} x={line.x} y={line.y} width={line.width} height={line.height} fill="#2563eb" fillOpacity={0.3} pointerEvents="none" data-testid="text-selection" />
      ))}
    </g>
  );
}
