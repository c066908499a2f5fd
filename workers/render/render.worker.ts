import * as pdfjsWorker from 'pdfjs-dist/build/pdf.worker.mjs';
import { exposeEngine } from '../runtime/engine-protocol';
import operations from './operations';
import { configurePdfjs } from '../engines/pdfjs/pdfjs-environment';
import { NoFilterFactory, OffscreenCanvasFactory } from '../engines/pdfjs/offscreen-factories';

// We are already off the main thread: pdf.js runs its parser here too, instead of nesting a worker.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;

configurePdfjs({
  // pdf.js's data files are copied from the package at build (see descriptor.ts).
  assetBase: new URL('/vendor/pdfjs/', self.location.origin).href,
  documentOptions: {
    CanvasFactory: OffscreenCanvasFactory,
    FilterFactory: NoFilterFactory,
    // There is no document here: fetch data files in-thread, draw glyphs as paths.
    useWorkerFetch: true,
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: true,
  },
});

exposeEngine(operations);
