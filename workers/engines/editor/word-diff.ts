// A word-level diff: the longest common subsequence of two word lists, answered as the stretches
// where they differ. Between two words both lists share, the words only in the first are removed and
// those only in the second added; when both are there, the first run was replaced by the second.

/** One stretch where the lists differ: words [beforeStart, beforeEnd) of the first, [afterStart, afterEnd) of the second. */
export interface DiffHunk {
  beforeStart: number;
  beforeEnd: number;
  afterStart: number;
  afterEnd: number;
}

// The table of common-subsequence lengths has one cell per pair of words: past this many cells (a
// page of 3,000 words rewritten from top to bottom) the middle is answered as one replaced stretch.
const MAX_TABLE_CELLS = 9_000_000;

export function diffWords(before: string[], after: string[]): DiffHunk[] {
  // Words shared at both ends are set aside first: most pages of two versions differ in a few places.
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore -= 1;
    endAfter -= 1;
  }
  const rows = endBefore - start;
  const columns = endAfter - start;
  if (rows === 0 && columns === 0) return [];
  if (rows === 0 || columns === 0 || (rows + 1) * (columns + 1) > MAX_TABLE_CELLS) {
    return [{ beforeStart: start, beforeEnd: endBefore, afterStart: start, afterEnd: endAfter }];
  }
  // lengths[i][j]: the common subsequence of before[start + i..] and after[start + j..] (to the trimmed ends).
  const width = columns + 1;
  const lengths = new Uint32Array((rows + 1) * width);
  for (let i = rows - 1; i >= 0; i -= 1) {
    for (let j = columns - 1; j >= 0; j -= 1) {
      lengths[i * width + j] = before[start + i] === after[start + j]
        ? lengths[(i + 1) * width + j + 1] + 1
        : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  const hunks: DiffHunk[] = [];
  let open: DiffHunk | undefined;
  const close = () => {
    if (open) hunks.push(open);
    open = undefined;
  };
  let i = 0;
  let j = 0;
  while (i < rows || j < columns) {
    if (i < rows && j < columns && before[start + i] === after[start + j]) {
      close();
      i += 1;
      j += 1;
      continue;
    }
    open ??= { beforeStart: start + i, beforeEnd: start + i, afterStart: start + j, afterEnd: start + j };
    if (j >= columns || (i < rows && lengths[(i + 1) * width + j] >= lengths[i * width + j + 1])) {
      i += 1;
      open.beforeEnd = start + i;
    } else {
      j += 1;
      open.afterEnd = start + j;
    }
  }
  close();
  return hunks;
}
