import { useCallback, useEffect, useRef, useState } from 'react';
import { Loader2 } from 'lucide-react';
import { useInView } from '../../components/use-in-view';
import { usePageImage } from '../../components/use-page-image';
import { COMPARE_MAX_PAGES, type CompareAnswer, type PageRow } from '../../contract/compare-pdf';
import { comparePageId, describeDifference, focusOf, marksOf, type CompareFocus, type CompareMark, type CompareSide, type MarkTone } from './compare-marks';
import { DifferenceList } from './DifferenceList';
import { editorTexts } from './texts';

const text = editorTexts.compare;

// Pages are drawn this wide (CSS pixels) and shrink with their column.
const PAGE_WIDTH = 600;

const toneStyles: Record<MarkTone, string> = {
  removed: 'border-red-600 bg-red-500/25',
  added: 'border-green-600 bg-green-500/25',
  changed: 'border-amber-500 bg-amber-400/30',
  drawing: 'border-sky-600 bg-sky-400/20 border-dashed',
};

const aloneStyles = {
  added: { frame: 'ring-4 ring-green-600', badge: 'bg-green-700' },
  removed: { frame: 'ring-4 ring-red-600', badge: 'bg-red-700' },
};

interface CompareViewProps {
  before: File;
  after: File;
  answer: CompareAnswer;
}

/** The differences listed, and both files side by side (stacked on a phone), page by page, with the differences marked. */
export function CompareView({ before, after, answer }: CompareViewProps) {
  const { differences, truncated, rows } = answer;
  const marks = marksOf(differences);
  // A new object on every pick, so picking the same difference again shows it again.
  const [focus, setFocus] = useState<CompareFocus>();
  const files = { before, after };

  return (
    <div className="grid gap-4 lg:relative lg:left-1/2 lg:w-screen lg:max-w-[1400px] lg:-translate-x-1/2 lg:grid-cols-[300px_minmax(0,1fr)] lg:px-4" data-testid="compare-view">
      <aside className="space-y-2 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-auto" aria-labelledby="compare-summary">
        <h3 id="compare-summary" className="font-semibold text-slate-900" data-testid="compare-count">
          {differences.length === 0 ? text.none : text.count(differences.length, truncated)}
        </h3>
        {truncated && <p className="text-sm text-amber-800">{text.truncated(COMPARE_MAX_PAGES)}</p>}
        <Legend />
        {differences.length > 0 && (
          <DifferenceList labels={differences.map(describeDifference)} onPick={(index) => setFocus({ ...focusOf(differences[index], index) })} />
        )}
      </aside>
      <div className="min-w-0 space-y-6">
        <div className="grid grid-cols-2 gap-3 text-sm font-medium text-slate-700 max-sm:hidden">
          <p className="truncate">{text.before(before.name)}</p>
          <p className="truncate">{text.after(after.name)}</p>
        </div>
        {rows.map((row) => (
          <section key={`${row.before ?? ''}-${row.after ?? ''}`} aria-label={text.row(row)} className="space-y-2" data-testid="compare-row">
            <h4 className="text-sm font-semibold text-slate-600">{text.row(row)}</h4>
            <div className="grid gap-3 sm:grid-cols-2">
              {(['before', 'after'] as const).map((side) => (
                <div key={side} className="flex flex-col gap-1">
                  <p className="truncate text-xs text-slate-500 sm:hidden">{(side === 'before' ? text.before : text.after)(files[side].name)}</p>
                  <ComparePage file={files[side]} side={side} row={row}
                    marks={marks.filter((mark) => mark.side === side && mark.page === row[side])} focus={focus} />
                </div>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

function Legend() {
  return (
    <ul className="flex flex-wrap gap-3 text-xs text-slate-600">
      {(Object.keys(toneStyles) as MarkTone[]).map((tone) => (
        <li key={tone} className="flex items-center gap-1"><span className={`inline-block size-3 rounded-sm border ${toneStyles[tone]}`} aria-hidden />{text.legend[tone]}</li>
      ))}
    </ul>
  );
}

interface ComparePageProps {
  file: File;
  side: CompareSide;
  row: PageRow;
  marks: CompareMark[];
  focus?: CompareFocus;
}

/** The place of a page one file does not have: says which way it went. */
function MissingPage({ side }: { side: CompareSide }) {
  return (
    // As tall as the page beside it (the grid row stretches it), whatever that page's shape.
    <div className="flex min-h-32 w-full flex-1 items-center justify-center rounded border-2 border-dashed border-slate-300 bg-slate-50 p-4 text-center text-sm text-slate-600"
      data-testid={`compare-page-${side}`} data-missing="true">
      {side === 'before' ? text.onlyAfter : text.onlyBefore}
    </div>
  );
}

function ComparePage(props: ComparePageProps) {
  const page = props.row[props.side];
  return page === undefined ? <MissingPage side={props.side} /> : <PresentPage {...props} page={page} />;
}

/** One page of one file, drawn when scrolled near, with its marks; shows and focuses what was picked in the list. */
function PresentPage({ file, side, row, page, marks, focus }: ComparePageProps & { page: number }) {
  const [inView, visible] = useInView<HTMLDivElement>();
  const frame = useRef<HTMLDivElement | null>(null);
  // Stable, so React does not detach and attach the element (and its visibility watch) on every render.
  const setFrame = useCallback((element: HTMLDivElement | null) => {
    frame.current = element;
    inView(element);
  }, [inView]);
  const { page: image } = usePageImage(file, page, PAGE_WIDTH, visible);
  // A page the other file does not have: outlined in the added or removed colour, with a badge.
  const alone = row.before === undefined ? 'added' : row.after === undefined ? 'removed' : undefined;
  const label = `${(side === 'before' ? text.before : text.after)(file.name)}, ${text.pageLabel(page)}`;
  const picked = focus?.side === side && focus.page === page ? focus : undefined;

  useEffect(() => {
    if (!picked) return;
    // The picked mark once the page is drawn; the page itself meanwhile (or for a page-level difference).
    const mark = picked.markId && image ? document.getElementById(picked.markId) : null;
    const target = mark ?? frame.current;
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    target?.focus({ preventScroll: true });
  }, [picked, image]);

  return (
    <div
      ref={setFrame}
      id={comparePageId(side, page)}
      tabIndex={-1}
      role="group"
      aria-label={label}
      data-testid={`compare-page-${side}`}
      data-alone={alone}
      className={`relative w-full overflow-hidden rounded bg-white shadow-md focus:outline focus:outline-2 focus:outline-purple-700 ${alone ? aloneStyles[alone].frame : ''}`}
      style={{ aspectRatio: image ? `${image.pageWidth} / ${image.pageHeight}` : '1 / 1.414' }}
    >
      {alone && <span className={`absolute left-2 top-2 z-10 rounded px-2 py-0.5 text-xs font-semibold text-white ${aloneStyles[alone].badge}`}>{text.pageBadge[alone]}</span>}
      {!image && <div className="flex size-full items-center justify-center"><Loader2 className="size-8 animate-spin text-slate-300" aria-hidden /></div>}
      {image && (
        <>
          <img src={image.url} alt="" draggable={false} className="absolute inset-0 size-full select-none" />
          {marks.map((mark) => (
            <div
              key={mark.id}
              id={mark.id}
              tabIndex={-1}
              role="img"
              aria-label={text.legend[mark.tone]}
              data-testid="compare-mark"
              data-tone={mark.tone}
              className={`absolute rounded-sm border focus:outline focus:outline-2 focus:outline-offset-2 focus:outline-purple-700 ${toneStyles[mark.tone]}`}
              style={{
                left: `${(mark.box.x / image.pageWidth) * 100}%`,
                top: `${(mark.box.y / image.pageHeight) * 100}%`,
                width: `${(mark.box.width / image.pageWidth) * 100}%`,
                height: `${(mark.box.height / image.pageHeight) * 100}%`,
              }}
            />
          ))}
        </>
      )}
    </div>
  );
}
