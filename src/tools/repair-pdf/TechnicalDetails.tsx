import { repairTexts as text } from './texts';

/**
 * MuPDF's own messages, word for word, folded away: the report above them is in plain words, and
 * these are for whoever wants to look further (or send them with a bug report).
 */
export function TechnicalDetails({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <details className="rounded-lg border border-slate-200 bg-surface p-3 text-sm text-slate-700" data-testid="technical-details">
      <summary className="cursor-pointer font-medium">{text.technicalDetails}</summary>
      <p className="mt-2">{text.technicalDetailsIntro}</p>
      <ul className="mt-1 max-h-60 list-disc space-y-0.5 overflow-auto pl-5 font-mono text-xs">
        {messages.map((message, index) => <li key={index}>{message}</li>)}
      </ul>
    </details>
  );
}
