import { usePageImage } from '../../components/use-page-image';
import { overlayRect, type OverlaySettings } from '../../contract/overlay-pdf';
import { previewLabel } from './texts';

const PAGE_IMAGE_WIDTH = 240;
/** CSS pixels of the preview's longer side. */
const SIZE = 280;

/**
 * The document's first page with the overlay's first page where the run puts it (the contract's
 * placement, which the engine draws). Both thumbnails are opaque white, so they are multiplied:
 * white lets the other page show through, as the PDF's drawing does.
 */
export function OverlayPreview({ document, overlay, settings }: { document: File; overlay: File; settings: OverlaySettings }) {
  const base = usePageImage(document, 1, PAGE_IMAGE_WIDTH).page;
  const top = usePageImage(overlay, 1, PAGE_IMAGE_WIDTH).page;
  if (!base || !top) return null;
  const page = { width: base.pageWidth, height: base.pageHeight };
  const rect = overlayRect(page, { width: top.pageWidth, height: top.pageHeight }, settings.fit);
  const scale = SIZE / Math.max(page.width, page.height);
  const overlayStyle = {
    left: rect.x * scale, top: (page.height - rect.y - rect.height) * scale, width: rect.width * scale, height: rect.height * scale,
    zIndex: settings.layer === 'above' ? 2 : 0,
  };
  return (
    <figure className="flex flex-col items-center gap-2" data-testid="overlay-preview">
      <div className="relative isolate box-content overflow-hidden border border-slate-300 bg-white shadow-md" style={{ width: page.width * scale, height: page.height * scale }}>
        <img src={base.url} alt="" className="absolute inset-0 z-[1] size-full mix-blend-multiply" data-testid="preview-document" />
        <img src={top.url} alt="" className="absolute mix-blend-multiply" style={overlayStyle} data-testid="preview-overlay" />
      </div>
      <figcaption className="text-sm text-slate-500">{previewLabel}</figcaption>
    </figure>
  );
}
