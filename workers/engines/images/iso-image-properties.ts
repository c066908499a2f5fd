// What an AVIF (an ISO media file, like HEIC) says of its primary picture before it is decoded: its
// size (`ispe`) and how it is to be shown (`irot`, a turn anticlockwise in quarter turns; `imir`, a
// mirror), in the order the file applies them. libavif (@jsquash/avif) decodes the stored pixels only,
// so the turn is Folio's to apply, as libheif does for HEIC.

export type ImageTransform = { kind: 'rotate'; quarterTurns: number } | { kind: 'mirror'; leftRight: boolean };

export interface IsoImageProperties {
  width?: number;
  height?: number;
  transforms: ImageTransform[];
}

interface Box {
  type: string;
  start: number;
  /** Where the box's content starts (after its header). */
  body: number;
  end: number;
}

function boxesIn(bytes: Uint8Array, view: DataView, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    let body = at + 8;
    if (size === 1 && at + 16 <= end) {
      size = Number(view.getBigUint64(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < 8 || at + size > end) break;
    boxes.push({ type: String.fromCharCode(...bytes.subarray(at + 4, at + 8)), start: at, body, end: at + size });
    at += size;
  }
  return boxes;
}

/** The primary item's size and transforms; empty when the file does not say (then it is shown as stored). */
export function isoImageProperties(bytes: Uint8Array): IsoImageProperties {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const meta = boxesIn(bytes, view, 0, bytes.length).find((box) => box.type === 'meta');
  if (!meta) return { transforms: [] };
  const inMeta = boxesIn(bytes, view, meta.body + 4, meta.end); // meta is a full box: version and flags first
  const pitm = inMeta.find((box) => box.type === 'pitm');
  const iprp = inMeta.find((box) => box.type === 'iprp');
  if (!pitm || !iprp) return { transforms: [] };
  const primary = bytes[pitm.body] === 0 ? view.getUint16(pitm.body + 4) : view.getUint32(pitm.body + 4);
  const inIprp = boxesIn(bytes, view, iprp.body, iprp.end);
  const ipco = inIprp.find((box) => box.type === 'ipco');
  const ipma = inIprp.find((box) => box.type === 'ipma');
  if (!ipco || !ipma) return { transforms: [] };
  const properties = boxesIn(bytes, view, ipco.body, ipco.end);

  // ipma: version and flags, then per item its id and its properties' 1-based indices, in order.
  const version = bytes[ipma.body];
  const wideIndex = (bytes[ipma.body + 3] & 1) === 1;
  let at = ipma.body + 4;
  const entries = view.getUint32(at);
  at += 4;
  let associated: number[] = [];
  for (let entry = 0; entry < entries && at < ipma.end; entry += 1) {
    const item = version < 1 ? view.getUint16(at) : view.getUint32(at);
    at += version < 1 ? 2 : 4;
    const count = bytes[at];
    at += 1;
    const indices: number[] = [];
    for (let index = 0; index < count; index += 1) {
      indices.push(wideIndex ? view.getUint16(at) & 0x7fff : bytes[at] & 0x7f);
      at += wideIndex ? 2 : 1;
    }
    if (item === primary) associated = indices;
  }

  const result: IsoImageProperties = { transforms: [] };
  for (const index of associated) {
    const property = properties[index - 1];
    if (!property) continue;
    if (property.type === 'ispe') {
      result.width = view.getUint32(property.body + 4);
      result.height = view.getUint32(property.body + 8);
    } else if (property.type === 'irot') {
      result.transforms.push({ kind: 'rotate', quarterTurns: bytes[property.body] & 3 });
    } else if (property.type === 'imir') {
      // Axis 0 mirrors about a vertical axis (left and right change places), 1 about a horizontal one.
      result.transforms.push({ kind: 'mirror', leftRight: (bytes[property.body] & 1) === 0 });
    }
  }
  return result;
}

/** RGBA pixels with the transforms applied, in order. */
export function transformed(image: { rgba: Uint8Array; width: number; height: number }, transforms: ImageTransform[]) {
  let { rgba, width, height } = image;
  for (const transform of transforms) {
    if (transform.kind === 'mirror') {
      const out = new Uint8Array(rgba.length);
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const [sx, sy] = transform.leftRight ? [width - 1 - x, y] : [x, height - 1 - y];
          out.set(rgba.subarray((sy * width + sx) * 4, (sy * width + sx) * 4 + 4), (y * width + x) * 4);
        }
      }
      rgba = out;
      continue;
    }
    for (let turn = 0; turn < transform.quarterTurns; turn += 1) {
      // A quarter turn anticlockwise: the stored (x, y) lands at (y, width - 1 - x).
      const out = new Uint8Array(rgba.length);
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const to = ((width - 1 - x) * height + y) * 4;
          out.set(rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 4), to);
        }
      }
      rgba = out;
      [width, height] = [height, width];
    }
  }
  return { rgba, width, height };
}
