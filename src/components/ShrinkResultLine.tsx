import type { ShrinkAnswerItem } from '../contract/shrink-actions';
import { formatBytes } from '../lib/format-bytes';
import { reductionPercent } from '../lib/size-reduction';
import { ResultRow } from './ResultDownloads';

/** One file of several made smaller: its new name, both sizes and the reduction, and its download. */
export function ShrinkResultLine({ item }: { item: ShrinkAnswerItem }) {
  return (
    <ul className="rounded-lg border border-green-100 bg-green-50/50">
      <ResultRow
        result={item}
        className="py-1.5"
        details={(
          <span className="tabular-nums text-slate-600" data-testid="size-line">
            {formatBytes(item.originalSize)} → {formatBytes(item.compressedSize)}
            {item.keptOriginal ? ' · kept unchanged' : ` · −${reductionPercent(item.originalSize, item.compressedSize)}%`}
          </span>
        )}
      />
    </ul>
  );
}

/** Several files made smaller: what they weighed together before and after ('3 files: 12 MB → 4 MB · −67%'). */
export function ShrinkTotal({ items }: { items: ShrinkAnswerItem[] }) {
  if (items.length < 2) return null;
  const before = items.reduce((sum, item) => sum + item.originalSize, 0);
  const after = items.reduce((sum, item) => sum + Math.min(item.compressedSize, item.originalSize), 0);
  return (
    <p className="text-sm font-medium tabular-nums text-slate-800" data-testid="shrink-total">
      {items.length} files: {formatBytes(before)} → {formatBytes(after)} · −{reductionPercent(before, after)}%
    </p>
  );
}
