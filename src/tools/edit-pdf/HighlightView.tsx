import type { HighlightItem } from '../../contract/edit-pdf';
import { highlightAreas } from '../../contract/text-highlight';

/** A highlight in the page's SVG overlay: its box, or one band per line of a text highlight, as the saved quads. */
export function HighlightView({ item }: { item: HighlightItem }) {
  return (
    <g data-item-kind="highlight" fill={item.color} opacity={item.opacity} style={{ mixBlendMode: 'multiply' }}>
      {highlightAreas(item).map((area, index) => <rect key={index} x={area.x} y={area.y} width={area.width} height={area.height} />)}
    </g>
  );
}
