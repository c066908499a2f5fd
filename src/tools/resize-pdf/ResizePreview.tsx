import { SheetPreview } from '../../components/SheetPreview';
import { usePageImage } from '../../components/use-page-image';
import { resizedPage, type ResizeSettings } from '../../contract/resize-pdf';
import { previewLabel } from './texts';

/** The first page as the run makes it (the contract's layout, which the engine draws): the new page and the old one on it. */
export function ResizePreview({ file, settings }: { file: File; settings: ResizeSettings }) {
  const { page } = usePageImage(file, 1, 160);
  if (!page) return null;
  const layout = resizedPage(settings, { width: page.pageWidth, height: page.pageHeight }, 0);
  // A margin that leaves no room: the run says so.
  if (!layout) return null;
  return <SheetPreview file={file} sheet={layout.sheet} placements={[{ cell: layout.page, pageNumber: 1 }]} label={previewLabel} />;
}
