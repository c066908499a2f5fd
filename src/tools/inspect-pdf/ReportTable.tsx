import type { ReactNode } from 'react';
import { useRowWindow } from '../../lib/row-window';

interface ReportTableProps {
  title: string;
  columns: string[];
  rows: ReactNode[][];
  /** Said instead of an empty table. */
  empty: string;
  /** Under the table: what was left out of a long list. */
  footer?: string;
}

/** Rows of a long table are one line high and drawn a screenful at a time (a file may draw thousands of images). */
const ROW_HEIGHT = 37;
const VIEW_HEIGHT = 384;
const LONG = 100;

/** One section of the report: a heading and a table, or a line saying there is nothing. */
export function ReportTable({ title, columns, rows, empty, footer }: ReportTableProps) {
  const id = `report-${title.replace(/\W+/g, '-').toLowerCase()}`;
  const long = rows.length > LONG;
  const view = useRowWindow(long ? rows.length : 0, ROW_HEIGHT, VIEW_HEIGHT);
  const shown = long ? rows.slice(view.first, view.last) : rows;
  return (
    <section aria-labelledby={id} className="space-y-2" data-testid={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">{title} <span className="text-sm font-normal text-slate-500">({rows.length})</span></h2>
      {rows.length === 0 ? <p className="text-sm text-slate-500">{empty}</p> : (
        <div className="max-h-96 overflow-auto rounded-xl border border-slate-200" onScroll={long ? view.onScroll : undefined}>
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-slate-50 text-slate-600"><tr>{columns.map((column) => <th key={column} className="p-2 font-medium">{column}</th>)}</tr></thead>
            <tbody className="divide-y divide-slate-100">
              {long && view.before > 0 && <tr aria-hidden style={{ height: view.before }} />}
              {shown.map((cells, offset) => (
                // Report rows have no identity beyond their place.
                <tr key={offset + (long ? view.first : 0)} style={long ? { height: ROW_HEIGHT } : undefined}>
                  {cells.map((cell, at) => <td key={columns[at]} className={`p-2 text-slate-700 ${long ? 'max-w-xs truncate whitespace-nowrap' : 'break-all'}`}>{cell}</td>)}
                </tr>
              ))}
              {long && view.after > 0 && <tr aria-hidden style={{ height: view.after }} />}
            </tbody>
          </table>
        </div>
      )}
      {footer && <p className="text-sm text-slate-500">{footer}</p>}
    </section>
  );
}
