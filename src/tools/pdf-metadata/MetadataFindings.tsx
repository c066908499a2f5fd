import type { MetadataAnswer } from '../../contract/pdf-metadata';
import { disagreements } from './metadata-form';
import { metadataTexts as text } from './texts';

/** What the file carries besides the fields: earlier versions, thumbnails, private data, a packet that disagrees. */
export function MetadataFindings({ answer }: { answer: MetadataAnswer }) {
  const differing = disagreements(answer);
  const lines = [
    answer.revisions > 1 && text.revisions(answer.revisions),
    answer.thumbnails > 0 && text.thumbnails(answer.thumbnails),
    answer.pieceInfo > 0 && text.pieceInfo(answer.pieceInfo),
    answer.objectXmp > 0 && text.objectXmp(answer.objectXmp),
    !answer.xmp && text.noXmp,
    differing.length > 0 && text.disagree(differing.map((field) => text.fields[field].split(' (')[0].toLowerCase())),
  ].filter((line): line is string => Boolean(line));
  return (
    <section aria-labelledby="metadata-findings" data-testid="metadata-findings">
      <h3 id="metadata-findings" className="mb-2 font-semibold text-slate-800">{text.findingsTitle}</h3>
      <ul className="list-disc space-y-1 pl-6 text-sm text-slate-700">
        {(lines.length > 0 ? lines : [text.nothingElse]).map((line) => <li key={line}>{line}</li>)}
        {differing.map((field) => (
          <li key={field} className="list-none text-slate-500">{text.xmpValue(text.fields[field].split(' (')[0], answer.xmp![field])}</li>
        ))}
      </ul>
    </section>
  );
}
