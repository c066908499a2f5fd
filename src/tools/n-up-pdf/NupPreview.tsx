import { SheetPreview } from '../../components/SheetPreview';
import { usePageImage } from '../../components/use-page-image';
import { nupLayout } from '../../contract/n-up-layout';
import type { NupSettings } from '../../contract/n-up-pdf';
import { previewLabel } from './texts';

/** The first sheet as the run lays it out: the layout is chosen for the first page's size, as the engine does. */
export function NupPreview({ file, pageCount, settings }: { file: File; pageCount: number; settings: NupSettings }) {
  const { page } = usePageImage(file, 1, 160);
  if (!page) return null;
  let layout;
  try {
    layout = nupLayout(settings, { width: page.pageWidth, height: page.pageHeight });
  } catch {
    // Margins that leave no room: the run says so.
    return null;
  }
  const placements = layout.cells.map((cell, index) => ({ cell, pageNumber: index < pageCount ? index + 1 : undefined }));
  return <SheetPreview file={file} sheet={layout.sheet} placements={placements} framed={settings.border} label={previewLabel} />;
}
