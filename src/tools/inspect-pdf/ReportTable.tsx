import type { ReactNode } from 'react';

interface ReportTableProps {
  title: string;
  columns: string[];
  rows: ReactNode[][];
  /** Said instead of an empty table. */
  empty: string;
  /** Under the table: what was left out of a long list. */
  footer?: string;
}

/** One section of the report: a heading and a table, or a line saying there is nothing. */
export function ReportTable({ title, columns, rows, empty, footer }: ReportTableProps) {
  const id = `report-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="space-y-2" data-testid={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">{title} <span className="text-sm font-normal text-slate-500">({rows.length})</span></h2>
      {rows.length === 0 ? <p className="text-sm text-slate-500">{empty}</p> : (
        <div className="max-h-96 overflow-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-slate-50 text-slate-600"><tr>{columns.map((column) => <th key={column} className="p-2 font-medium">{column}</th>)}</tr></thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((cells, index) => (
                // Report rows have no identity beyond their place.
                <tr key={index}>{cells.map((cell, at) => <td key={columns[at]} className="break-all p-2 text-slate-700">{cell}</td>)}</tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {footer && <p className="text-sm text-slate-500">{footer}</p>}
    </section>
  );
}
