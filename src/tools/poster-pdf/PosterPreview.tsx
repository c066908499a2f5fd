import { SheetPreview } from '../../components/SheetPreview';
import { usePageImage } from '../../components/use-page-image';
import { posterLayout } from '../../contract/poster-layout';
import type { PosterSettings } from '../../contract/poster-pdf';
import { tileCount } from './texts';

/** The first page, scaled, with the tiles it is cut into drawn over it. */
export function PosterPreview({ file, settings }: { file: File; settings: PosterSettings }) {
  const { page } = usePageImage(file, 1, 160);
  if (!page) return null;
  const { tiles, content, scaled, columns, rows } = posterLayout(settings, { width: page.pageWidth, height: page.pageHeight });
  // The last tiles run past the page's right and bottom edges: the preview shows all they cover.
  const area = {
    width: Math.max(scaled.width, ...tiles.map((tile) => tile.left + content.width)),
    height: Math.max(scaled.height, ...tiles.map((tile) => tile.top + content.height)),
  };
  const guides = tiles.map((tile) => ({ x: tile.left, y: area.height - tile.top - content.height, width: content.width, height: content.height }));
  const pageCell = { x: 0, y: area.height - scaled.height, ...scaled };
  return <SheetPreview file={file} sheet={area} placements={[{ pageNumber: 1, cell: pageCell }]} guides={guides} label={tileCount(columns, rows)} />;
}
