// The smallest box holding all the given boxes (x, y from the top-left, width, height): shared by the
// engines (a paragraph's lines) and the screens (a text change's lines).

export interface PlainBox { x: number; y: number; width: number; height: number }

export function boxAround<B extends PlainBox>(boxes: B[]): PlainBox {
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}
