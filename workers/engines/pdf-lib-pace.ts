// pdf-lib reads and writes at full speed in our engines. By default it stops for a timer every 100
// objects it reads and every 50 it writes, so that a page's own thread can paint between them. Our
// engines run in workers, where nothing waits to paint, and a cancel terminates the worker rather
// than waiting for a pause. There those stops are only lost time: each timer is at least 1 ms (4 ms
// once nested, in a browser), which was 1.2 s of the 2.1 s a 1,170-page merge took under Node.
import { PDFDocument, ParseSpeeds, type LoadOptions, type SaveOptions } from 'pdf-lib';

/** `PDFDocument.load`, without pauses. */
export function loadWithPdfLib(bytes: Uint8Array | ArrayBuffer, options: LoadOptions = {}): Promise<PDFDocument> {
  return PDFDocument.load(bytes, { ...options, parseSpeed: ParseSpeeds.Fastest });
}

/** `document.save`, without pauses. */
export function saveWithPdfLib(document: PDFDocument, options: SaveOptions = {}): Promise<Uint8Array> {
  return document.save({ ...options, objectsPerTick: Infinity });
}
