/** A frame of a many-image file (TIFF, HEIC) over the pixel limit, found before any frame is decoded: its size, for the message. */
export class FrameTooLarge extends Error {
  constructor(readonly width: number, readonly height: number) {
    super(`a ${width} × ${height} frame`);
  }
}
