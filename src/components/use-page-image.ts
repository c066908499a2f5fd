import { useEffect, useState } from 'react';
import { requestPageImage, type RenderedPage } from '../api/page-images';

interface PageImageState {
  page?: RenderedPage;
  error?: unknown;
}

/** One page's image at a CSS width, requested only while `visible` (e.g. scrolled into view). */
export function usePageImage(file: File | undefined, pageNumber: number, width: number, visible = true): PageImageState {
  const [state, setState] = useState<PageImageState & { for?: unknown[] }>({});
  useEffect(() => {
    if (!file || !visible) return undefined;
    let current = true;
    const request = requestPageImage(file, pageNumber, width);
    const target = [file, pageNumber, width];
    request.image.then(
      (page) => current && setState({ page, for: target }),
      (error: unknown) => current && !(error instanceof DOMException && error.name === 'AbortError') && setState({ error, for: target }),
    );
    return () => {
      current = false;
      request.cancel();
    };
  }, [file, pageNumber, width, visible]);
  // A state rendered for another file or page is stale: show nothing rather than the wrong page.
  const fresh = state.for && state.for[0] === file && state.for[1] === pageNumber && state.for[2] === width;
  return fresh ? { page: state.page, error: state.error } : {};
}
