import type { EditItem } from '../../contract/edit-pdf';
import { cssFontOf } from './editor-style';
import { TEXT_PADDING, textLines } from './text-lines';
import { HighlightView } from './HighlightView';

interface ItemViewProps {
  item: EditItem;
  /** Object URLs of the image items' pictures, by item id. */
  pictures: Record<string, string>;
}

const ANCHOR = { left: 'start', center: 'middle', right: 'end' } as const;

/** One item drawn in the page's SVG overlay, in PDF points, as the saved file will show it. */
export function ItemView({ item, pictures }: ItemViewProps) {
  switch (item.kind) {
    case 'text': {
      const lines = textLines(item);
      const width = item.width !== undefined ? item.width - TEXT_PADDING * 2 : Math.max(...lines.map((line) => line.length)) * item.fontSize * 0.55;
      const x = item.x + 2 + (item.alignment === 'left' ? 0 : item.alignment === 'center' ? width / 2 : width);
      return (
        <text
          data-item-kind="text"
          x={x}
          y={item.y + 2 + item.fontSize}
          fill={item.color}
          fontFamily={cssFontOf[item.fontFamily]}
          fontSize={item.fontSize}
          fontWeight={item.bold || item.fontFamily === 'Arial Black' || item.fontFamily === 'Impact' ? 700 : 400}
          fontStyle={item.italic ? 'italic' : 'normal'}
          textDecoration={item.underline ? 'underline' : undefined}
          textAnchor={ANCHOR[item.alignment]}
          style={{ whiteSpace: 'pre' }}
        >
          {lines.map((line, index) => <tspan key={index} x={x} dy={index === 0 ? 0 : item.fontSize * 1.2}>{line || ' '}</tspan>)}
        </text>
      );
    }
    case 'highlight':
      return <HighlightView item={item} />;
    case 'rectangle':
      return <rect data-item-kind="rectangle" x={item.x} y={item.y} width={item.width} height={item.height} stroke={item.strokeColor} strokeWidth={item.strokeWidth} fill={item.fillColor === 'none' ? 'none' : item.fillColor} opacity={item.opacity} />;
    case 'circle':
      return (
        <ellipse data-item-kind="circle" cx={item.x + item.width / 2} cy={item.y + item.height / 2} rx={item.width / 2} ry={item.height / 2}
          stroke={item.strokeColor} strokeWidth={item.strokeWidth} fill={item.fillColor === 'none' ? 'none' : item.fillColor} opacity={item.opacity} />
      );
    case 'arrow': {
      const angle = Math.atan2(item.to.y - item.from.y, item.to.x - item.from.x);
      const head = 6 + item.strokeWidth * 2;
      const wing = (side: number) => `${item.to.x - head * Math.cos(angle + side * 0.5)},${item.to.y - head * Math.sin(angle + side * 0.5)}`;
      return (
        <g data-item-kind="arrow" stroke={item.strokeColor} strokeWidth={item.strokeWidth} fill="none" strokeLinecap="round">
          <line x1={item.from.x} y1={item.from.y} x2={item.to.x} y2={item.to.y} />
          <polyline points={`${wing(-1)} ${item.to.x},${item.to.y} ${wing(1)}`} />
        </g>
      );
    }
    case 'ink':
      return (
        <g data-item-kind="ink" stroke={item.strokeColor} strokeWidth={item.strokeWidth} fill="none" strokeLinecap="round" strokeLinejoin="round">
          {item.strokes.map((stroke, index) => <polyline key={index} points={stroke.map(({ x, y }) => `${x},${y}`).join(' ')} />)}
        </g>
      );
    case 'image':
      return <image data-item-kind="image" href={pictures[item.id]} x={item.x} y={item.y} width={item.width} height={item.height} opacity={item.opacity} preserveAspectRatio="none" />;
    case 'redact':
      return <rect data-item-kind="redact" x={item.x} y={item.y} width={item.width} height={item.height} fill="rgba(0,0,0,0.55)" stroke="#dc2626" strokeWidth={1} strokeDasharray="4 2" />;
  }
}
