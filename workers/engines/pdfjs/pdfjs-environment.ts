// Where pdf.js finds its data files and how it draws, set once by whoever hosts the engine:
// the render worker (our origin's /vendor/pdfjs/, OffscreenCanvas) or the Node tests (node_modules).
export interface PdfjsEnvironment {
  /** Base URL or path holding cmaps/, standard_fonts/, wasm/ and iccs/, with a trailing slash. */
  assetBase: string;
  /** Extra getDocument options for this host (canvas and filter factories, font handling). */
  documentOptions?: Record<string, unknown>;
}

let environment: PdfjsEnvironment | undefined;

export function configurePdfjs(next: PdfjsEnvironment): void {
  environment = next;
}

export function pdfjsEnvironment(): PdfjsEnvironment {
  if (!environment) throw new Error('pdf.js is not configured: call configurePdfjs() first.');
  return environment;
}
