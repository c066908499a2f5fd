import type { Device, Page } from 'mupdf';
import type { Mupdf } from './load-mupdf';

/** Draws the page to the device (callbacks that note what is drawn where), then frees the device. */
export function runPageThrough(mupdf: Mupdf, page: Page, device: Device): void {
  try {
    page.run(device, mupdf.Matrix.identity);
    device.close();
  } finally {
    device.destroy();
  }
}
