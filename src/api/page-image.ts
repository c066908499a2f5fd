// GET /api/previews/{id}/pages/{n}: one page as a PNG, with its displayed size in points.
import { apiRequest } from './api-request';
import { PAGE_HEIGHT_HEADER, PAGE_WIDTH_HEADER, pageImageQuery, type PageImageSize } from '../contract/previews';

export interface PageImage {
  image: Blob;
  /** PDF points, after the page's own rotation. */
  pageWidth: number;
  pageHeight: number;
}

export async function fetchPageImage(previewId: string, pageNumber: number, size: PageImageSize): Promise<PageImage> {
  const query = new URLSearchParams(pageImageQuery(size));
  const response = await apiRequest(`/api/previews/${encodeURIComponent(previewId)}/pages/${pageNumber}?${query}`);
  return {
    image: await response.blob(),
    pageWidth: Number(response.headers.get(PAGE_WIDTH_HEADER)),
    pageHeight: Number(response.headers.get(PAGE_HEIGHT_HEADER)),
  };
}
