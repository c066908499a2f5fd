import { SANITIZE_ITEMS, type PdfRisks } from '../../contract/sanitize-pdf';
import { sanitizeChoices, sanitizeTexts as text } from './texts';

/** What the file carried before and carries after, kind by kind. */
export function RisksReport({ before, after }: { before: PdfRisks; after: PdfRisks }) {
  return (
    <section aria-labelledby="risks-report" data-testid="risks-report">
      <h3 id="risks-report" className="mb-2 font-semibold text-slate-800">{text.reportTitle}</h3>
      <table className="w-full max-w-md text-left text-sm">
        <thead className="text-slate-600">
          <tr><th className="py-1">{text.reportColumns.kind}</th><th className="py-1">{text.reportColumns.before}</th><th className="py-1">{text.reportColumns.after}</th></tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {SANITIZE_ITEMS.map((item) => {
            const { label, count } = sanitizeChoices[item];
            return (
              <tr key={item}>
                <td className="py-1 text-slate-800">{label}</td>
                <td className="py-1 text-slate-600">{before[count]}</td>
                <td className={`py-1 font-medium ${after[count] === 0 ? 'text-green-700' : 'text-slate-800'}`}>{after[count]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
