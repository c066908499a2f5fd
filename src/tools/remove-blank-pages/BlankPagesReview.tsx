import { useEffect, useMemo, useState } from 'react';
import { Loader2 } from 'lucide-react';
import { PageGrid } from '../../components/PageGrid';
import { blankPages } from '../../contract/blank-page-rule';
import { usePageFacts } from './use-page-facts';
import { detectFailed, detecting, foundLine, gridLabel } from './texts';

/** The pages to remove as the screen holds them: the marked pages, and how many the file has. */
export interface MarkedPages {
  pages: number[];
  pageCount: number;
  /** Every page is blank at the threshold (before any change by hand). */
  allBlank: boolean;
}

interface BlankPagesReviewProps {
  file: File;
  threshold: number;
  disabled: boolean;
  onChange: (marked: MarkedPages | undefined) => void;
}

/**
 * The one file's pages with the blank ones crossed out: found once, judged at the threshold as it
 * moves; a click keeps a page or marks another. Moving the threshold starts again from what it finds.
 */
export function BlankPagesReview({ file, threshold, disabled, onChange }: BlankPagesReviewProps) {
  const { facts, failed } = usePageFacts(file);
  const detected = useMemo(() => (facts ? new Set(blankPages(facts, threshold).map(String)) : undefined), [facts, threshold]);
  const [chosen, setChosen] = useState<{ from: Set<string>; selected: Set<string> }>();
  const selected = chosen && chosen.from === detected ? chosen.selected : detected;
  const gridPages = useMemo(() => (facts ?? []).map(({ page }) => ({ id: String(page), pageNumber: page })), [facts]);

  useEffect(() => {
    if (!facts || !selected || !detected) return;
    onChange({
      pages: [...selected].map(Number).sort((a, b) => a - b),
      pageCount: facts.length,
      allBlank: detected.size === facts.length,
    });
  }, [facts, selected, detected, onChange]);
  // The settings go back to "as each file finds it" when this file's review goes.
  useEffect(() => () => onChange(undefined), [onChange]);

  if (failed) return <p className="text-red-600" role="alert">{detectFailed}</p>;
  if (!facts || !selected) {
    return <p className="flex items-center gap-2 text-slate-500" data-testid="blank-detecting"><Loader2 className="size-4 animate-spin" aria-hidden /> {detecting}</p>;
  }
  return (
    <div className="space-y-2">
      <p className="text-slate-700" aria-live="polite" data-testid="blank-found">{foundLine(detected?.size ?? 0, facts.length)}</p>
      <PageGrid
        file={file}
        pages={gridPages}
        label={gridLabel}
        selected={selected}
        onSelectedChange={(next) => detected && setChosen({ from: detected, selected: next })}
        tone="remove"
        disabled={disabled}
      />
    </div>
  );
}
