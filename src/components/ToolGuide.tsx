import { useState } from 'react';
import { ChevronDown } from 'lucide-react';

export interface GuideSection {
  heading: string;
  text?: string;
  /** Numbered when `ordered`, bulleted otherwise. */
  items?: string[];
  ordered?: boolean;
}

export interface GuideContent {
  heading: string;
  sections: GuideSection[];
  faq?: Array<{ question: string; answer: string }>;
}

/** The educational guide under a tool: sections, then a FAQ whose items open independently (first one open). */
export function ToolGuide({ guide }: { guide: GuideContent }) {
  return (
    <article className="mt-16 space-y-8 text-slate-700" aria-labelledby="tool-guide">
      <h2 id="tool-guide" className="text-2xl font-bold text-slate-900">{guide.heading}</h2>
      {guide.sections.map((section) => (
        <section key={section.heading} className="space-y-2">
          <h3 className="text-lg font-semibold text-slate-900">{section.heading}</h3>
          {section.text && <p>{section.text}</p>}
          {section.items && (section.ordered
            ? <ol className="list-decimal space-y-1 pl-6">{section.items.map((item) => <li key={item}>{item}</li>)}</ol>
            : <ul className="list-disc space-y-1 pl-6">{section.items.map((item) => <li key={item}>{item}</li>)}</ul>)}
        </section>
      ))}
      {guide.faq && <Faq items={guide.faq} />}
    </article>
  );
}

function Faq({ items }: { items: Array<{ question: string; answer: string }> }) {
  const [open, setOpen] = useState<Set<number>>(() => new Set([0]));
  const toggle = (index: number) => setOpen((previous) => {
    const next = new Set(previous);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    return next;
  });
  return (
    <section className="space-y-2">
      <h3 className="text-lg font-semibold text-slate-900">Frequently asked questions</h3>
      {items.map((item, index) => (
        <div key={item.question} className="rounded-xl border border-slate-200 bg-surface">
          <h4>
            <button
              type="button"
              className="flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-medium text-slate-900"
              aria-expanded={open.has(index)}
              aria-controls={`faq-${index}`}
              onClick={() => toggle(index)}
            >
              {item.question}
              <ChevronDown className={`size-4 shrink-0 transition ${open.has(index) ? 'rotate-180' : ''}`} aria-hidden />
            </button>
          </h4>
          <div id={`faq-${index}`} hidden={!open.has(index)} className="px-4 pb-4">{item.answer}</div>
        </div>
      ))}
    </section>
  );
}
