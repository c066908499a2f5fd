// Sets of Unicode code points as sorted, inclusive [first, last] ranges: a font's character map
// (tens of thousands of code points for a CJK font) in a few thousand pairs.

export type CodePointRanges = Array<[number, number]>;

export function rangesOf(codePoints: Iterable<number>): CodePointRanges {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: CodePointRanges = [];
  for (const codePoint of sorted) {
    const last = ranges.at(-1);
    if (last && last[1] === codePoint - 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  return ranges;
}

export function inRanges(ranges: CodePointRanges, codePoint: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last] = ranges[middle];
    if (codePoint < first) high = middle - 1;
    else if (codePoint > last) low = middle + 1;
    else return true;
  }
  return false;
}
