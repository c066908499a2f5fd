import { SheetPreview } from '../../components/SheetPreview';
import { usePageImage } from '../../components/use-page-image';
import { bookletHalves, bookletSheet, bookletSides, creepShift } from '../../contract/booklet-layout';
import type { BookletSettings } from '../../contract/booklet-pdf';
import { previewLabel } from './texts';

/** The front of the first sheet, as the run lays it out, with the fold drawn. */
export function BookletPreview({ file, pageCount, settings }: { file: File; pageCount: number; settings: BookletSettings }) {
  const { page } = usePageImage(file, 1, 160);
  if (!page) return null;
  const sheet = bookletSheet(settings, { width: page.pageWidth, height: page.pageHeight });
  const { left, right } = bookletHalves(sheet);
  const [front] = bookletSides(pageCount, settings.mode, settings.binding);
  const shift = creepShift(settings, front.sheet);
  const placements = [
    { cell: { ...left, x: left.x + shift }, pageNumber: front.left ?? undefined },
    { cell: { ...right, x: right.x - shift }, pageNumber: front.right ?? undefined },
  ];
  const fold = { x: sheet.width / 2, y: 0, width: 0, height: sheet.height };
  return <SheetPreview file={file} sheet={sheet} placements={placements} guides={[fold]} label={previewLabel} />;
}
