import { useEffect, useRef, useState } from 'react';
import { RotateCcw, RotateCw, Trash2, Undo2 } from 'lucide-react';
import { PageGrid } from '../../components/PageGrid';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { useBatch } from '../../components/use-batch';
import { callApi } from '../../api/call-api';
import type { ResultItem } from '../../contract/results';
import { organizePdfCall } from '../../contract/organize-pdf';
import { toast } from '../../state/toast-store';
import { PageActions } from './PageActions';
import { initialArrangement, movePage, organizeSettings, removePages, reorderPages, rotatePages } from './page-arrangement';
import { organizeTexts as text } from './texts';

interface PageArrangerProps {
  file: File;
  pageCount: number;
  onRunningChange: (running: boolean) => void;
  /** The results as they are (the batch frees them when they go stale): the screen shows them. */
  onResults: (results: ResultItem[]) => void;
}

/** The real page grid of Organize PDF: reorder, turn and remove pages, then apply. */
export function PageArranger({ file, pageCount, onRunningChange, onResults }: PageArrangerProps) {
  const [pages, setPages] = useState(() => initialArrangement(pageCount));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const settings = organizeSettings(pages);
  // A result made from another arrangement no longer matches what the grid shows: the key says so.
  const batch = useBatch({
    jobs: [{ key: `${settings.order}|${settings.rotate}`, label: text.jobLabel(file.name), files: [file] }],
    run: (job, context) => callApi(organizePdfCall, job.files, settings, context),
    verb: text.verb,
    onRunningChange,
    onComplete: () => toast({ title: text.successTitle }),
  });
  const { running, results } = batch;
  useEffect(() => onResults(results), [results, onResults]);
  const only = (id: string) => new Set([id]);
  const section = useRef<HTMLElement>(null);
  // The focused button leaves with its page: keyboard and screen-reader users are taken to the
  // page that took its place (or the summary, after a bulk removal), not back to the top.
  const focusAfterRemoval = (index?: number) => requestAnimationFrame(() => {
    const tiles = section.current?.querySelectorAll<HTMLButtonElement>('[data-tile-button]');
    const target = index === undefined || !tiles?.length ? section.current?.querySelector<HTMLElement>('#arrange-pages') : tiles[Math.min(index, tiles.length - 1)];
    target?.focus();
  });
  const removeIds = (ids: Set<string>, index?: number) => {
    setPages((previous) => removePages(previous, ids));
    setSelected((previous) => new Set([...previous].filter((id) => !ids.has(id))));
    focusAfterRemoval(index);
  };
  const bulk = [
    { label: text.rotateSelectedLeft, icon: RotateCcw, onClick: () => setPages((previous) => rotatePages(previous, selected, -90)) },
    { label: text.rotateSelectedRight, icon: RotateCw, onClick: () => setPages((previous) => rotatePages(previous, selected, 90)) },
    { label: text.removeSelected, icon: Trash2, onClick: () => removeIds(selected) },
  ];

  return (
    <section ref={section} className="space-y-4 rounded-2xl border border-slate-200 bg-surface p-3 shadow-sm sm:p-5" aria-labelledby="arrange-pages">
      <h2 id="arrange-pages" tabIndex={-1} className="text-lg font-semibold text-slate-900" data-testid="page-summary">{text.pageSummary(pages.length, pageCount)}</h2>
      <div className="flex flex-wrap items-center gap-2">
        {bulk.map(({ label, icon: Icon, onClick }) => (
          <button key={label} type="button" className="btn-secondary" disabled={running || selected.size === 0} onClick={onClick}>
            <Icon className="size-4" aria-hidden /> {label}
          </button>
        ))}
        <button type="button" className="btn-secondary" disabled={running} onClick={() => { setPages(initialArrangement(pageCount)); setSelected(new Set()); }}>
          <Undo2 className="size-4" aria-hidden /> {text.reset}
        </button>
      </div>
      <p className="text-sm text-slate-500">{text.gridHint}</p>
      <PageGrid
        file={file}
        pages={pages}
        label={text.gridLabel}
        selected={selected}
        onSelectedChange={setSelected}
        onReorder={(ids) => setPages((previous) => reorderPages(previous, ids))}
        disabled={running}
        renderActions={(page, index, tabIndex) => (
          <PageActions
            pageNumber={page.pageNumber}
            first={index === 0}
            last={index === pages.length - 1}
            tabIndex={tabIndex}
            disabled={running}
            onMove={(step) => setPages((previous) => movePage(previous, index, step))}
            onRotate={(degrees) => setPages((previous) => rotatePages(previous, only(page.id), degrees))}
            onRemove={() => removeIds(only(page.id), index)}
          />
        )}
      />
      {pages.length === 0 && <p className="text-red-600" role="alert">{text.noPagesLeft}</p>}
      <ProcessingWidget batch={batch} actionLabel={text.action} disabled={pages.length === 0} />
    </section>
  );
}
