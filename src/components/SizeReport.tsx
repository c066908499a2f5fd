import { formatBytes } from '../lib/format-bytes';
import { reductionPercent } from '../lib/size-reduction';

interface SizeReportProps {
  originalSize: number;
  compressedSize: number;
  /** The new size's label, e.g. 'Compressed size' or 'Optimized size'. */
  resultLabel?: string;
}

/** Original size, new size and the reduction percent, formatted as the spec says. */
export function SizeReport({ originalSize, compressedSize, resultLabel = 'Compressed size' }: SizeReportProps) {
  const cells = [
    { label: 'Original size', value: formatBytes(originalSize), testId: 'original-size' },
    { label: resultLabel, value: formatBytes(compressedSize), testId: 'compressed-size' },
    { label: 'Reduction', value: `${reductionPercent(originalSize, compressedSize)}%`, testId: 'reduction' },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 text-center sm:gap-4" data-testid="size-report">
      {cells.map((cell) => (
        <div key={cell.label} className="rounded-xl border border-slate-200 bg-surface p-3">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{cell.label}</dt>
          <dd className="mt-1 text-base font-semibold tabular-nums text-slate-900 sm:text-xl" data-testid={cell.testId}>{cell.value}</dd>
        </div>
      ))}
    </dl>
  );
}
